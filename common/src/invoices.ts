/** The seller as an invoice names it, fixed when the document was issued (later settings never reach it). */
export interface InvoiceSeller {
  nameAr: string;
  nameEn: string | null;
  vatNumber: string;
  crNumber: string | null;
  buildingNumber: string | null;
  street: string | null;
  district: string | null;
  city: string | null;
  postalCode: string | null;
}

/** `GET /invoices/:id`: a simplified tax invoice or credit note as staff print it. Amounts are SAR texts ("1000.00"). */
export interface InvoiceView {
  id: string;
  number: number;
  /** INV-000042: invoices and credit notes share one sequence. */
  numberText: string;
  kind: 'INVOICE' | 'CREDIT_NOTE';
  saleId: string;
  /** A credit note's original invoice. */
  credits: { id: string; numberText: string } | null;
  /** The credit note that cancelled this invoice, if any. */
  creditedBy: { id: string; numberText: string } | null;
  reason: string | null;
  issuedAt: string;
  seller: InvoiceSeller;
  ratePercent: string;
  pricesIncludeVat: boolean;
  lines: {
    description: string;
    quantity: number;
    unitPrice: string;
    net: string;
    vat: string;
    gross: string;
    /** A promotion's discount on the line (issue 43): its reason, the amount taken off and the price before it, as entered. */
    discount: { reason: string; amount: string; fullUnitPrice: string } | null;
  }[];
  totals: { net: string; vat: string; gross: string };
  /** The Phase 1 QR's text (base64 of the TLV bytes) and the same as an SVG data URL. */
  qr: string;
  qrImage: string;
  hash: string;
  previousHash: string;
  /** The shop's logo now (the document itself does not store it). */
  logoUrl: string | null;
}

/** One row of `GET /invoices/vat-monthly`: a shop month's invoices less its credit notes. */
export interface VatMonth {
  /** YYYY-MM in the shop's time zone. */
  month: string;
  invoices: number;
  creditNotes: number;
  net: string;
  vat: string;
  gross: string;
}
