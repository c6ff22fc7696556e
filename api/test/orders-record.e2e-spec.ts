import { ORDER_MESSAGES } from '../src/orders/orders.messages';
import { OrdersApp } from './orders.fixtures';
import { stockMismatches } from './stock.fixtures';

describe('chat orders recorded as sales (e2e)', () => {
  const s = new OrdersApp();

  beforeAll(() => s.boot());
  afterAll(() => s.t.close());

  const placed = async (lines: Record<string, unknown>[], extra: Record<string, unknown> = {}) => {
    const body = s.body(lines, extra);
    const res = await s.place(body);
    if (res.status !== 201) throw new Error(`order failed: ${res.status} ${JSON.stringify(res.body)}`);
    return body.code as string;
  };
  const salesOf = (code: string) =>
    s.t.ds.query(
      `SELECT product_id, size, quantity, platform, selling_price, discounted_price, stock_taken FROM sales WHERE order_code = $1 ORDER BY size`,
      [code],
    );

  it('records every line as a sale in one press, with the confirmed prices and the route platform, and moves New to Confirmed', async () => {
    const shirt = await s.product('Record Shirt', ['S', 'M'], 4, { sellingPrice: 120, discountedPrice: 99 });
    const code = await placed(
      [
        { productId: shirt.id, size: 'S', quantity: 2, unitPrice: 99 },
        { productId: shirt.id, size: 'M', quantity: 1, unitPrice: 99 },
      ],
      { route: 'MESSENGER' },
    );
    const res = await s.record(code);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ code, status: 'CONFIRMED', recorded: true, platform: 'FACEBOOK' });
    expect(res.body.data.saleIds).toHaveLength(2);
    expect(await salesOf(code)).toEqual([
      expect.objectContaining({ size: 'M', quantity: 1, platform: 'FACEBOOK', selling_price: '120.00', discounted_price: '99.00', stock_taken: 1 }),
      expect.objectContaining({ size: 'S', quantity: 2, platform: 'FACEBOOK', selling_price: '120.00', discounted_price: '99.00', stock_taken: 2 }),
    ]);
    expect(await s.onHand(shirt.id)).toEqual({ S: 2, M: 3 });
    const again = await s.record(code);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ORDER_MESSAGES.alreadyRecorded);
    const sale = await s.t.http.get(`/api/v1/sales/${res.body.data.saleIds[0]}`).set(s.t.bearer(s.owner));
    expect(sale.status).toBe(200);
    const [log] = await s.t.ds.query(`SELECT action, user_name FROM activity_log WHERE entity_type = 'order' AND entity_id = $1`, [code]);
    expect(log.action).toBe('recorded as sales');
    expect(log.user_name).toBeTruthy();
  });

  it('asks for a platform when the message was copied, and records nothing without it', async () => {
    const cap = await s.product('Copy Cap', ['One Size'], 3);
    const code = await placed([{ productId: cap.id, quantity: 1, unitPrice: 149 }], { route: 'COPY' });
    const res = await s.record(code);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ platform: ORDER_MESSAGES.platformRequired });
    expect((await s.record(code, { platform: 'INSTAGRAM' })).body.data.platform).toBe('INSTAGRAM');
  });

  it('records all lines or none: one short line answers 409 with what is left, then the oversell choice records it', async () => {
    const a = await s.product('Plenty Cap', ['One Size'], 5);
    const b = await s.product('Scarce Cap', ['One Size'], 2);
    const code = await placed([
      { productId: a.id, quantity: 2, unitPrice: 149 },
      { productId: b.id, quantity: 2, unitPrice: 149 },
    ]);
    // a staff sale takes one of the scarce caps after the shopper ordered
    expect(
      (
        await s.t.http
          .post('/api/v1/sales')
          .set(s.t.bearer(s.owner))
          .send({ productId: b.id, saleDate: '2026-03-01', originalPrice: 50, sellingPrice: 100 })
      ).status,
    ).toBe(201);
    const short = await s.record(code);
    expect(short.status).toBe(409);
    expect(short.body.message).toBe('Only 1 left of Scarce Cap');
    expect(await salesOf(code)).toEqual([]);
    expect(await s.onHand(a.id)).toEqual({ 'One Size': 5 });
    const [{ status, recorded_at }] = await s.t.ds.query(`SELECT status, recorded_at FROM orders WHERE code = $1`, [code]);
    expect({ status, recorded_at }).toEqual({ status: 'NEW', recorded_at: null });

    const forced = await s.record(code, { oversell: true });
    expect(forced.status).toBe(200);
    expect(await s.onHand(a.id)).toEqual({ 'One Size': 3 });
    expect(await s.onHand(b.id)).toEqual({ 'One Size': 0 });
    expect(await stockMismatches(s.t.ds)).toEqual([]);
  });

  it('cancels a recorded order deleting its sales (stock comes back) or keeping them, with the reason', async () => {
    const cap = await s.product('Cancel Cap', ['One Size'], 6);
    const line = [{ productId: cap.id, quantity: 2, unitPrice: 149 }];
    const [dropped, kept] = [await placed(line), await placed(line)];
    await s.record(dropped);
    await s.record(kept);
    expect(await s.onHand(cap.id)).toEqual({ 'One Size': 2 });

    const del = await s.status(dropped, { status: 'CANCELLED', reason: 'Shopper changed their mind', deleteSales: true });
    expect(del.status).toBe(200);
    expect(del.body.data).toMatchObject({ status: 'CANCELLED', cancelReason: 'Shopper changed their mind', saleIds: [] });
    expect(await salesOf(dropped)).toEqual([]);
    expect(await s.onHand(cap.id)).toEqual({ 'One Size': 4 });

    const keep = await s.status(kept, { status: 'CANCELLED' });
    expect(keep.body.data).toMatchObject({ status: 'CANCELLED', cancelReason: null });
    expect(await salesOf(kept)).toHaveLength(1);
    expect(await s.onHand(cap.id)).toEqual({ 'One Size': 4 });
    expect(await stockMismatches(s.t.ds)).toEqual([]);
    expect((await s.record(kept)).status).toBe(409);
  });

  it('moves New → Confirmed → Ready → Completed one step at a time, and the order page shows each with its time', async () => {
    const cap = await s.product('Status Cap', ['One Size'], 3);
    const code = await placed([{ productId: cap.id, quantity: 1, unitPrice: 149 }]);
    expect((await s.status(code, { status: 'READY' })).status).toBe(409);
    for (const status of ['CONFIRMED', 'READY', 'COMPLETED']) {
      const asked = Date.now();
      expect((await s.status(code, { status })).status).toBe(200);
      const page = await s.read(code);
      expect(page.body.data.status).toBe(status);
      // the time of this step: between asking for it and now, however long a busy machine took (not "in the last minute")
      expect(Date.parse(page.body.data.statusAt)).toBeGreaterThanOrEqual(asked);
      expect(Date.parse(page.body.data.statusAt)).toBeLessThanOrEqual(Date.now());
    }
    const cancel = await s.status(code, { status: 'CANCELLED' });
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe(ORDER_MESSAGES.statusStep('COMPLETED', 'CANCELLED'));
  });

  it('lets staff change the lines before recording, keeping confirmed prices, and not after', async () => {
    const shirt = await s.product('Edit Shirt', ['S', 'M'], 3);
    const code = await placed([{ productId: shirt.id, size: 'S', quantity: 1, unitPrice: 149 }]);
    await s.t.http.put(`/api/v1/products/${shirt.id}`).set(s.t.bearer(s.owner)).send({ sellingPrice: 200 });
    const edit = await s.t.http
      .put(`/api/v1/orders/${code}/lines`)
      .set(s.t.bearer(s.admin))
      .send({ lines: [{ productId: shirt.id, size: 'M', quantity: 2 }] });
    expect(edit.status).toBe(200);
    expect(edit.body.data.lines[0]).toMatchObject({ size: 'M', quantity: 2, unitPrice: 149, current: expect.objectContaining({ price: 200 }) });
    expect(edit.body.data.total).toBe(298);
    const bad = await s.t.http
      .put(`/api/v1/orders/${code}/lines`)
      .set(s.t.bearer(s.admin))
      .send({ lines: [{ productId: shirt.id, size: 'XXL', quantity: 1 }] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ 'lines.0.size': ORDER_MESSAGES.sizeUnknown });
    await s.record(code);
    const late = await s.t.http
      .put(`/api/v1/orders/${code}/lines`)
      .set(s.t.bearer(s.admin))
      .send({ lines: [{ productId: shirt.id, size: 'S', quantity: 1 }] });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(ORDER_MESSAGES.linesLocked);
  });

  it('lists newest first with a status filter and code search, counts New, and needs orderManage', async () => {
    const cap = await s.product('List Cap', ['One Size'], 9);
    const first = await placed([{ productId: cap.id, quantity: 1, unitPrice: 149 }]);
    const second = await placed([{ productId: cap.id, quantity: 1, unitPrice: 149 }]);
    const list = await s.t.http.get('/api/v1/orders?status=NEW&limit=100').set(s.t.bearer(s.admin));
    const codes = list.body.data.orders.map((o: { code: string }) => o.code);
    expect(codes.indexOf(second)).toBeLessThan(codes.indexOf(first));
    const found = await s.t.http
      .get(`/api/v1/orders?search=${encodeURIComponent(`order ${first.toLowerCase().replace(/-/g, '')}!`)}`)
      .set(s.t.bearer(s.admin));
    expect(found.body.data.orders.map((o: { code: string }) => o.code)).toEqual([first]);
    const count = await s.t.http.get('/api/v1/orders/new-count').set(s.t.bearer(s.owner));
    const [{ n }] = await s.t.ds.query(`SELECT count(*)::int AS n FROM orders WHERE status = 'NEW'`);
    expect(count.body.data).toEqual({ count: n });
    const noFlag = await s.t.tokenWithPermissions(['salesRecord', 'salesView']);
    expect((await s.t.http.get('/api/v1/orders').set(s.t.bearer(noFlag))).status).toBe(403);
    expect((await s.record(first, {}, noFlag)).status).toBe(403);
    expect((await s.t.http.get('/api/v1/orders')).status).toBe(401);
  });
});
