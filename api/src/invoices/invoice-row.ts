import type { InvoiceDocument, InvoiceKind, InvoiceLine, SellerSnapshot } from './invoice-types';

/** An "invoices" row as PostgreSQL answers it, with the credited invoice's number joined in. */
export interface InvoiceRow {
  id: string;
  number: string;
  kind: InvoiceKind;
  sale_id: string;
  credits_invoice_id: string | null;
  credits_number: string | null;
  reason: string | null;
  issued_at: Date;
  seller: SellerSnapshot;
  rate_bp: number;
  prices_include_vat: boolean;
  lines: InvoiceLine[];
  net_halalas: string;
  vat_halalas: string;
  gross_halalas: string;
  qr: string;
  xml: string;
  hash: string;
  previous_hash: string;
}

export function invoiceRowsToDocument(r: InvoiceRow): InvoiceDocument {
  return {
    id: r.id,
    number: Number(r.number),
    kind: r.kind,
    saleId: r.sale_id,
    credits: r.credits_invoice_id ? { id: r.credits_invoice_id, number: Number(r.credits_number) } : null,
    reason: r.reason,
    issuedAt: new Date(r.issued_at),
    seller: r.seller,
    rateBp: r.rate_bp,
    pricesIncludeVat: r.prices_include_vat,
    lines: r.lines,
    totals: { netHalalas: Number(r.net_halalas), vatHalalas: Number(r.vat_halalas), grossHalalas: Number(r.gross_halalas) },
    previousHash: r.previous_hash,
  };
}
