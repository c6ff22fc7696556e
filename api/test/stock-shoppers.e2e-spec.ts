import { STOCK_MESSAGES } from '@shop/common';
import type { TestApp } from './helpers/test-app';
import { createCategory, createProduct } from './catalog.fixtures';
import { StockApp } from './stock.fixtures';

/** What shoppers are shown of stock, and the public lists that follow it. */
describe('stock (e2e)', () => {
  const stock = new StockApp();
  const { sale, setStock, adjust, product } = stock;
  let t: TestApp, owner: string;
  beforeAll(async () => ({ t, owner } = await stock.boot()));
  afterAll(() => t.close());

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
      (await t.http.get('/api/v1/products').query({ category: cat, sortBy: 'name', sortOrder: 'asc', ...query })).body.data.products.map(
        (x: any) => x.name,
      );
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
      (await t.http.get('/api/v1/products').query({ category: cat, stock, sortBy: 'name' }).set(t.bearer(owner))).body.data.products.map(
        (x: any) => x.id,
      );
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
