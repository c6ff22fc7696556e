import { PRODUCT_MESSAGES, SALE_MESSAGES } from '@shop/common';
import type { TestApp } from './helpers/test-app';
import { insertProduct, SalesApp } from './sales.fixtures';

/**
 * Recording sales and finding them again. The listing tests page through every sale in the database, the ones
 * recorded above included, and the audit trail checks that no customer recorded above leaked into it.
 */
describe('sales (e2e)', () => {
  const sales = new SalesApp();
  const { post, list } = sales;
  let t: TestApp, categoryId: string, capId: string, shirtId: string;
  beforeAll(async () => ({ t, categoryId, capId, shirtId } = await sales.boot()));
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
        const res = await post({
          productId,
          saleDate,
          platform,
          originalPrice: 10,
          sellingPrice: 25,
          customerName: `Buyer ${key}`,
          customerLocation: 'Jeddah',
        });
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
      const bad: Record<string, string | number>[] = [
        { limit: 1001 },
        { limit: 0 },
        { page: 0 },
        { startDate: '2025-02-30' },
        { endDate: 'today' },
        { unknown: 1 },
      ];
      for (const query of bad) {
        expect((await list(query)).status).toBe(400);
      }
    });

    it('searches product name, brand, customer name, customer location and platform label', async () => {
      const hits = async (search: string) =>
        (await list({ search, startDate: '2025-01-01', endDate: '2025-12-31' })).body.data.sales.map((s: any) => s.id);
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

  describe('audit trail', () => {
    it('records sale changes with the product name and the staff member, never the customer', async () => {
      const res = await post({
        productId: capId,
        saleDate: '2026-06-01',
        originalPrice: 1,
        sellingPrice: 2,
        customerName: 'Private Person',
        customerLocation: 'Secret Street 7',
      });
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
