import type { InvoiceView } from '@shop/common';
import { formatHalalas, lineDiscountAmounts } from './invoice-amounts';
import type { InvoiceRow } from './invoice-row';
import { onFirstUse } from '../core/packages/on-first-use';
import { invoiceNumberText } from './invoice-types';

const qrcode = onFirstUse((): typeof import('qrcode') => require('qrcode'));

/** A stored document as staff read and print it; the QR image is drawn from the stored QR text. */
export async function presentInvoice(
  r: InvoiceRow & { credited_by_id: string | null; credited_by_number: string | null },
  logoUrl: string | null,
): Promise<InvoiceView> {
  const h = (v: number | string) => formatHalalas(Number(v));
  return {
    id: r.id,
    number: Number(r.number),
    numberText: invoiceNumberText(Number(r.number)),
    kind: r.kind,
    saleId: r.sale_id,
    credits: r.credits_invoice_id ? { id: r.credits_invoice_id, numberText: invoiceNumberText(Number(r.credits_number)) } : null,
    creditedBy: r.credited_by_id ? { id: r.credited_by_id, numberText: invoiceNumberText(Number(r.credited_by_number)) } : null,
    reason: r.reason,
    issuedAt: new Date(r.issued_at).toISOString(),
    seller: r.seller,
    ratePercent: (r.rate_bp / 100).toFixed(2),
    pricesIncludeVat: r.prices_include_vat,
    lines: r.lines.map((l) => ({
      description: l.description,
      quantity: l.quantity,
      unitPrice: h(l.unitHalalas),
      net: h(l.netHalalas),
      vat: h(l.vatHalalas),
      gross: h(l.grossHalalas),
      discount: l.discount
        ? {
            reason: l.discount.reason,
            amount: h(lineDiscountAmounts(l, l.discount.fullUnitHalalas, r.rate_bp, r.prices_include_vat).enteredHalalas),
            fullUnitPrice: h(l.discount.fullUnitHalalas),
          }
        : null,
    })),
    totals: { net: h(r.net_halalas), vat: h(r.vat_halalas), gross: h(r.gross_halalas) },
    qr: r.qr,
    // error correction M and a quiet zone of 4 modules, what phone readers expect; SVG because it costs a tenth of
    // a PNG's CPU (no compression) and prints sharp at any size
    qrImage: `data:image/svg+xml;base64,${Buffer.from(await qrcode().toString(r.qr, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 })).toString('base64')}`,
    hash: r.hash,
    previousHash: r.previous_hash,
    logoUrl,
  };
}
