import { formatHalalas } from './invoice-amounts';
import type { InvoiceDocument } from './invoice-types';
import { invoiceXml, xmlHash } from './invoice-xml';
import { zatcaQrBase64 } from './zatca-qr';

/** What is stored beside a document: its XML, that XML's hash (the next document's PIH) and its Phase 1 QR. */
export interface Sealed {
  xml: string;
  hash: string;
  qr: string;
}

/** The QR's time: ISO 8601 in UTC to the second, as in ZATCA's example (2022-04-25T15:30:00Z). */
export const qrTime = (d: Date): string => `${d.toISOString().slice(0, 19)}Z`;

export function seal(doc: InvoiceDocument): Sealed {
  const xml = invoiceXml(doc);
  return {
    xml,
    hash: xmlHash(xml),
    qr: zatcaQrBase64({
      sellerName: doc.seller.nameAr,
      vatNumber: doc.seller.vatNumber,
      timestamp: qrTime(doc.issuedAt),
      totalWithVat: formatHalalas(doc.totals.grossHalalas),
      vatTotal: formatHalalas(doc.totals.vatHalalas),
    }),
  };
}
