import { qrTime } from '@shop/common';
import { formatHalalas } from './invoice-amounts';
import type { XmlDocument } from './invoice-types';
import { invoiceXml, xmlHash } from './invoice-xml';
import { invoiceHash, signHash, ublExtensions, type ZatcaSigner } from './zatca-sign';
import { type ZatcaQrFields, zatcaQrBase64 } from './zatca-qr';

/** What is stored beside a document: its XML, its invoice hash (the next document's PIH) and its QR. */
export interface Sealed {
  xml: string;
  hash: string;
  qr: string;
}

const qrFields = (doc: XmlDocument): ZatcaQrFields => ({
  sellerName: doc.seller.nameAr,
  vatNumber: doc.seller.vatNumber,
  timestamp: qrTime(doc.issuedAt),
  totalWithVat: formatHalalas(doc.totals.grossHalalas),
  vatTotal: formatHalalas(doc.totals.vatHalalas),
});

/**
 * Phase 1 (no signer): the XML, the SHA-256 of its bytes, the five-tag QR. Phase 2 (a signer): the invoice hash
 * over the canonical form without the stamp's parts, the signature over that hash, the nine-tag QR placed in the
 * XML and the XAdES signature in its UBLExtensions.
 */
export function seal(doc: XmlDocument, signer?: ZatcaSigner | null): Sealed {
  if (!signer) {
    const xml = invoiceXml(doc);
    return { xml, hash: xmlHash(xml), qr: zatcaQrBase64(qrFields(doc)) };
  }
  const hash = invoiceHash(invoiceXml(doc, {}));
  const signature = signHash(hash, signer);
  const qr = zatcaQrBase64(qrFields(doc), {
    invoiceHash: hash,
    signature,
    publicKey: signer.publicKeyDer,
    certificateSignature: signer.certificateSignature,
  });
  return { xml: invoiceXml(doc, { qr, extensions: ublExtensions(hash, signature, signer, doc.issuedAt) }), hash, qr };
}
