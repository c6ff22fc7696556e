import { onlyLeftMessage, STOCK_MESSAGES } from '@shop/common';
import { bootTestApp, type TestApp } from './helpers/test-app';
import { createCategory, createProduct } from './catalog.fixtures';
import { stockMismatches } from './stock.fixtures';

describe('stock (e2e)', () => {
  let t: TestApp;
  let owner: string;
  let categoryId: string;

  const sale = (body: Record<string, unknown>, token = owner) =>
    t.http.post('/api/v1/sales').set(t.bearer(token)).send({ saleDate: '2026-03-01', originalPrice: 50, sellingPrice: 100, ...body });
  const editSale = (id: string, body: Record<string, unknown>) => t.http.put(`/api/v1/sales/${id}`).set(t.bearer(owner)).send(body);
  const setStock = (id: string, body: Record<string, unknown>, token = owner) =>
    t.http.put(`/api/v1/products/${id}/stock`).set(t.bearer(token)).send(body);
  const adjust = (id: string, body: Record<string, unknown>, token = owner) =>
    t.http.post(`/api/v1/products/${id}/stock/adjustments`).set(t.bearer(token)).send(body);
  const staffProduct = async (id: string) => (await t.http.get(`/api/v1/products/${id}`).set(t.bearer(owner))).body.data;
  const onHand = async (id: string): Promise<Record<string, number>> => {
    const p = await staffProduct(id);
    return Object.fromEntries(p.sizeStock.map((s: { size: string; left: number }) => [s.size, s.left]));
  };
  const product = async (name: string, sizes: string[], counts?: number[]) => {
    const p = await createProduct(t, owner, categoryId, { name, sizes });
    if (counts) {
      const res = await setStock(p.id, { tracked: true, sizes: sizes.map((size, i) => ({ size, onHand: counts[i] })) });
      expect(res.status).toBe(200);
    }
    return p as { id: string; name: string };
  };

  beforeAll(async () => {
    t = await bootTestApp();
    owner = await t.tokenFor('OWNER');
    categoryId = (await createCategory(t, owner)).id;
  });
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
    const res = await setStock(p.id, { tracked: true, sizes: [{ size: 'S', onHand: 2 }, { size: 'M', onHand: 1 }] });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ stockTracked: true, stockLeft: 3, sizes: [{ size: 'S', onHand: 2 }, { size: 'M', onHand: 1 }] });
    expect(res.body.data.movements.map((m: any) => [m.kind, m.size, m.delta])).toEqual([['INITIAL', 'S', 2], ['INITIAL', 'M', 1]]);
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
    expect(list.map((m: any) => [m.kind, m.delta, m.oversold])).toEqual([['OVERSELL', 0, 2], ['SALE', -1, 0], ['INITIAL', 1, 0]]);
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
    const before = (await t.http.get('/api/v1/sales/analytics').query({ startDate: '2026-04-02', endDate: '2026-04-02' }).set(t.bearer(owner))).body.data;
    const res = await sale({ productId: p.id, quantity: 3, saleDate: '2026-04-02', originalPrice: 20, sellingPrice: 35, discountedPrice: 30 });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ finalPrice: 30, totalEarnings: 30, quantity: 3 });
    const after = (await t.http.get('/api/v1/sales/analytics').query({ startDate: '2026-04-02', endDate: '2026-04-02' }).set(t.bearer(owner))).body.data;
    expect(after.totalRevenue - before.totalRevenue).toBe(90);
    expect(after.totalSales - before.totalSales).toBe(1);
    await editSale(res.body.data.id, { quantity: 1 });
    const edited = (await t.http.get('/api/v1/sales/analytics').query({ startDate: '2026-04-02', endDate: '2026-04-02' }).set(t.bearer(owner))).body.data;
    expect(edited.totalRevenue - before.totalRevenue).toBe(30);
    expect(edited.salesByPlatform.find((x: any) => x.platform === 'PHYSICAL_STORE').totalEarnings).toBe(10);
    // the rollups agree with a rebuild from the sales themselves
    const live = await t.ds.query(`SELECT day, platform, sales_count, revenue::text, earnings::text FROM sales_daily_platform WHERE sales_count <> 0 ORDER BY 1, 2`);
    await t.ds.query(`SELECT sales_rollup_rebuild()`);
    const rebuilt = await t.ds.query(`SELECT day, platform, sales_count, revenue::text, earnings::text FROM sales_daily_platform ORDER BY 1, 2`);
    expect(live).toEqual(rebuilt);
  });

  it('refuses bad quantities and sizes with a 400 naming the field', async () => {
    const p = await product('Picky Cap', ['S', 'M'], [5, 5]);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ quantity: 0 }, 'quantity', STOCK_MESSAGES.quantityInvalid],
      [{ quantity: -2 }, 'quantity', STOCK_MESSAGES.quantityInvalid],
      [{ quantity: 1.5 }, 'quantity', STOCK_MESSAGES.quantityInvalid],
      [{ quantity: '2' }, 'quantity', STOCK_MESSAGES.quantityInvalid],
      [{ quantity: null }, 'quantity', STOCK_MESSAGES.quantityInvalid],
      [{ quantity: 1e9 }, 'quantity', STOCK_MESSAGES.quantityTooHigh],
      [{ size: 'XL' }, 'size', STOCK_MESSAGES.sizeUnknown],
      [{ size: 42 }, 'size', STOCK_MESSAGES.sizeUnknown],
      [{}, 'size', STOCK_MESSAGES.sizeRequired],
      [{ size: 'S', oversell: 'yes' }, 'oversell', STOCK_MESSAGES.oversellInvalid],
    ];
    for (const [body, field, message] of cases) {
      const res = await sale({ productId: p.id, size: 'S', ...body, ...(Object.keys(body).length ? {} : { size: undefined }) });
      expect([res.status, res.body.errors?.[field]]).toEqual([400, message]);
    }
    const stockCases: [Record<string, unknown>, string, string][] = [
      [{ tracked: true, sizes: [{ size: 'S', onHand: -1 }, { size: 'M', onHand: 1 }] }, 'sizes.0.onHand', STOCK_MESSAGES.onHandInvalid],
      [{ tracked: true, sizes: [{ size: 'S', onHand: 0.5 }, { size: 'M', onHand: 1 }] }, 'sizes.0.onHand', STOCK_MESSAGES.onHandInvalid],
      [{ tracked: true, sizes: [{ size: 'S', onHand: 1 }] }, 'sizes', STOCK_MESSAGES.sizesIncomplete],
      [{ tracked: true, sizes: [{ size: 'S', onHand: 1 }, { size: 'S', onHand: 1 }] }, 'sizes', STOCK_MESSAGES.sizesIncomplete],
      [{ tracked: true, sizes: [{ size: 'S', onHand: 1 }, { size: 'XL', onHand: 1 }] }, 'sizes.1.size', STOCK_MESSAGES.sizeUnknown],
      [{ tracked: true }, 'sizes', STOCK_MESSAGES.sizesIncomplete],
      [{ tracked: 'yes' }, 'tracked', STOCK_MESSAGES.trackedInvalid],
    ];
    for (const [body, field, message] of stockCases) {
      const res = await setStock(p.id, body);
      expect([res.status, res.body.errors?.[field]]).toEqual([400, message]);
    }
    const adjustCases: [Record<string, unknown>, string, string][] = [
      [{ size: 'S', reason: 'RECEIVED', quantity: 0 }, 'quantity', STOCK_MESSAGES.quantityInvalid],
      [{ size: 'S', reason: 'RECEIVED', quantity: -1 }, 'quantity', STOCK_MESSAGES.onHandInvalid],
      [{ size: 'S', reason: 'STOLEN', quantity: 1 }, 'reason', STOCK_MESSAGES.reasonInvalid],
      [{ size: 'XL', reason: 'RECEIVED', quantity: 1 }, 'size', STOCK_MESSAGES.sizeUnknown],
      [{ reason: 'RECEIVED', quantity: 1 }, 'size', STOCK_MESSAGES.sizeRequired],
      [{ size: 'S', reason: 'RECEIVED', quantity: 1, note: 'x'.repeat(501) }, 'note', STOCK_MESSAGES.noteTooLong],
    ];
    for (const [body, field, message] of adjustCases) {
      const res = await adjust(p.id, body);
      expect([res.status, res.body.errors?.[field]]).toEqual([400, message]);
    }
    expect(await onHand(p.id)).toEqual({ S: 5, M: 5 });
    const untracked = await product('Uncounted Hat', ['One Size']);
    const res = await adjust(untracked.id, { reason: 'RECEIVED', quantity: 1 });
    expect([res.status, res.body.errors?.quantity]).toEqual([400, STOCK_MESSAGES.notTracked]);
    expect((await adjust('cxxxxxxxxxxxxxxxxxxxxxxxx', { reason: 'RECEIVED', quantity: 1 })).status).toBe(404);
  });

  it('adjusts by hand with a reason, logs who and when, and needs stockAdjust', async () => {
    const p = await product('Adjusted Shoe', ['40', '41'], [1, 0]);
    let res = await adjust(p.id, { size: '41', reason: 'RECEIVED', quantity: 4, note: 'Manila box 12' });
    expect(res.status).toBe(200);
    expect(res.body.data.movements[0]).toMatchObject({ kind: 'RECEIVED', size: '41', delta: 4, onHandAfter: 4, note: 'Manila box 12' });
    res = await adjust(p.id, { size: '41', reason: 'DAMAGED', quantity: 5 });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Only 4 left of Adjusted Shoe in size 41');
    res = await adjust(p.id, { size: '41', reason: 'DAMAGED', quantity: 1 });
    expect(res.body.data.movements[0]).toMatchObject({ kind: 'DAMAGED', delta: -1 });
    res = await adjust(p.id, { size: '40', reason: 'COUNTED', quantity: 0 });
    expect(res.body.data.movements[0]).toMatchObject({ kind: 'COUNTED', delta: -1, onHandAfter: 0 });
    res = await adjust(p.id, { size: '40', reason: 'RETURNED', quantity: 1 });
    expect(res.body.data).toMatchObject({ stockLeft: 4, sizes: [{ size: '40', onHand: 1 }, { size: '41', onHand: 3 }] });

    const activity = await t.ds.query(`SELECT action, entity_name, user_name, created_at FROM activity_log WHERE entity_id = $1 ORDER BY created_at`, [p.id]);
    const lines = activity.map((a: any) => `${a.action} | ${a.entity_name}`);
    expect(lines).toEqual(expect.arrayContaining([
      'received stock of | Adjusted Shoe (41: +4)',
      'wrote off damaged stock of | Adjusted Shoe (41: -1)',
      'counted stock of | Adjusted Shoe (40: -1)',
      'took back returned stock of | Adjusted Shoe (40: +1)',
    ]));
    expect(activity.every((a: any) => a.user_name && a.created_at)).toBe(true);

    const admin = await t.tokenFor('ADMIN');
    expect((await adjust(p.id, { size: '40', reason: 'RECEIVED', quantity: 1 }, admin)).status).toBe(200);
    const clerk = await t.tokenWithPermissions(['productView', 'productUpdate', 'salesRecord']);
    expect((await adjust(p.id, { size: '40', reason: 'RECEIVED', quantity: 1 }, clerk)).status).toBe(403);
    expect((await setStock(p.id, { tracked: false }, clerk)).status).toBe(403);
    expect((await t.http.get(`/api/v1/products/${p.id}/stock/movements`).set(t.bearer(clerk))).status).toBe(200);
  });

  it('keeps counts in step when sizes change and when counting stops', async () => {
    const p = await product('Resized Tee', ['S', 'M'], [2, 3]);
    const res = await t.http.put(`/api/v1/products/${p.id}`).set(t.bearer(owner)).send({ sizes: ['M', 'L'] });
    expect(res.status).toBe(200);
    expect(res.body.data.sizeStock).toEqual([
      { size: 'M', availability: 'IN_STOCK', left: 3 },
      { size: 'L', availability: 'SOLD_OUT', left: 0 },
    ]);
    expect(await stockMismatches(t.ds)).toEqual([]);
    const s = await sale({ productId: p.id, size: 'M' });
    const stop = await setStock(p.id, { tracked: false });
    expect(stop.status).toBe(200);
    expect(stop.body.data).toMatchObject({ stockTracked: false, stockLeft: null, sizes: [] });
    expect(await staffProduct(p.id)).toMatchObject({ stockTracked: false, availability: 'IN_STOCK', sizeStock: [] });
    // restart: the old sale no longer holds stock, so deleting it gives nothing back
    await setStock(p.id, { tracked: true, sizes: [{ size: 'M', onHand: 1 }, { size: 'L', onHand: 0 }] });
    await t.http.delete(`/api/v1/sales/${s.body.data.id}`).set(t.bearer(owner));
    expect(await onHand(p.id)).toEqual({ M: 1, L: 0 });
    expect(await stockMismatches(t.ds)).toEqual([]);
  });

  it('hides exact counts from shoppers unless low or the owner shows exact stock', async () => {
    const p = await product('Shy Cap', ['S', 'M', 'L'], [5, 1, 0]);
    const anon = async () => (await t.http.get(`/api/v1/products/${p.id}`)).body.data;
    expect(await anon()).toMatchObject({
      stockTracked: true,
      availability: 'IN_STOCK',
      stockLeft: null,
      sizeStock: [
        { size: 'S', availability: 'IN_STOCK', left: null },
        { size: 'M', availability: 'LOW_STOCK', left: 1 },
        { size: 'L', availability: 'SOLD_OUT', left: null },
      ],
    });
    const listed = (await t.http.get('/api/v1/products').query({ search: 'Shy Cap' })).body.data.products.find((x: any) => x.id === p.id);
    expect(listed).toMatchObject({ availability: 'IN_STOCK', stockLeft: null });
    expect(JSON.stringify(listed)).not.toContain('"left":5');

    await adjust(p.id, { size: 'S', reason: 'COUNTED', quantity: 0 });
    expect(await anon()).toMatchObject({ availability: 'LOW_STOCK', stockLeft: 1 });

    expect((await t.http.put('/api/v1/settings').set(t.bearer(owner)).send({ showExactStock: true, lowStockThreshold: 3 })).status).toBe(200);
    await adjust(p.id, { size: 'S', reason: 'RECEIVED', quantity: 7 });
    expect(await anon()).toMatchObject({
      availability: 'IN_STOCK',
      stockLeft: 8,
      sizeStock: [{ left: 7 }, { availability: 'LOW_STOCK', left: 1 }, { availability: 'SOLD_OUT', left: 0 }],
    });
    const settings = await t.http.get('/api/v1/settings').set(t.bearer(owner));
    expect(settings.body.data).toMatchObject({ showExactStock: true, lowStockThreshold: 3, soldOutLast: false });
    const bad = await t.http.put('/api/v1/settings').set(t.bearer(owner)).send({ lowStockThreshold: -1 });
    expect([bad.status, bad.body.errors?.lowStockThreshold]).toEqual([400, STOCK_MESSAGES.lowStockThresholdInvalid]);
    await t.http.post('/api/v1/settings/reset').set(t.bearer(owner));
    expect(await anon()).toMatchObject({ stockLeft: null, sizeStock: [{ left: null }, { left: 1 }, { left: null }] });
  });

  it('drops cached public lists on a stock change, filters by availability and sinks sold-out products when asked', async () => {
    const cat = (await createCategory(t, owner)).id;
    const mk = async (name: string, count: number | null) => {
      const p = await createProduct(t, owner, cat, { name, sizes: ['One Size'] });
      if (count !== null) await setStock(p.id, { tracked: true, sizes: [{ size: 'One Size', onHand: count }] });
      return p.id as string;
    };
    const gone = await mk('Alpha Sold', 0);
    const low = await mk('Bravo Low', 1);
    const plenty = await mk('Charlie Plenty', 4);
    const free = await mk('Delta Untracked', null);
    const names = async (query: Record<string, string> = {}) =>
      (await t.http.get('/api/v1/products').query({ category: cat, sortBy: 'name', sortOrder: 'asc', ...query })).body.data.products.map((x: any) => x.name);
    expect(await names()).toEqual(['Alpha Sold', 'Bravo Low', 'Charlie Plenty', 'Delta Untracked']);
    await t.http.put('/api/v1/settings').set(t.bearer(owner)).send({ soldOutLast: true });
    expect(await names()).toEqual(['Bravo Low', 'Charlie Plenty', 'Delta Untracked', 'Alpha Sold']);
    expect(await names({ sortOrder: 'desc' })).toEqual(['Delta Untracked', 'Charlie Plenty', 'Bravo Low', 'Alpha Sold']);
    // a page may straddle the two groups: page 2 of 2 ends with the sold-out one
    expect(await names({ limit: '2', page: '1' })).toEqual(['Bravo Low', 'Charlie Plenty']);
    expect(await names({ limit: '2', page: '2' })).toEqual(['Delta Untracked', 'Alpha Sold']);
    expect(await names({ limit: '3', page: '2' })).toEqual(['Alpha Sold']);
    expect((await t.http.get('/api/v1/products').query({ category: cat, sortBy: 'name', limit: '2', page: '2' })).body.data.pagination.total).toBe(4);
    // a sale empties Bravo: the cached answer above is dropped at once
    expect((await sale({ productId: low })).status).toBe(201);
    expect(await names()).toEqual(['Charlie Plenty', 'Delta Untracked', 'Alpha Sold', 'Bravo Low']);
    const search = (await t.http.get('/api/v1/products').query({ search: 'Alpha', category: cat })).body.data.products;
    expect(search.map((x: any) => x.availability)).toEqual(['SOLD_OUT']);
    await t.http.put('/api/v1/settings').set(t.bearer(owner)).send({ soldOutLast: false });

    const staffNames = async (stock: string) =>
      (await t.http.get('/api/v1/products').query({ category: cat, stock, sortBy: 'name' }).set(t.bearer(owner))).body.data.products.map((x: any) => x.id);
    await adjust(plenty, { reason: 'COUNTED', quantity: 1 });
    expect(await staffNames('SOLD_OUT')).toEqual([gone, low]);
    expect(await staffNames('LOW_STOCK')).toEqual([plenty]);
    expect(await staffNames('IN_STOCK')).toEqual([free]);
    const bad = await t.http.get('/api/v1/products').query({ stock: 'MAYBE' });
    expect([bad.status, Object.keys(bad.body.errors ?? {})]).toEqual([400, ['stock']]);
    const summary = await t.http.get('/api/v1/stock/summary').set(t.bearer(owner));
    expect(summary.body.data.soldOut).toBeGreaterThanOrEqual(2);
    expect(summary.body.data.lowStock).toBeGreaterThanOrEqual(1);
  });
});
