import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import type { InvoiceView } from '@shop/common';
import { Sheet } from './InvoicePrintPage';

const line = { description: 'Retro Cap (L)', quantity: 2, unitPrice: '90.00', net: '156.52', vat: '23.48', gross: '180.00' };
const doc = (discount: InvoiceView['lines'][number]['discount']): InvoiceView => ({
  id: 'd1',
  number: 7,
  numberText: 'INV-000007',
  kind: 'INVOICE',
  saleId: 's1',
  credits: null,
  creditedBy: null,
  reason: null,
  issuedAt: '2026-11-27T09:00:00.000Z',
  seller: {
    nameAr: 'مؤسسة كاب ريترو للتجارة',
    nameEn: 'Retro Cap Trading Est.',
    vatNumber: '310122393500003',
    crNumber: null,
    buildingNumber: null,
    street: null,
    district: null,
    city: null,
    postalCode: null,
  },
  ratePercent: '15.00',
  pricesIncludeVat: true,
  lines: [{ ...line, discount }],
  totals: { net: '156.52', vat: '23.48', gross: '180.00' },
  qr: 'AQ==',
  qrImage: 'data:image/svg+xml;base64,',
  hash: 'h',
  previousHash: 'p',
  logoUrl: null,
});

describe('the printed invoice (issue 43)', () => {
  it("shows a promotion's discount under its line: the reason, the amount off and the price before it", () => {
    const { container } = render(
      <Sheet doc={doc({ reason: 'خصم رمز WHITE10 / Discount code WHITE10: White Friday', amount: '20.00', fullUnitPrice: '100.00' })} />,
    );
    const row = container.querySelector('[data-invoice-discount]');
    expect(row?.textContent).toContain('Discount code WHITE10: White Friday');
    expect(row?.textContent).toContain('−20.00 SAR');
    expect(row?.textContent).toContain('100.00 SAR');
    expect(row?.textContent).toContain('Price before discount');
  });

  it('shows no discount row for a line without one', () => {
    const { container } = render(<Sheet doc={doc(null)} />);
    expect(container.querySelector('[data-invoice-discount]')).toBeNull();
  });
});
