import { zatcaQrBase64, zatcaQrTlv } from './zatca-qr';

/**
 * ZATCA's own Phase 1 example, from "E-Invoicing Detailed Guidelines" (ZATCA, section on the QR code of simplified
 * tax invoices): seller "Bobs Records", VAT number 310122393500003, time 2022-04-25T15:30:00Z, total with VAT
 * 1000.00, VAT 150.00, published as the base64 string below.
 */
const ZATCA_EXAMPLE = {
  sellerName: 'Bobs Records',
  vatNumber: '310122393500003',
  timestamp: '2022-04-25T15:30:00Z',
  totalWithVat: '1000.00',
  vatTotal: '150.00',
};
const ZATCA_BASE64 = 'AQxCb2JzIFJlY29yZHMCDzMxMDEyMjM5MzUwMDAwMwMUMjAyMi0wNC0yNVQxNTozMDowMFoEBzEwMDAuMDAFBjE1MC4wMA==';

describe('ZATCA Phase 1 QR (TLV, base64)', () => {
  it("equals ZATCA's published example byte for byte", () => {
    const tlv = zatcaQrTlv(ZATCA_EXAMPLE);
    expect(tlv.equals(Buffer.from(ZATCA_BASE64, 'base64'))).toBe(true);
    expect(zatcaQrBase64(ZATCA_EXAMPLE)).toBe(ZATCA_BASE64);
    // tag 1, length 12, "Bobs Records"
    expect([...tlv.subarray(0, 2)]).toEqual([1, 12]);
  });

  it("counts an Arabic seller name's length in UTF-8 bytes, not characters", () => {
    const tlv = zatcaQrTlv({ ...ZATCA_EXAMPLE, sellerName: 'متجر' });
    expect([...tlv.subarray(0, 2)]).toEqual([1, 8]);
    expect(tlv.subarray(2, 10).toString('utf8')).toBe('متجر');
  });

  it('refuses a value longer than one length byte can say', () => {
    expect(() => zatcaQrTlv({ ...ZATCA_EXAMPLE, sellerName: 'x'.repeat(256) })).toThrow(/255/);
  });
});
