import type { InvoiceSeller } from '@shop/common';
import type { AmountLine, AmountTotals } from './invoice-amounts';

export const INVOICE_KINDS = ['INVOICE', 'CREDIT_NOTE'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
/**
 * What the XML builder writes: the shop's own documents, and a debit note (383), which the shop never issues but
 * ZATCA's compliance checks ask a sample of during onboarding (zatca/zatca-samples.ts).
 */
export type XmlDocumentKind = InvoiceKind | 'DEBIT_NOTE';

/** The seller as it stood when the document was issued; later changes to the settings never reach it. */
export type SellerSnapshot = InvoiceSeller;

/**
 * A promotion's discount on a line (issue 43): the line's amounts are already those of the discounted price (VAT on
 * what the shopper paid); this names the discount and keeps the full price, so the XML carries it as an allowance and
 * the printed invoice shows it.
 */
export interface InvoiceLineDiscount {
  /** Printed and in the XML's AllowanceChargeReason: the code or the promotion, Arabic first with English beside. */
  reason: string;
  /** The price of one piece before the discount, as entered in the shop, in halalas. */
  fullUnitHalalas: number;
}

export interface InvoiceLine extends AmountLine {
  description: string;
  /** Absent or null: no promotion's discount (a product's own discounted price is simply its price). */
  discount?: InvoiceLineDiscount | null;
}

/** Everything an invoice or credit note says, fixed at issue. */
export interface InvoiceDocument {
  id: string;
  number: number;
  kind: InvoiceKind;
  saleId: string;
  /** A credit note's original invoice: its id and number. */
  credits: { id: string; number: number } | null;
  reason: string | null;
  issuedAt: Date;
  seller: SellerSnapshot;
  rateBp: number;
  pricesIncludeVat: boolean;
  lines: InvoiceLine[];
  totals: AmountTotals;
  previousHash: string;
}

/** A document as the XML builder and the seal take it: an invoice or credit note, or onboarding's sample debit note. */
export type XmlDocument = Omit<InvoiceDocument, 'kind'> & { kind: XmlDocumentKind };

/**
 * The previous-invoice hash of the first document, as ZATCA defines it: base64 of the hex SHA-256 of "0".
 */
export const FIRST_PREVIOUS_HASH = 'NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==';

/** The printed number: INV-000042 for invoices and credit notes alike (one sequence). */
export const invoiceNumberText = (n: number): string => `INV-${String(n).padStart(6, '0')}`;
