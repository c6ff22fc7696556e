import { onlyLeftMessage, STOCK_SHORTAGE_ERROR } from '@shop/common';
import type { TestApp } from './helpers/test-app';
import { stockMismatches, StockApp } from './stock.fixtures';

/** Stock follows the sales: counting starts, sales take pieces, edits move them, deletes give them back. */
describe('stock (e2e)', () => {
  const stock = new StockApp();
  const { sale, editSale, setStock, adjust, staffProduct, onHand, product } = stock;
  let t: TestApp, owner: string;
  beforeAll(async () => ({ t, owner } = await stock.boot()));
  afterAll(() => t.close());

  it('leaves an existing product untracked and always in stock', async () => {
    const p = await product('Untracked Cap', ['S', 'M']);
    expect(await staffProduct(p.id)).toMatchObject({ stockTracked: false, availability: 'IN_STOCK', stockLeft: null, sizeStock: [] });
    const res = await sale({ productId: p.id, quantity: 5 });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ quantity: 5, size: null, oversell: false });
    const [{ count }] = await t.ds.query(`SELECT count(*)::int AS count FROM stock_movements WHERE product_id = $1`, [p.id]);
    expect(count).toBe(0);
  });

  it('starts counting with one INITIAL movement per size and shows staff every count', async () => {
    const p = await product('Counted Cap', ['S', 'M']);
    const res = await setStock(p.id, {
      tracked: true,
      sizes: [
        { size: 'S', onHand: 2 },
        { size: 'M', onHand: 1 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      stockTracked: true,
      stockLeft: 3,
      sizes: [
        { size: 'S', onHand: 2 },
        { size: 'M', onHand: 1 },
      ],
    });
    expect(res.body.data.movements.map((m: any) => [m.kind, m.size, m.delta])).toEqual([
      ['INITIAL', 'S', 2],
      ['INITIAL', 'M', 1],
    ]);
    expect(await staffProduct(p.id)).toMatchObject({
      stockTracked: true,
      availability: 'IN_STOCK',
      stockLeft: 3,
      sizeStock: [
        { size: 'S', availability: 'IN_STOCK', left: 2 },
        { size: 'M', availability: 'LOW_STOCK', left: 1 },
      ],
    });
  });

  it('takes stock when a sale is recorded, and refuses more than is left with what is left', async () => {
    const p = await product('Last Piece Cap', ['S', 'M'], [2, 1]);
    const first = await sale({ productId: p.id, size: 'M' });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ quantity: 1, size: 'M', oversell: false });
    expect(await onHand(p.id)).toEqual({ S: 2, M: 0 });
    const second = await sale({ productId: p.id, size: 'M' });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(onlyLeftMessage(0, 'Last Piece Cap', 'M'));
    expect(second.body.message).toBe('Only 0 left of Last Piece Cap in size M');
    // told apart from a duplicate (also a 409) by its error
    expect(second.body.error).toBe(STOCK_SHORTAGE_ERROR);
    const tooMany = await sale({ productId: p.id, size: 'S', quantity: 3 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe('Only 2 left of Last Piece Cap in size S');
    expect(await onHand(p.id)).toEqual({ S: 2, M: 0 });
    const [{ count }] = await t.ds.query(`SELECT count(*)::int AS count FROM sales WHERE product_id = $1`, [p.id]);
    expect(count).toBe(1);
    const movements = await t.http.get(`/api/v1/products/${p.id}/stock/movements`).set(t.bearer(owner));
    expect(movements.status).toBe(200);
    expect(movements.body.data.movements[0]).toMatchObject({ kind: 'SALE', size: 'M', delta: -1, onHandAfter: 0, saleId: first.body.data.id });
    expect(movements.body.data.movements[0].userName).toEqual(expect.any(String));
  });

  it('records an oversell only when asked, keeps it visible and never goes below 0', async () => {
    const p = await product('Oversold Tee', ['L'], [1]);
    const refused = await sale({ productId: p.id, quantity: 3 });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Only 1 left of Oversold Tee');
    const res = await sale({ productId: p.id, quantity: 3, oversell: true });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ quantity: 3, size: 'L', oversell: true });
    expect(await onHand(p.id)).toEqual({ L: 0 });
    const list = (await t.http.get(`/api/v1/products/${p.id}/stock/movements`).set(t.bearer(owner))).body.data.movements;
    expect(list.map((m: any) => [m.kind, m.delta, m.oversold])).toEqual([
      ['OVERSELL', 0, 2],
      ['SALE', -1, 0],
      ['INITIAL', 1, 0],
    ]);
    // oversell: true with enough stock is an ordinary sale
    await adjust(p.id, { reason: 'RECEIVED', quantity: 2 });
    const plain = await sale({ productId: p.id, quantity: 1, oversell: true });
    expect(plain.body.data.oversell).toBe(false);
    // deleting the oversold sale gives back only the piece it took
    expect((await t.http.delete(`/api/v1/sales/${res.body.data.id}`).set(t.bearer(owner))).status).toBe(200);
    expect(await onHand(p.id)).toEqual({ L: 2 });
    expect(await stockMismatches(t.ds)).toEqual([]);
  });

  it('moves the difference on edit (quantity, size, product) and gives stock back on delete', async () => {
    const a = await product('Edit Cap', ['S', 'M'], [3, 1]);
    const b = await product('Other Cap', ['One Size'], [2]);
    const created = await sale({ productId: a.id, size: 'S', quantity: 1 });
    const id = created.body.data.id;
    expect(await onHand(a.id)).toEqual({ S: 2, M: 1 });

    let res = await editSale(id, { quantity: 3 });
    expect(res.status).toBe(200);
    expect(res.body.data.quantity).toBe(3);
    expect(await onHand(a.id)).toEqual({ S: 0, M: 1 });

    res = await editSale(id, { quantity: 4 });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Only 3 left of Edit Cap in size S');
    expect(res.body.error).toBe(STOCK_SHORTAGE_ERROR);

    res = await editSale(id, { size: 'M' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Only 1 left of Edit Cap in size M');
    expect(await onHand(a.id)).toEqual({ S: 0, M: 1 });

    res = await editSale(id, { size: 'M', quantity: 1 });
    expect(res.status).toBe(200);
    expect(await onHand(a.id)).toEqual({ S: 3, M: 0 });

    res = await editSale(id, { productId: b.id, quantity: 2 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ productId: b.id, size: 'One Size', quantity: 2 });
    expect(await onHand(a.id)).toEqual({ S: 3, M: 1 });
    expect(await onHand(b.id)).toEqual({ 'One Size': 0 });

    // a change that does not touch stock leaves it alone
    res = await editSale(id, { saleNotes: 'paid' });
    expect(res.status).toBe(200);
    expect(await onHand(b.id)).toEqual({ 'One Size': 0 });

    expect((await t.http.delete(`/api/v1/sales/${id}`).set(t.bearer(owner))).status).toBe(200);
    expect(await onHand(b.id)).toEqual({ 'One Size': 2 });
    const kinds = (await t.http.get(`/api/v1/products/${b.id}/stock/movements`).set(t.bearer(owner))).body.data.movements.map((m: any) => m.kind);
    expect(kinds).toEqual(['SALE_DELETE', 'SALE_EDIT', 'INITIAL']);
    expect(await stockMismatches(t.ds)).toEqual([]);
  });

  it('counts quantity in earnings and analytics (prices are per piece)', async () => {
    const p = await product('Bulk Sock', ['One Size'], [10]);
    const before = (await t.http.get('/api/v1/sales/analytics').query({ startDate: '2026-04-02', endDate: '2026-04-02' }).set(t.bearer(owner))).body
      .data;
    const res = await sale({ productId: p.id, quantity: 3, saleDate: '2026-04-02', originalPrice: 20, sellingPrice: 35, discountedPrice: 30 });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ finalPrice: 30, totalEarnings: 30, quantity: 3 });
    const after = (await t.http.get('/api/v1/sales/analytics').query({ startDate: '2026-04-02', endDate: '2026-04-02' }).set(t.bearer(owner))).body
      .data;
    expect(after.totalRevenue - before.totalRevenue).toBe(90);
    expect(after.totalSales - before.totalSales).toBe(1);
    await editSale(res.body.data.id, { quantity: 1 });
    const edited = (await t.http.get('/api/v1/sales/analytics').query({ startDate: '2026-04-02', endDate: '2026-04-02' }).set(t.bearer(owner))).body
      .data;
    expect(edited.totalRevenue - before.totalRevenue).toBe(30);
    expect(edited.salesByPlatform.find((x: any) => x.platform === 'PHYSICAL_STORE').totalEarnings).toBe(10);
    // the rollups agree with a rebuild from the sales themselves
    const live = await t.ds.query(
      `SELECT day, platform, sales_count, revenue::text, earnings::text FROM sales_daily_platform WHERE sales_count <> 0 ORDER BY 1, 2`,
    );
    await t.ds.query(`SELECT sales_rollup_rebuild()`);
    const rebuilt = await t.ds.query(`SELECT day, platform, sales_count, revenue::text, earnings::text FROM sales_daily_platform ORDER BY 1, 2`);
    expect(live).toEqual(rebuilt);
  });
});
