import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { OrderReview } from './OrderReview';

const line = (id: string, name: string, price: number, qty: number) => ({
  id,
  productId: id,
  size: null,
  name,
  brand: 'Tambay',
  price,
  currency: 'SAR',
  image: '/uploads/a.jpg',
  qty,
  category: 'Caps',
});

const order = {
  reference: 'RC-7K3Q2',
  form: {
    name: ' Juan ',
    contactNumber: '+966501234567',
    orderType: 'delivery' as const,
    address: 'King Fahd Rd, Riyadh',
    paymentMethod: 'cod' as const,
    termsAccepted: true,
  },
  items: [line('p1', 'Tambay Snapback', 100, 2), line('p2', 'Vintage Tee', 80, 1)],
  totalPrice: 260,
  currency: 'SAR',
  promotion: { discount: 20, lines: [20, 0], promoCode: 'RETRO10', promotion: null, known: true },
};

describe("the checkout's read-back of the order", () => {
  it('shows the reference, the answers, each line with its discount, the code and the total after it', () => {
    const { container } = render(<OrderReview lang="en" order={order} />);
    expect(container.querySelector('[data-order-reference]')!.textContent).toBe('RC-7K3Q2');
    expect(container.querySelector('.review-grid')!.textContent).toContain('King Fahd Rd, Riyadh');
    const lines = [...container.querySelectorAll('.summary-line')];
    expect(lines.map((l) => l.querySelector('span')!.textContent)).toEqual(['Tambay Snapback × 2', 'Vintage Tee × 1']);
    expect(lines.map((l) => l.querySelector('[data-line-discount]')?.textContent ?? null)).toEqual(['−SAR 20.00 discount', null]);
    expect(container.querySelector('.totals-row')!.textContent).toBe('Discount code RETRO10−SAR 20.00');
    expect(container.querySelector('.totals-row.total')!.textContent).toMatch(/^TotalSAR 260\.00/);
  });

  it('shows no discount row when the cart has none, and the pickup order no address', () => {
    const plain = {
      ...order,
      form: { ...order.form, orderType: 'pickup' as const },
      promotion: { ...order.promotion, discount: 0, lines: [0, 0], promoCode: null },
    };
    const { container } = render(<OrderReview lang="en" order={plain} />);
    expect(container.querySelector('[data-review-discount]')).toBeNull();
    expect(container.querySelector('[data-line-discount]')).toBeNull();
    expect(container.querySelector('.review-grid')!.textContent).not.toContain('King Fahd Rd');
  });
});
