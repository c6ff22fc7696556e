import { newOrderCode, ORDER_LIMITS } from '@shop/common';
import { OrdersService } from '../src/orders/orders.service';
import { ORDER_MESSAGES } from '../src/orders/orders.messages';
import { freshAddress, OrdersApp } from './orders.fixtures';

describe('chat orders from shoppers (e2e)', () => {
  const s = new OrdersApp();
  let cap: { id: string };
  let shirt: { id: string };
  let hidden: { id: string };
  let loose: { id: string };

  beforeAll(async () => {
    await s.boot();
    cap = await s.product('Order Cap', ['One Size'], 5);
    shirt = await s.product('Order Shirt', ['S', 'M'], 3, { sellingPrice: 120, discountedPrice: 99 });
    hidden = await s.product('Hidden Cap', ['One Size'], 5, { publiclyVisible: false });
    // several sizes, stock not counted
    loose = await s.product('Order Sneaker', ['42', '43'], -1, { sellingPrice: 149 });
  });
  afterAll(() => s.t.close());

  it('stores an anonymous order with the prices it confirmed, and the order page reads it in any spelling of the code', async () => {
    const body = s.body(
      [
        { productId: cap.id, quantity: 2, unitPrice: 149 },
        { productId: shirt.id, size: 'M', quantity: 1, unitPrice: 99 },
      ],
      { pickupDate: null, route: 'MESSENGER', language: 'ar' },
    );
    const res = await s.place(body);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ code: body.code, status: 'NEW', total: 397, currency: 'SAR' });
    expect(res.body.data.lines).toEqual([
      expect.objectContaining({ productId: cap.id, size: 'One Size', quantity: 2, unitPrice: 149, lineTotal: 298 }),
      expect.objectContaining({ productId: shirt.id, size: 'M', quantity: 1, unitPrice: 99, lineTotal: 99 }),
    ]);
    const [row] = await s.t.ds.query(`SELECT route, language, total, lines FROM orders WHERE code = $1`, [body.code]);
    expect(row).toMatchObject({ route: 'MESSENGER', language: 'ar', total: '397.00' });
    expect(row.lines[1]).toMatchObject({ sellingPrice: 120, unitPrice: 99, costPrice: 95 });

    const messy = `Hi! my order is ${(body.code as string).toLowerCase().replace(/-/g, '')} thanks`;
    const page = await s.read(messy);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ code: body.code, status: 'NEW', total: 397, pickupDate: null });
    expect(Object.keys(page.body.data).sort()).toEqual([
      'code',
      'currency',
      'discount',
      'lines',
      'pickupDate',
      'placedAt',
      'promoCode',
      'status',
      'statusAt',
      'total',
    ]);
    expect(page.body.data.lines[0]).not.toHaveProperty('costPrice');
  });

  it('answers 404 "We could not find this order" for an unknown code or text without one', async () => {
    for (const text of [newOrderCode(), 'hello']) {
      const res = await s.read(text);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(ORDER_MESSAGES.notFound);
    }
  });

  const refusals: [string, () => Record<string, unknown>, string, string][] = [
    [
      'an unknown product',
      () => s.body([{ productId: 'cm0unknownproduct00000000', quantity: 1, unitPrice: 149 }]),
      'lines.0.productId',
      ORDER_MESSAGES.productUnknown,
    ],
    ['a hidden product', () => s.body([{ productId: hidden.id, quantity: 1, unitPrice: 149 }]), 'lines.0.productId', ORDER_MESSAGES.productUnknown],
    ['quantity 0', () => s.body([{ productId: cap.id, quantity: 0, unitPrice: 149 }]), 'lines.0.quantity', ORDER_MESSAGES.quantityInvalid],
    ['quantity 10,000', () => s.body([{ productId: cap.id, quantity: 10_000, unitPrice: 149 }]), 'lines.0.quantity', ORDER_MESSAGES.quantityInvalid],
    ['more pieces than are left', () => s.body([{ productId: cap.id, quantity: 6, unitPrice: 149 }]), 'lines.0.quantity', ORDER_MESSAGES.onlyLeft(5)],
    [
      'a forged price',
      () => s.body([{ productId: cap.id, quantity: 1, unitPrice: 1 }]),
      'lines.0.unitPrice',
      ORDER_MESSAGES.priceChanged('SAR 149.00'),
    ],
    [
      'the price before the discount',
      () => s.body([{ productId: shirt.id, size: 'S', quantity: 1, unitPrice: 120 }]),
      'lines.0.unitPrice',
      ORDER_MESSAGES.priceChanged('SAR 99.00'),
    ],
    [
      'a size the product has not',
      () => s.body([{ productId: shirt.id, size: 'XL', quantity: 1, unitPrice: 99 }]),
      'lines.0.size',
      ORDER_MESSAGES.sizeUnknown,
    ],
    [
      'too many lines',
      () => s.body(Array.from({ length: ORDER_LIMITS.linesMax + 1 }, () => ({ productId: cap.id, quantity: 1, unitPrice: 149 }))),
      'lines',
      ORDER_MESSAGES.linesTooMany,
    ],
    ['no lines', () => s.body([]), 'lines', ORDER_MESSAGES.linesRequired],
    [
      'a malformed code',
      () => s.body([{ productId: cap.id, quantity: 1, unitPrice: 149 }], { code: 'RC-7K3Q2' }),
      'code',
      ORDER_MESSAGES.codeInvalid,
    ],
    ['an unknown route', () => s.body([{ productId: cap.id, quantity: 1, unitPrice: 149 }], { route: 'SMS' }), 'route', ORDER_MESSAGES.routeInvalid],
    [
      'a pickup day in the past',
      () => s.body([{ productId: cap.id, quantity: 1, unitPrice: 149 }], { pickupDate: '2020-01-03' }),
      'pickupDate',
      ORDER_MESSAGES.pickupDateInvalid,
    ],
    [
      'a time far from now',
      () => s.body([{ productId: cap.id, quantity: 1, unitPrice: 149 }], { placedAt: '2020-01-01T00:00:00Z' }),
      'placedAt',
      ORDER_MESSAGES.placedAtInvalid,
    ],
    [
      'a NUL in a size',
      () => s.body([{ productId: cap.id, size: 'One\u0000Size', quantity: 1, unitPrice: 149 }]),
      'lines.0.size',
      'lines.0.size must not contain a NUL character',
    ],
    [
      'a name (personal data is not taken)',
      () => s.body([{ productId: cap.id, quantity: 1, unitPrice: 149 }], { customerName: 'Sara' }),
      'customerName',
      'Unknown field: customerName',
    ],
  ];

  it.each(refusals)('refuses %s with 400 naming the field and stores nothing', async (_label, make, field, message) => {
    const before = await s.orderCount();
    const res = await s.place(make());
    expect(res.status).toBe(400);
    expect(res.body.errors?.[field]).toBe(message);
    expect(await s.orderCount()).toBe(before);
  });

  it('refuses deeply nested JSON with 400 and a 500-line order before reading it, storing nothing', async () => {
    const before = await s.orderCount();
    let deep: unknown = 1;
    for (let i = 0; i < 40; i++) deep = { a: deep };
    const nested = await s.place(s.body([{ productId: cap.id, quantity: 1, unitPrice: 149, size: deep }]));
    expect(nested.status).toBe(400);
    const huge = await s.place(s.body(Array.from({ length: 500 }, () => ({ productId: cap.id, quantity: 1, unitPrice: 149 }))));
    // 500 lines are beyond the 16 KB an anonymous body may have: refused unread (413), which no 400 could come before
    expect(huge.status).toBe(413);
    expect(await s.orderCount()).toBe(before);
  });

  it.each([
    ['counted', () => shirt.id, 99],
    ['not counted', () => loose.id, 149],
  ])('refuses a line without a size for a product of several sizes (stock %s) with 400 naming the line, storing nothing', async (_l, id, price) => {
    const before = await s.orderCount();
    const body = s.body([
      { productId: cap.id, quantity: 1, unitPrice: 149 },
      { productId: id(), quantity: 2, unitPrice: price },
    ]);
    const res = await s.place(body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ 'lines.1.size': ORDER_MESSAGES.sizeRequired });
    expect(await s.orderCount()).toBe(before);
  });

  it('records a sized order in one press, with no edit: each line in its size', async () => {
    const body = s.body([
      { productId: loose.id, size: '43', quantity: 1, unitPrice: 149 },
      { productId: shirt.id, size: 'S', quantity: 1, unitPrice: 99 },
    ]);
    expect((await s.place(body)).status).toBe(201);
    const res = await s.record(body.code as string);
    expect(res.status).toBe(200);
    const sales = await s.t.ds.query(`SELECT product_id, size FROM sales WHERE order_code = $1 ORDER BY size`, [body.code]);
    expect(sales).toEqual([
      { product_id: loose.id, size: '43' },
      { product_id: shirt.id, size: 'S' },
    ]);
  });

  it('answers 409 when the code is already used, keeping the first order', async () => {
    const body = s.body([{ productId: cap.id, quantity: 1, unitPrice: 149 }]);
    expect((await s.place(body)).status).toBe(201);
    const again = await s.place({ ...body, lines: [{ productId: cap.id, quantity: 3, unitPrice: 149 }] });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ORDER_MESSAGES.codeTaken);
    const [{ total }] = await s.t.ds.query(`SELECT total FROM orders WHERE code = $1`, [body.code]);
    expect(total).toBe('149.00');
  });

  it('limits orders per address: the eleventh in a minute answers 429 with Retry-After and is not stored', async () => {
    const address = '203.0.113.77';
    const perMinute = s.t.app.get(OrdersService).settings.perMinute;
    for (let i = 0; i < perMinute; i++)
      expect((await s.place(s.body([{ productId: cap.id, quantity: 1, unitPrice: 149 }]), address)).status).toBe(201);
    const before = await s.orderCount();
    const res = await s.place(s.body([{ productId: cap.id, quantity: 1, unitPrice: 149 }]), address);
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await s.orderCount()).toBe(before);
    expect((await s.place(s.body([{ productId: cap.id, quantity: 1, unitPrice: 149 }]), freshAddress())).status).toBe(201);
  });

  it('sweeps only New orders older than the expiry; confirmed, recorded and young ones stay', async () => {
    const place = async () => {
      const body = s.body([{ productId: cap.id, quantity: 1, unitPrice: 149 }]);
      expect((await s.place(body)).status).toBe(201);
      return body.code as string;
    };
    const [oldNew, oldConfirmed, oldRecorded, young] = [await place(), await place(), await place(), await place()];
    expect((await s.status(oldConfirmed, { status: 'CONFIRMED' })).status).toBe(200);
    expect((await s.record(oldRecorded, {})).status).toBe(200);
    await s.t.ds.query(`UPDATE orders SET created_at = now() - interval '8 days' WHERE code = ANY($1)`, [[oldNew, oldConfirmed, oldRecorded]]);
    const removed = await s.t.app.get(OrdersService).sweep();
    expect(removed).toBe(1);
    const left: { code: string }[] = await s.t.ds.query(`SELECT code FROM orders WHERE code = ANY($1)`, [[oldNew, oldConfirmed, oldRecorded, young]]);
    expect(left.map((r) => r.code).sort()).toEqual([oldConfirmed, oldRecorded, young].sort());
    expect((await s.read(oldNew)).status).toBe(404);
  });
});
