/** The five Phase 1 fields, in tag order (tag 1 … 5), as the texts ZATCA's QR holds. */
export interface ZatcaQrFields {
  sellerName: string;
  vatNumber: string;
  /** ISO 8601, e.g. 2022-04-25T15:30:00Z */
  timestamp: string;
  /** Invoice total with VAT, two decimals. */
  totalWithVat: string;
  /** VAT total, two decimals. */
  vatTotal: string;
}

const TAG_ORDER: (keyof ZatcaQrFields)[] = ['sellerName', 'vatNumber', 'timestamp', 'totalWithVat', 'vatTotal'];

/**
 * Tag-length-value bytes: one byte tag, one byte length of the UTF-8 value, the value. Phase 1 has no longer
 * form, so a value over 255 bytes is refused rather than cut.
 */
export function zatcaQrTlv(fields: ZatcaQrFields): Buffer {
  return Buffer.concat(
    TAG_ORDER.map((key, i) => {
      const value = Buffer.from(fields[key], 'utf8');
      if (value.length > 255) throw new Error(`QR field ${key} is ${value.length} bytes; a Phase 1 TLV value holds at most 255`);
      return Buffer.concat([Buffer.from([i + 1, value.length]), value]);
    }),
  );
}

/** What the QR code encodes: base64 of the TLV bytes. */
export const zatcaQrBase64 = (fields: ZatcaQrFields): string => zatcaQrTlv(fields).toString('base64');

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
