import { describe, expect, it } from 'vitest';
import { phase1QrBase64, stallLineQrFields } from './stall.js';

describe('stall QR', () => {
  const vat = { sellerName: 'مؤسسة كاب ريترو للتجارة', vatNumber: '310122393500003', vatRate: 15, pricesIncludeVat: true };
  it('computes the invoice amounts of the line with the stall time', () => {
    const f = stallLineQrFields(vat, new Date('2026-03-06T10:15:30.700Z'), { quantity: 2, unitPrice: 115 });
    expect(f).toEqual({
      sellerName: vat.sellerName,
      vatNumber: vat.vatNumber,
      timestamp: '2026-03-06T10:15:30Z',
      totalWithVat: '230.00',
      vatTotal: '30.00',
    });
  });
  it('encodes TLV as base64 (tag, UTF-8 byte length, value)', () => {
    const b64 = phase1QrBase64({ sellerName: 'AB', vatNumber: '3', timestamp: 'T', totalWithVat: '1.00', vatTotal: '0.13' });
    expect(Array.from(atob(b64), (c) => c.charCodeAt(0))).toEqual([1, 2, 65, 66, 2, 1, 51, 3, 1, 84, 4, 4, 49, 46, 48, 48, 5, 4, 48, 46, 49, 51]);
  });
});
