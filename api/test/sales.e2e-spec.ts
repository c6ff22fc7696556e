import { PRODUCT_MESSAGES, SALE_MESSAGES } from '@shop/common';
import { bootTestApp, type TestApp } from './helpers/test-app';
import { createCategory, createProduct } from './catalog.fixtures';
import { insertCategory, insertProduct } from './sales.fixtures';

describe('sales (e2e)', () => {
  let t: TestApp;
  let owner: string;
  let admin: string;
  let categoryId: string;
  let capId: string;
  let shirtId: string;

  const post = (body: object, token = owner) => t.http.post('/api/v1/sales').set(t.bearer(token)).send(body);
  const list = (query: Record<string, string | number>, token = owner) =>
    t.http.get('/api/v1/sales').query(query).set(t.bearer(token));

  beforeAll(async () => {
    t = await bootTestApp();
    owner = await t.tokenFor('OWNER');
    admin = await t.tokenFor('ADMIN');
    categoryId = await insertCategory(t.ds);
    capId = await insertProduct(t.ds, categoryId, {
      name: 'Tambay Retro Cap',
      brand: 'Tambay',
      images: ['/uploads/products/cap-1.jpg', '/uploads/products/cap-2.jpg'],
    });
    shirtId = await insertProduct(t.ds, categoryId, { name: 'Vintage Jeepney Tee', brand: 'Krwn' });
  });
  afterAll(() => t.close());

  describe('recording a sale', () => {
    it('computes finalPrice from the discount and totalEarnings from the original price', async () => {
      const res = await post({
        productId: capId,
        saleDate: '2026-03-01',
        platform: 'FACEBOOK',
        originalPrice: 80,
        sellingPrice: 150,
        discountedPrice: 120.5,
        customerName: 'Juan Dela Cruz',
        customerLocation: 'Riyadh',
        saleNotes: 'Paid in cash',
      });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({
        productId: capId,
        product: { id: capId, name: 'Tambay Retro Cap', brand: 'Tambay' },
        platform: 'FACEBOOK',
        originalPrice: 80,
        sellingPrice: 150,
        discountedPrice: 120.5,
        finalPrice: 120.5,
        totalEarnings: 40.5,
        customerName: 'Juan Dela Cruz',
        customerLocation: 'Riyadh',
        saleNotes: 'Paid in cash',
      });
      expect(res.body.data.id).toMatch(/^c[a-z0-9]{24}$/);
      expect(res.body.data.product.images.map((i: any) => i.url)).toEqual(['/uploads/products/cap-1.jpg', '/uploads/products/cap-2.jpg']);
      expect(res.body.data.product.images[0]).toMatchObject({ order: 1, isPrimary: true });
      // A bare date is that day in Riyadh: midnight there is 21:00 UTC the day before.
      expect(res.body.data.saleDate).toBe('2026-02-28T21:00:00.000Z');
    });

    it('uses the selling price when there is no discount or a zero one, and allows a loss', async () => {
      const none = await post({ productId: capId, saleDate: '2026-03-01', originalPrice: 99.99, sellingPrice: 149.95 });
      expect(none.status).toBe(201);
      expect(none.body.data).toMatchObject({ discountedPrice: null, finalPrice: 149.95, totalEarnings: 49.96, platform: 'PHYSICAL_STORE' });
      const zero = await post({ productId: capId, saleDate: '2026-03-01', originalPrice: 200, sellingPrice: 150, discountedPrice: 0 });
      expect(zero.status).toBe(201);
      expect(zero.body.data).toMatchObject({ discountedPrice: 0, finalPrice: 150, totalEarnings: -50 });
    });

    it('refuses finalPrice and totalEarnings from the client', async () => {
      const res = await post({ productId: capId, saleDate: '2026-03-01', originalPrice: 1, sellingPrice: 2, finalPrice: 999, totalEarnings: 998 });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors)).toEqual(expect.arrayContaining(['finalPrice', 'totalEarnings']));
      const [{ count }] = await t.ds.query(`SELECT count(*)::int AS count FROM "sales" WHERE "final_price" = 999`);
      expect(count).toBe(0);
    });

    it.each([
      ['productId', { saleDate: '2026-03-01', originalPrice: 1, sellingPrice: 2 }, SALE_MESSAGES.productRequired],
      ['saleDate', { originalPrice: 1, sellingPrice: 2 }, SALE_MESSAGES.saleDateRequired],
      ['platform', { saleDate: '2026-03-01', platform: 'CARRIER_PIGEON', originalPrice: 1, sellingPrice: 2 }, SALE_MESSAGES.platformRequired],
      ['originalPrice', { saleDate: '2026-03-01', originalPrice: -1, sellingPrice: 2 }, SALE_MESSAGES.originalPricePositive],
      ['sellingPrice', { saleDate: '2026-03-01', originalPrice: 1, sellingPrice: -0.01 }, SALE_MESSAGES.sellingPricePositive],
      ['discountedPrice', { saleDate: '2026-03-01', originalPrice: 1, sellingPrice: 2, discountedPrice: -5 }, SALE_MESSAGES.discountedPricePositive],
    ])('answers the spec message for a bad %s', async (field, body, message) => {
      const payload: Record<string, unknown> = { ...body };
      if (field !== 'productId') payload.productId = capId;
      const res = await post(payload);
      expect(res.status).toBe(400);
      expect(res.body.errors[field]).toBe(message);
      expect(res.body.message).toBe(message);
    });

    it('answers 400 on productId, not 500, for a product that does not exist', async () => {
      for (const productId of ['cxxxxxxxxxxxxxxxxxxxxxxxx', 'not-an-id']) {
        const res = await post({ productId, saleDate: '2026-03-01', originalPrice: 1, sellingPrice: 2 });
        expect(res.status).toBe(400);
        expect(res.body.errors).toEqual({ productId: PRODUCT_MESSAGES.notFound });
      }
    });

    it('reads saleDate as a Riyadh day, a timestamp with an offset, or a timestamp in shop time', async () => {
      const cases: [string, string][] = [
        ['2026-03-02T08:15:00Z', '2026-03-02T08:15:00.000Z'],
        ['2026-03-02T08:15:00+05:00', '2026-03-02T03:15:00.000Z'],
        ['2026-03-02T08:15:00', '2026-03-02T05:15:00.000Z'],
      ];
      for (const [input, stored] of cases) {
        const res = await post({ productId: shirtId, saleDate: input, originalPrice: 10, sellingPrice: 20 });
        expect(res.status).toBe(201);
        expect(res.body.data.saleDate).toBe(stored);
      }
      for (const bad of ['2026-02-30', '01/03/2026', 'yesterday', '2026-03-02T25:00:00Z']) {
        const res = await post({ productId: shirtId, saleDate: bad, originalPrice: 10, sellingPrice: 20 });
        expect(res.status).toBe(400);
        expect(Object.keys(res.body.errors)).toEqual(['saleDate']);
      }
    });
  });

  describe('reading, editing and deleting', () => {
    let saleId: string;
    beforeAll(async () => {
      const res = await post({ productId: capId, saleDate: '2026-04-10', platform: 'SHOPEE', originalPrice: 50, sellingPrice: 100, discountedPrice: 90 });
      saleId = res.body.data.id;
    });

    it('gets one sale, and 404 with the spec message for unknown or malformed ids', async () => {
      const res = await t.http.get(`/api/v1/sales/${saleId}`).set(t.bearer(admin));
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id: saleId, finalPrice: 90, totalEarnings: 40, platform: 'SHOPEE' });
      for (const id of ['cxxxxxxxxxxxxxxxxxxxxxxxx', 'nope']) {
        const missing = await t.http.get(`/api/v1/sales/${id}`).set(t.bearer(admin));
        expect(missing.status).toBe(404);
        expect(missing.body.message).toBe(SALE_MESSAGES.notFound);
      }
    });

    it('recomputes the prices on edit and keeps the fields that were not sent', async () => {
      const res = await t.http.put(`/api/v1/sales/${saleId}`).set(t.bearer(admin)).send({ sellingPrice: 130, discountedPrice: null });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ platform: 'SHOPEE', originalPrice: 50, sellingPrice: 130, discountedPrice: null, finalPrice: 130, totalEarnings: 80 });
      expect(res.body.data.saleDate).toBe('2026-04-09T21:00:00.000Z');
      const moved = await t.http
        .put(`/api/v1/sales/${saleId}`)
        .set(t.bearer(admin))
        .send({ productId: shirtId, saleDate: '2026-04-11', customerName: '  ' });
      expect(moved.status).toBe(200);
      expect(moved.body.data).toMatchObject({ productId: shirtId, product: { name: 'Vintage Jeepney Tee', brand: 'Krwn' }, customerName: null });
      expect(moved.body.data.saleDate).toBe('2026-04-10T21:00:00.000Z');
    });

    it('keeps the recorded time when the edit form sends back the same day, and moves to midnight for another day', async () => {
      const created = await post({ productId: capId, saleDate: '2026-04-20T11:45:00Z', originalPrice: 1, sellingPrice: 2 });
      const id = created.body.data.id;
      const same = await t.http.put(`/api/v1/sales/${id}`).set(t.bearer(admin)).send({ saleDate: '2026-04-20', saleNotes: 'kept' });
      expect(same.body.data.saleDate).toBe('2026-04-20T11:45:00.000Z');
      const other = await t.http.put(`/api/v1/sales/${id}`).set(t.bearer(admin)).send({ saleDate: '2026-04-21' });
      expect(other.body.data.saleDate).toBe('2026-04-20T21:00:00.000Z');
    });

    it('refuses computed fields, a null product and an unknown product on edit', async () => {
      const computed = await t.http.put(`/api/v1/sales/${saleId}`).set(t.bearer(admin)).send({ finalPrice: 1 });
      expect(computed.status).toBe(400);
      const nullProduct = await t.http.put(`/api/v1/sales/${saleId}`).set(t.bearer(admin)).send({ productId: null });
      expect(nullProduct.status).toBe(400);
      expect(nullProduct.body.errors.productId).toBe(SALE_MESSAGES.productRequired);
      const unknown = await t.http.put(`/api/v1/sales/${saleId}`).set(t.bearer(admin)).send({ productId: 'cxxxxxxxxxxxxxxxxxxxxxxxx' });
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors.productId).toBe(PRODUCT_MESSAGES.notFound);
      const missing = await t.http.put('/api/v1/sales/cxxxxxxxxxxxxxxxxxxxxxxxx').set(t.bearer(admin)).send({ sellingPrice: 1 });
      expect(missing.status).toBe(404);
    });

    it('lets only salesDelete holders delete, then the sale is gone', async () => {
      const denied = await t.http.delete(`/api/v1/sales/${saleId}`).set(t.bearer(admin));
      expect(denied.status).toBe(403);
      const res = await t.http.delete(`/api/v1/sales/${saleId}`).set(t.bearer(owner));
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ id: saleId, message: SALE_MESSAGES.deleted });
      expect((await t.http.get(`/api/v1/sales/${saleId}`).set(t.bearer(owner))).status).toBe(404);
      expect((await t.http.delete(`/api/v1/sales/${saleId}`).set(t.bearer(owner))).status).toBe(404);
    });
  });

  describe('listing', () => {
    let productId: string;
    const ids: Record<string, string> = {};
    beforeAll(async () => {
      productId = await insertProduct(t.ds, categoryId, { name: 'Midnight Edge Snapback', brand: 'Edge' });
      // Around midnight in Riyadh (UTC+3) on 1 and 2 March 2025.
      const at: Record<string, [string, string]> = {
        feb28Last: ['2025-02-28T20:59:59Z', 'INSTAGRAM'], // Riyadh 28 Feb 23:59:59
        mar1First: ['2025-02-28T21:00:00Z', 'FACEBOOK'], // Riyadh 1 Mar 00:00:00
        mar1Last: ['2025-03-01T20:59:59Z', 'FACEBOOK'], // Riyadh 1 Mar 23:59:59
        mar2First: ['2025-03-01T21:00:00Z', 'TIKTOK'], // Riyadh 2 Mar 00:00:00
      };
      for (const [key, [saleDate, platform]] of Object.entries(at)) {
        const res = await post({ productId, saleDate, platform, originalPrice: 10, sellingPrice: 25, customerName: `Buyer ${key}`, customerLocation: 'Jeddah' });
        expect(res.status).toBe(201);
        ids[key] = res.body.data.id;
      }
    });

    it('treats startDate and endDate as whole Riyadh days, both included', async () => {
      const mar1 = await list({ startDate: '2025-03-01', endDate: '2025-03-01' });
      expect(mar1.status).toBe(200);
      expect(mar1.body.data.sales.map((s: any) => s.id)).toEqual([ids.mar1Last, ids.mar1First]);
      expect(mar1.body.data.pagination).toEqual({ total: 2, totalPages: 1, page: 1, limit: 100 });

      const mar2 = await list({ startDate: '2025-03-02', endDate: '2025-03-02' });
      expect(mar2.body.data.sales.map((s: any) => s.id)).toEqual([ids.mar2First]);
      const feb = await list({ startDate: '2025-02-01', endDate: '2025-02-28' });
      expect(feb.body.data.sales.map((s: any) => s.id)).toEqual([ids.feb28Last]);
      const open = await list({ startDate: '2025-03-01', endDate: '2025-03-02' });
      expect(open.body.data.pagination.total).toBe(3);
      const untilMar1 = await list({ endDate: '2025-03-01' });
      expect(untilMar1.body.data.sales.map((s: any) => s.id)).toEqual([ids.mar1Last, ids.mar1First, ids.feb28Last]);
    });

    it('filters by platform and combines it with dates', async () => {
      const fb = await list({ platform: 'FACEBOOK', startDate: '2025-01-01', endDate: '2025-12-31' });
      expect(fb.body.data.sales.map((s: any) => s.id)).toEqual([ids.mar1Last, ids.mar1First]);
      expect(fb.body.data.pagination.total).toBe(2);
      const tiktok = await list({ platform: 'TIKTOK' });
      expect(tiktok.body.data.sales.every((s: any) => s.platform === 'TIKTOK')).toBe(true);
      expect(tiktok.body.data.sales.map((s: any) => s.id)).toContain(ids.mar2First);
      expect((await list({ platform: 'NOPE' })).status).toBe(400);
    });

    it('pages newest first with an exact total', async () => {
      const all = await list({ limit: 1000 });
      const total = all.body.data.pagination.total;
      const [{ count }] = await t.ds.query(`SELECT count(*)::int AS count FROM "sales"`);
      expect(total).toBe(count);
      const dates = all.body.data.sales.map((s: any) => s.saleDate);
      expect([...dates].sort().reverse()).toEqual(dates);
      const page2 = await list({ page: 2, limit: 3 });
      expect(page2.body.data.pagination).toEqual({ total, totalPages: Math.ceil(total / 3), page: 2, limit: 3 });
      expect(page2.body.data.sales.map((s: any) => s.id)).toEqual(all.body.data.sales.slice(3, 6).map((s: any) => s.id));
    });

    it('rejects bad paging and dates', async () => {
      const bad: Record<string, string | number>[] = [{ limit: 1001 }, { limit: 0 }, { page: 0 }, { startDate: '2025-02-30' }, { endDate: 'today' }, { unknown: 1 }];
      for (const query of bad) {
        expect((await list(query)).status).toBe(400);
      }
    });

    it('searches product name, brand, customer name, customer location and platform label', async () => {
      const hits = async (search: string) => (await list({ search, startDate: '2025-01-01', endDate: '2025-12-31' })).body.data.sales.map((s: any) => s.id);
      expect(await hits('midnight edge')).toHaveLength(4);
      expect(await hits('EDGE')).toHaveLength(4);
      expect(await hits('buyer mar1first')).toEqual([ids.mar1First]);
      expect(await hits('jeddah')).toHaveLength(4);
      expect(await hits('tiktok')).toEqual([ids.mar2First]);
      expect(await hits('100%_')).toEqual([]);
      const counted = await list({ search: 'buyer', startDate: '2025-03-01', endDate: '2025-03-01' });
      expect(counted.body.data.pagination.total).toBe(2);
    });

    it('finds a renamed product by its new and its sold-as name, and shows the current name', async () => {
      await t.ds.query(`UPDATE "products" SET "name" = 'Edge Classic Snapback' WHERE "id" = $1`, [productId]);
      const byNew = await list({ search: 'classic', startDate: '2025-01-01', endDate: '2025-12-31' });
      expect(byNew.body.data.sales).toHaveLength(4);
      expect(byNew.body.data.sales[0].product.name).toBe('Edge Classic Snapback');
      const byOld = await list({ search: 'midnight', startDate: '2025-01-01', endDate: '2025-12-31' });
      expect(byOld.body.data.sales).toHaveLength(4);
    });
  });

  describe('deleting the product', () => {
    it('keeps the sales with the snapshot taken when they were recorded', async () => {
      const productId = await insertProduct(t.ds, categoryId, { name: 'Short Lived Cap', brand: 'Ephemeral', images: ['/uploads/x.jpg'] });
      const sale = await post({ productId, saleDate: '2026-05-05', originalPrice: 30, sellingPrice: 70 });
      expect(sale.status).toBe(201);
      await t.ds.query(`DELETE FROM "products" WHERE "id" = $1`, [productId]);
      const res = await t.http.get(`/api/v1/sales/${sale.body.data.id}`).set(t.bearer(owner));
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        productId: null,
        product: { id: productId, name: 'Short Lived Cap', brand: 'Ephemeral', images: [] },
        finalPrice: 70,
        totalEarnings: 40,
      });
      const listed = await list({ search: 'short lived' });
      expect(listed.body.data.sales.map((s: any) => s.id)).toEqual([sale.body.data.id]);
      // the edit form sends back the id it shows (the snapshot's): that is no change of product
      const edited = await t.http
        .put(`/api/v1/sales/${sale.body.data.id}`)
        .set(t.bearer(owner))
        .send({ productId, saleNotes: 'still here' });
      expect(edited.status).toBe(200);
      expect(edited.body.data).toMatchObject({ productId: null, product: { name: 'Short Lived Cap' }, saleNotes: 'still here' });
    });
  });

  describe('deleting the product through the catalogue API', () => {
    it('answers 200 and the sale keeps its snapshot, its prices and its place in the analytics', async () => {
      const category = await createCategory(t, owner);
      const product = await createProduct(t, owner, category.id, { name: 'Catalog Deleted Cap', brand: 'Gone Co' });
      const sale = await post({ productId: product.id, saleDate: '2026-07-07', platform: 'LAZADA', originalPrice: 95, sellingPrice: 149, discountedPrice: 129 });
      expect(sale.status).toBe(201);
      const deleted = await t.http.delete(`/api/v1/products/${product.id}`).set(t.bearer(owner));
      expect(deleted.status).toBe(200);
      const res = await t.http.get(`/api/v1/sales/${sale.body.data.id}`).set(t.bearer(owner));
      expect(res.body.data).toMatchObject({
        productId: null,
        product: { id: product.id, name: 'Catalog Deleted Cap', brand: 'Gone Co', images: [] },
        platform: 'LAZADA',
        finalPrice: 129,
        totalEarnings: 34,
      });
      const analytics = await t.http.get('/api/v1/sales/analytics').query({ startDate: '2026-07-07', endDate: '2026-07-07' }).set(t.bearer(owner));
      expect(analytics.body.data.topProducts).toEqual([
        { product: { id: product.id, name: 'Catalog Deleted Cap', brand: 'Gone Co' }, salesCount: 1, totalEarnings: 34 },
      ]);
    });
  });

  describe('audit trail', () => {
    it('records sale changes with the product name and the staff member, never the customer', async () => {
      const res = await post({ productId: capId, saleDate: '2026-06-01', originalPrice: 1, sellingPrice: 2, customerName: 'Private Person', customerLocation: 'Secret Street 7' });
      const rows = await t.ds.query(`SELECT * FROM "activity_log" WHERE "entity_id" = $1`, [res.body.data.id]);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ action: 'created', entity_type: 'sale', entity_name: 'Tambay Retro Cap' });
      expect(rows[0].user_name).toMatch(/^Staff /);
      const leaks = await t.ds.query(
        `SELECT count(*)::int AS count FROM "activity_log" WHERE "entity_name" ILIKE ANY($1) OR "user_name" ILIKE ANY($1)`,
        [['%Private Person%', '%Secret Street%', '%Juan Dela Cruz%']],
      );
      expect(leaks[0].count).toBe(0);
    });
  });

  describe('permissions', () => {
    it('answers 401 without a token and 403 without the flag', async () => {
      expect((await t.http.get('/api/v1/sales')).status).toBe(401);
      expect((await t.http.get('/api/v1/sales/analytics')).status).toBe(401);
      const viewer = await t.tokenWithPermissions(['salesView']);
      expect((await list({}, viewer)).status).toBe(200);
      const denied = await post({ productId: capId, saleDate: '2026-03-01', originalPrice: 1, sellingPrice: 2 }, viewer);
      expect(denied.status).toBe(403);
      const noView = await t.tokenWithPermissions(['dashboardAccess', 'salesRecord']);
      expect((await list({}, noView)).status).toBe(403);
      expect((await t.http.get('/api/v1/sales/analytics').set(t.bearer(noView))).status).toBe(403);
    });
  });
});
