import type { Phase1QrFields } from '@shop/common';
/** The five Phase 1 fields, in tag order (tag 1 … 5): one type with the stall's phone, which draws the same QR offline. */
export type ZatcaQrFields = Phase1QrFields;

/** Phase 2's four more tags (6 … 9), as ZATCA's signed samples carry them. */
export interface ZatcaQrStamp {
  /** Tag 6: the invoice hash, its base64 text. */
  invoiceHash: string;
  /** Tag 7: the ECDSA signature, its base64 text. */
  signature: string;
  /** Tag 8: the public key, SubjectPublicKeyInfo DER bytes. */
  publicKey: Buffer;
  /** Tag 9: the certificate's signature by its issuer, DER bytes. */
  certificateSignature: Buffer;
}

const TAG_ORDER: (keyof ZatcaQrFields)[] = ['sellerName', 'vatNumber', 'timestamp', 'totalWithVat', 'vatTotal'];
const STAMP_ORDER: (keyof ZatcaQrStamp)[] = ['invoiceHash', 'signature', 'publicKey', 'certificateSignature'];

/**
 * Tag-length-value bytes: one byte tag, one byte length of the value, the value (UTF-8 for texts, raw for tags 8
 * and 9). There is no longer form, so a value over 255 bytes is refused rather than cut.
 */
export function zatcaQrTlv(fields: ZatcaQrFields, stamp?: ZatcaQrStamp): Buffer {
  const values: [string, Buffer][] = TAG_ORDER.map((key) => [key, Buffer.from(fields[key], 'utf8')]);
  if (stamp) for (const key of STAMP_ORDER) values.push([key, typeof stamp[key] === 'string' ? Buffer.from(stamp[key], 'utf8') : stamp[key]]);
  return Buffer.concat(
    values.map(([key, value], i) => {
      if (value.length > 255) throw new Error(`QR field ${key} is ${value.length} bytes; a TLV value holds at most 255`);
      return Buffer.concat([Buffer.from([i + 1, value.length]), value]);
    }),
  );
}

/** What the QR code encodes: base64 of the TLV bytes. */
export const zatcaQrBase64 = (fields: ZatcaQrFields, stamp?: ZatcaQrStamp): string => zatcaQrTlv(fields, stamp).toString('base64');

/** Every tag's raw bytes, by tag number (the tests read phase 2's nine). */
export function readZatcaQrTags(base64: string): Map<number, Buffer> {
  const bytes = Buffer.from(base64, 'base64');
  const out = new Map<number, Buffer>();
  for (let at = 0; at < bytes.length; ) {
    out.set(bytes[at], bytes.subarray(at + 2, at + 2 + bytes[at + 1]));
    at += 2 + bytes[at + 1];
  }
  return out;
}

/** Reads the five fields back (the verify command and the tests decode what was stored). */
export function readZatcaQr(base64: string): ZatcaQrFields {
  const bytes = Buffer.from(base64, 'base64');
  const out = {} as ZatcaQrFields;
  for (let at = 0; at < bytes.length; ) {
    const tag = bytes[at],
      len = bytes[at + 1];
    const key = TAG_ORDER[tag - 1];
    if (key) out[key] = bytes.subarray(at + 2, at + 2 + len).toString('utf8');
    at += 2 + len;
  }
  return out;
}
