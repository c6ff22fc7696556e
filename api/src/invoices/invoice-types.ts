import type { InvoiceSeller } from '@shop/common';
import type { AmountLine, AmountTotals } from './invoice-amounts';

export const INVOICE_KINDS = ['INVOICE', 'CREDIT_NOTE'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** The seller as it stood when the document was issued; later changes to the settings never reach it. */
export type SellerSnapshot = InvoiceSeller;

export interface InvoiceLine extends AmountLine {
  description: string;
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

/**
 * The previous-invoice hash of the first document, as ZATCA defines it: base64 of the hex SHA-256 of "0".
 */
export const FIRST_PREVIOUS_HASH = 'NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==';

/** The printed number: INV-000042 for invoices and credit notes alike (one sequence). */
export const invoiceNumberText = (n: number): string => `INV-${String(n).padStart(6, '0')}`;
