import { bootTestApp, type TestApp } from './helpers/test-app';
import { insertCategory, insertProduct } from './sales.fixtures';

/**
 * A small fixture whose figures were worked out by hand (see the comments), checked against the API, and the
 * trigger-kept rollups checked against a fresh rebuild and against a direct aggregation of the sales table.
 */
describe('sales analytics (e2e)', () => {
  let t: TestApp;
  let owner: string;
  let alpha: string;
  let bravo: string;
  let charlie: string;
  const saleIds: string[] = [];

  const analytics = (query: Record<string, string> = {}) => t.http.get('/api/v1/sales/analytics').query(query).set(t.bearer(owner));

  beforeAll(async () => {
    t = await bootTestApp();
    owner = await t.tokenFor('OWNER');
    const cat = await insertCategory(t.ds);
    alpha = await insertProduct(t.ds, cat, { name: 'Alpha Cap', brand: 'Tambay' });
    bravo = await insertProduct(t.ds, cat, { name: 'Bravo Tee', brand: 'Krwn' });
    charlie = await insertProduct(t.ds, cat, { name: 'Charlie Shoe', brand: 'Sole' });
    const sales = [
      // #1 Alpha, Riyadh 10 Jan: final 100, earnings 50
      { productId: alpha, saleDate: '2025-01-10', platform: 'FACEBOOK', originalPrice: 50, sellingPrice: 100 },
      // #2 Alpha, 22:30 UTC on 10 Jan is 01:30 on 11 Jan in Riyadh: final 90, earnings 40
      { productId: alpha, saleDate: '2025-01-10T22:30:00Z', platform: 'INSTAGRAM', originalPrice: 50, sellingPrice: 100, discountedPrice: 90 },
      // #3 Bravo, 11 Jan, zero discount means no discount: final 45.50, earnings 25.50
      { productId: bravo, saleDate: '2025-01-11', platform: 'FACEBOOK', originalPrice: 20, sellingPrice: 45.5, discountedPrice: 0 },
      // #4 Charlie, 12 Jan, sold below cost: final 180, earnings -20
      { productId: charlie, saleDate: '2025-01-12', platform: 'PHYSICAL_STORE', originalPrice: 200, sellingPrice: 180 },
      // #5 Alpha, 1 Feb: outside January, final 100, earnings 50
      { productId: alpha, saleDate: '2025-02-01', platform: 'WHATSAPP', originalPrice: 50, sellingPrice: 100 },
    ];
    for (const body of sales) {
      const res = await t.http.post('/api/v1/sales').set(t.bearer(owner)).send(body);
      expect(res.status).toBe(201);
      saleIds.push(res.body.data.id);
    }
  });
  afterAll(() => t.close());

  it('sums 10-12 January by hand-computed figures', async () => {
    const res = await analytics({ startDate: '2025-01-10', endDate: '2025-01-12' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      totalRevenue: 415.5, // 100 + 90 + 45.50 + 180
      totalSales: 4,
      averageSaleValue: 103.88, // 415.5 / 4 = 103.875
      salesByPlatform: [
        { platform: 'FACEBOOK', count: 2, totalEarnings: 75.5 }, // 50 + 25.50
        // equal counts follow the spec's platform order (PHYSICAL_STORE first)
        { platform: 'PHYSICAL_STORE', count: 1, totalEarnings: -20 },
        { platform: 'INSTAGRAM', count: 1, totalEarnings: 40 },
      ],
      topProducts: [
        { product: { id: alpha, name: 'Alpha Cap', brand: 'Tambay' }, salesCount: 2, totalEarnings: 90 },
        { product: { id: bravo, name: 'Bravo Tee', brand: 'Krwn' }, salesCount: 1, totalEarnings: 25.5 },
        { product: { id: charlie, name: 'Charlie Shoe', brand: 'Sole' }, salesCount: 1, totalEarnings: -20 },
      ],
      revenueByDay: [
        { date: '2025-01-10', revenue: 100, count: 1 },
        { date: '2025-01-11', revenue: 135.5, count: 2 }, // #2 crossed midnight in Riyadh
        { date: '2025-01-12', revenue: 180, count: 1 },
      ],
    });
  });

  it('takes a single Riyadh day at both ends', async () => {
    const res = await analytics({ startDate: '2025-01-11', endDate: '2025-01-11' });
    expect(res.body.data).toMatchObject({ totalRevenue: 135.5, totalSales: 2, averageSaleValue: 67.75 });
    expect(res.body.data.revenueByDay).toEqual([{ date: '2025-01-11', revenue: 135.5, count: 2 }]);
  });

  it('covers everything without a range and pads days without sales with zeros', async () => {
    const res = await analytics();
    expect(res.body.data).toMatchObject({ totalRevenue: 515.5, totalSales: 5, averageSaleValue: 103.1 });
    expect(res.body.data.topProducts[0]).toEqual({ product: { id: alpha, name: 'Alpha Cap', brand: 'Tambay' }, salesCount: 3, totalEarnings: 140 });
    const days = res.body.data.revenueByDay;
    expect(days).toHaveLength(23); // 10 Jan .. 1 Feb
    expect(days[0]).toEqual({ date: '2025-01-10', revenue: 100, count: 1 });
    expect(days[5]).toEqual({ date: '2025-01-15', revenue: 0, count: 0 });
    expect(days[22]).toEqual({ date: '2025-02-01', revenue: 100, count: 1 });
  });

  it('answers zeros for a range without sales', async () => {
    const res = await analytics({ startDate: '2024-06-01', endDate: '2024-06-03' });
    expect(res.body.data).toMatchObject({ totalRevenue: 0, totalSales: 0, averageSaleValue: 0, salesByPlatform: [], topProducts: [] });
    expect(res.body.data.revenueByDay.map((d: any) => d.count)).toEqual([0, 0, 0]);
  });

  it('follows edits and deletions of sales', async () => {
    // #4 moves to Instagram and to a discount of 150: earnings -50
    const edit = await t.http.put(`/api/v1/sales/${saleIds[3]}`).set(t.bearer(owner)).send({ platform: 'INSTAGRAM', discountedPrice: 150 });
    expect(edit.status).toBe(200);
    // #1 deleted
    expect((await t.http.delete(`/api/v1/sales/${saleIds[0]}`).set(t.bearer(owner))).status).toBe(200);
    const res = await analytics({ startDate: '2025-01-10', endDate: '2025-01-12' });
    expect(res.body.data).toMatchObject({
      totalRevenue: 285.5, // 90 + 45.50 + 150
      totalSales: 3,
      salesByPlatform: [
        { platform: 'INSTAGRAM', count: 2, totalEarnings: -10 }, // 40 - 50
        { platform: 'FACEBOOK', count: 1, totalEarnings: 25.5 },
      ],
    });
    expect(res.body.data.revenueByDay).toEqual([
      { date: '2025-01-10', revenue: 0, count: 0 },
      { date: '2025-01-11', revenue: 135.5, count: 2 },
      { date: '2025-01-12', revenue: 150, count: 1 },
    ]);
  });

  it('keeps a deleted product in the top list under its snapshot', async () => {
    await t.ds.query(`DELETE FROM "products" WHERE "id" = $1`, [charlie]);
    const res = await analytics({ startDate: '2025-01-12', endDate: '2025-01-12' });
    expect(res.body.data.topProducts).toEqual([{ product: { id: charlie, name: 'Charlie Shoe', brand: 'Sole' }, salesCount: 1, totalEarnings: -50 }]);
  });

  it('ranks at most ten products', async () => {
    const cat = await insertCategory(t.ds);
    for (let i = 0; i < 12; i++) {
      const productId = await insertProduct(t.ds, cat, { name: `Bulk Product ${i}`, brand: 'Bulk' });
      for (let n = 0; n <= i % 3; n++) {
        await t.http
          .post('/api/v1/sales')
          .set(t.bearer(owner))
          .send({ productId, saleDate: '2024-12-01', originalPrice: 1, sellingPrice: 1 + i });
      }
    }
    const res = await analytics({ startDate: '2024-12-01', endDate: '2024-12-01' });
    const top = res.body.data.topProducts;
    expect(top).toHaveLength(10);
    // the four products sold three times (i = 2, 5, 8, 11) lead, most earnings first
    expect(top.slice(0, 4).map((p: any) => p.product.name)).toEqual(['Bulk Product 11', 'Bulk Product 8', 'Bulk Product 5', 'Bulk Product 2']);
    expect(top[0]).toMatchObject({ salesCount: 3, totalEarnings: 33 });
  });

  it('keeps the rollups equal to a rebuild and to a direct aggregation of the sales', async () => {
    const before = (await analytics()).body.data;
    const direct = await t.ds.query(`SELECT count(*)::int AS "count", sum("final_price")::float8 AS "revenue" FROM "sales"`);
    expect(before.totalSales).toBe(direct[0].count);
    expect(before.totalRevenue).toBeCloseTo(direct[0].revenue, 2);
    await t.ds.query(`SELECT sales_rollup_rebuild()`);
    const after = (await analytics()).body.data;
    expect(after).toEqual(before);
  });

  it('ranks the same from whole months, partial months and open ranges as a direct count of the sales', async () => {
    const ranges: [string | undefined, string | undefined][] = [
      ['2024-12-01', '2025-01-31'], // two whole months
      ['2024-12-15', '2025-01-31'], // a partial month, then a whole one
      ['2025-01-11', '2025-02-28'], // a partial month, then a whole one
      ['2024-11-30', '2025-02-01'], // partial at both ends around whole months
      ['2025-01-11', undefined],
      [undefined, '2025-01-11'],
    ];
    for (const [startDate, endDate] of ranges) {
      const query: Record<string, string> = {};
      if (startDate) query.startDate = startDate;
      if (endDate) query.endDate = endDate;
      const api = (await analytics(query)).body.data.topProducts.map((p: any) => [p.product.id, p.salesCount, p.totalEarnings]);
      const direct = await t.ds.query(
        `SELECT "product_ref" AS id, count(*)::int AS n, sum("total_earnings")::float8 AS e FROM "sales"
         WHERE ($1::date IS NULL OR ("sale_date" AT TIME ZONE 'Asia/Riyadh')::date >= $1::date)
           AND ($2::date IS NULL OR ("sale_date" AT TIME ZONE 'Asia/Riyadh')::date <= $2::date)
         GROUP BY 1 ORDER BY 2 DESC, 3 DESC, 1 LIMIT 10`,
        [startDate ?? null, endDate ?? null],
      );
      expect(api).toEqual(direct.map((r: any) => [r.id, r.n, r.e]));
      expect(api.length).toBeGreaterThan(0);
    }
  });

  it('rejects malformed dates and unknown parameters', async () => {
    expect((await analytics({ startDate: '2025-13-01' })).status).toBe(400);
    expect((await analytics({ endDate: '10/01/2025' })).status).toBe(400);
    expect((await analytics({ platform: 'FACEBOOK' })).status).toBe(400);
  });

  it('needs salesView', async () => {
    expect((await t.http.get('/api/v1/sales/analytics')).status).toBe(401);
    const token = await t.tokenWithPermissions(['salesRecord', 'dashboardAccess']);
    expect((await t.http.get('/api/v1/sales/analytics').set(t.bearer(token))).status).toBe(403);
  });
});
