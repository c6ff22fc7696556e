import { PRODUCT_MESSAGES, SALE_MESSAGES } from '@shop/common';
import type { TestApp } from './helpers/test-app';
import { createCategory, createProduct } from './catalog.fixtures';
import { insertProduct, SalesApp } from './sales.fixtures';

/** Reading, editing and deleting a recorded sale, and what is left of a sale when its product is deleted. */
describe('sales (e2e)', () => {
  const sales = new SalesApp();
  const { post, list } = sales;
  let t: TestApp, owner: string, admin: string, categoryId: string, capId: string, shirtId: string;
  beforeAll(async () => ({ t, owner, admin, categoryId, capId, shirtId } = await sales.boot()));
  afterAll(() => t.close());

  describe('reading, editing and deleting', () => {
    let saleId: string;
    beforeAll(async () => {
      const res = await post({
        productId: capId,
        saleDate: '2026-04-10',
        platform: 'SHOPEE',
        originalPrice: 50,
        sellingPrice: 100,
        discountedPrice: 90,
      });
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
      expect(res.body.data).toMatchObject({
        platform: 'SHOPEE',
        originalPrice: 50,
        sellingPrice: 130,
        discountedPrice: null,
        finalPrice: 130,
        totalEarnings: 80,
      });
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
      const edited = await t.http.put(`/api/v1/sales/${sale.body.data.id}`).set(t.bearer(owner)).send({ productId, saleNotes: 'still here' });
      expect(edited.status).toBe(200);
      expect(edited.body.data).toMatchObject({ productId: null, product: { name: 'Short Lived Cap' }, saleNotes: 'still here' });
    });
  });

  describe('deleting the product through the catalogue API', () => {
    it('answers 200 and the sale keeps its snapshot, its prices and its place in the analytics', async () => {
      const category = await createCategory(t, owner);
      const product = await createProduct(t, owner, category.id, { name: 'Catalog Deleted Cap', brand: 'Gone Co' });
      const sale = await post({
        productId: product.id,
        saleDate: '2026-07-07',
        platform: 'LAZADA',
        originalPrice: 95,
        sellingPrice: 149,
        discountedPrice: 129,
      });
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
});
