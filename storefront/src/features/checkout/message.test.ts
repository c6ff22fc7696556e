import { describe, expect, it } from 'vitest';
import { ORDER_REFERENCE_PATTERN, buildOrderMessage, orderReference } from './message';

const items = [
  { name: 'Tambay Snapback', qty: 2, price: 95.5, currency: 'SAR' },
  { name: 'Vintage Tee', qty: 1, price: 80, currency: 'SAR' },
  { name: 'New Era 59FIFTY', qty: 3, price: 149.99, currency: 'SAR' },
];

describe('order message', () => {
  it('has the exact text for a delivery order', () => {
    const text = buildOrderMessage({
      reference: 'RC-7K3Q2',
      customer: {
        name: ' Juan Dela Cruz ',
        contactNumber: '+966 50 123 4567',
        orderType: 'delivery',
        address: 'King Fahd Rd, Riyadh',
        paymentMethod: 'cod',
      },
      items,
    });
    expect(text).toBe(
      [
        'Order RC-7K3Q2',
        '',
        'Customer: Juan Dela Cruz',
        'Contact: +966501234567',
        'Type: Delivery',
        'Address: King Fahd Rd, Riyadh',
        'Payment: Cash on Delivery',
        '',
        'Items:',
        '1. Tambay Snapback x2 - SAR 191.00',
        '2. Vintage Tee x1 - SAR 80.00',
        '3. New Era 59FIFTY x3 - SAR 449.97',
        '',
        'Total: SAR 720.97',
      ].join('\n'),
    );
  });

  it('leaves the address out for pickup and labels cash as Cash on Delivery', () => {
    const text = buildOrderMessage({
      reference: 'RC-ABCDE',
      customer: { name: '', contactNumber: '+639171234567', orderType: 'pickup', address: 'ignored', paymentMethod: 'cash' },
      items: items.slice(1, 2),
    });
    expect(text).toBe(
      'Order RC-ABCDE\n\nCustomer: Not provided\nContact: +639171234567\nType: Pickup\nPayment: Cash on Delivery\n\nItems:\n1. Vintage Tee x1 - SAR 80.00\n\nTotal: SAR 80.00',
    );
    expect(text).not.toContain('Address');
  });

  it('makes short readable references', () => {
    // ten symbols in two groups of five: the API stores the order under it, so guessing one must be expensive
    expect(orderReference((n) => new Uint8Array(n).map((_, i) => [5, 17, 1, 21, 0][i % 5]))).toBe('RC-7K3Q2-7K3Q2');
    for (let i = 0; i < 50; i++) expect(orderReference()).toMatch(ORDER_REFERENCE_PATTERN);
  });
});

describe('order message in Arabic', () => {
  it('has the same lines, order code and totals in Arabic, with Arabic names where given', () => {
    const text = buildOrderMessage({
      reference: 'RC-7K3Q2',
      lang: 'ar',
      customer: { name: 'ليلى', contactNumber: '+966 50 123 4567', orderType: 'delivery', address: 'طريق الملك فهد، الرياض', paymentMethod: 'cod' },
      items: [{ ...items[0], nameAr: 'سناب باك تمباي' }, items[1]],
    });
    expect(text).toBe(
      [
        'طلب RC-7K3Q2',
        '',
        'العميل: ليلى',
        'التواصل: \u200e+966501234567',
        'النوع: توصيل',
        'العنوان: طريق الملك فهد، الرياض',
        'الدفع: الدفع عند الاستلام',
        '',
        'المنتجات:',
        '1. سناب باك تمباي x2 - 191.00 ر.س',
        '2. Vintage Tee x1 - 80.00 ر.س',
        '',
        'الإجمالي: 271.00 ر.س',
      ].join('\n'),
    );
    const english = buildOrderMessage({
      reference: 'RC-7K3Q2',
      customer: { name: '', contactNumber: '+966501234567', orderType: 'pickup', address: '', paymentMethod: 'cash' },
      items,
    });
    expect(english.split('\n')).toHaveLength(
      buildOrderMessage({
        reference: 'RC-7K3Q2',
        lang: 'ar',
        customer: { name: '', contactNumber: '+966501234567', orderType: 'pickup', address: '', paymentMethod: 'cash' },
        items,
      }).split('\n').length,
    );
  });
});

describe('order message with sizes', () => {
  const sized = [
    { name: 'Court Sneaker', nameAr: 'حذاء كورت', size: '42', qty: 1, price: 300, currency: 'SAR' },
    { name: 'Court Sneaker', nameAr: 'حذاء كورت', size: '43', qty: 2, price: 300, currency: 'SAR' },
    { name: 'Vintage Tee', size: null, qty: 1, price: 80, currency: 'SAR' },
  ];
  const customer = { name: 'Layla', contactNumber: '+966501234567', orderType: 'pickup' as const, address: '', paymentMethod: 'cash' as const };

  it('names the size on each line that has one, in English and in Arabic', () => {
    const en = buildOrderMessage({ reference: 'RC-7K3Q2-M8XPA', customer, items: sized }).split('\n');
    expect(en.filter((l) => /^\d\./.test(l))).toEqual([
      '1. Court Sneaker (Size: 42) x1 - SAR 300.00',
      '2. Court Sneaker (Size: 43) x2 - SAR 600.00',
      '3. Vintage Tee x1 - SAR 80.00',
    ]);
    const ar = buildOrderMessage({ reference: 'RC-7K3Q2-M8XPA', customer, items: sized, lang: 'ar' }).split('\n');
    expect(ar.filter((l) => /^\d\./.test(l))).toEqual([
      '1. حذاء كورت (المقاس: 42) x1 - 300.00 ر.س',
      '2. حذاء كورت (المقاس: 43) x2 - 600.00 ر.س',
      '3. Vintage Tee x1 - 80.00 ر.س',
    ]);
  });

  it('names the code and the discount, and gives the total after it, in both languages', () => {
    const customer = { name: 'Sara', contactNumber: '+966501234567', orderType: 'pickup' as const, address: '', paymentMethod: 'cash' as const };
    const promotion = { promoCode: 'WHITE10', discount: 27.1 };
    const en = buildOrderMessage({ reference: 'RC-7K3Q2-M8XPA', customer, items: items.slice(0, 2), promotion }).split('\n');
    expect(en.slice(-3)).toEqual(['', 'Discount code WHITE10: -SAR 27.10', 'Total: SAR 243.90']);
    const ar = buildOrderMessage({ reference: 'RC-7K3Q2-M8XPA', customer, items: items.slice(0, 2), promotion, lang: 'ar' }).split('\n');
    expect(ar.slice(-3)).toEqual(['', 'رمز الخصم WHITE10: -27.10 ر.س', 'الإجمالي: 243.90 ر.س']);
    // an automatic promotion (no code) is a plain discount line; none at all leaves the message as it was
    const auto = buildOrderMessage({ reference: 'RC-7K3Q2-M8XPA', customer, items: items.slice(0, 2), promotion: { promoCode: null, discount: 10 } });
    expect(auto.split('\n').slice(-2)).toEqual(['Discount: -SAR 10.00', 'Total: SAR 261.00']);
    expect(buildOrderMessage({ reference: 'RC-7K3Q2-M8XPA', customer, items, promotion: { promoCode: null, discount: 0 } })).toBe(
      buildOrderMessage({ reference: 'RC-7K3Q2-M8XPA', customer, items }),
    );
  });
});
