import { SALE_VALUE_MAX, SALE_VALUE_MESSAGE } from '../src/sales/sale-value';
import { apiPath, bootTestApp, type TestApp } from './helpers/test-app';
import { insertCategory, insertProduct } from './sales.fixtures';

/**
 * One sale is worth at most SALE_VALUE_MAX (quantity × price), and a day's rollups hold any number of sales: a day
 * full of large sales once overflowed its numeric(16,2) sums, after which every sale of that day and platform
 * answered 400 "A number is out of range".
 */
describe('sale value cap and rollups that cannot overflow (e2e)', () => {
  let t: TestApp;
  let admin: string;
  let productId: string;
  const sale = (body: Record<string, unknown>) =>
    t.http
      .post(apiPath('/sales'))
      .set(t.bearer(admin))
      .send({ productId, saleDate: '2026-03-01', platform: 'FACEBOOK', originalPrice: 80, sellingPrice: 150, ...body });

  beforeAll(async () => {
    t = await bootTestApp();
    admin = await t.tokenFor('ADMIN');
    productId = await insertProduct(t.ds, await insertCategory(t.ds), { name: 'Big Order Cap', brand: 'Retro' });
  });
  afterAll(() => t?.close());

  it('refuses a sale worth more than SAR 1,000,000, naming the quantity', async () => {
    expect(SALE_VALUE_MAX).toBe(1_000_000);
    for (const body of [
      { sellingPrice: 999_999, quantity: 100_000 },
      { sellingPrice: 500_000.01, quantity: 2 },
      { sellingPrice: 999_999, discountedPrice: 10_000, quantity: 101 },
      { originalPrice: 20_000, sellingPrice: 1, quantity: 51 }, // what it cost counts as well: earnings are summed too
    ]) {
      const res = await sale(body);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ quantity: SALE_VALUE_MESSAGE });
    }
    expect(SALE_VALUE_MESSAGE).toBe('Quantity × price of one sale must be at most SAR 1,000,000');
    expect((await sale({ sellingPrice: 500_000, quantity: 2 })).status).toBe(201);
    expect((await sale({ sellingPrice: 999_999, discountedPrice: 10_000, quantity: 100 })).status).toBe(201);
  });

  it('refuses an edit that would take a sale past it', async () => {
    const id = (await sale({ sellingPrice: 100_000, quantity: 10 })).body.data.id;
    const edit = (body: Record<string, unknown>) =>
      t.http
        .put(apiPath(`/sales/${id}`))
        .set(t.bearer(admin))
        .send(body);
    for (const body of [{ quantity: 11 }, { sellingPrice: 100_000.01 }, { originalPrice: 200_000 }]) {
      const res = await edit(body);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ quantity: SALE_VALUE_MESSAGE });
    }
    expect((await edit({ quantity: 5, sellingPrice: 200_000 })).status).toBe(200);
  });

  it('keeps a day of far more than numeric(16,2) of sales and still records the next one', async () => {
    // a thousand sales as large as the old rules allowed (written straight to the table, as older data may be)
    const quantity = 100_000;
    await t.ds.query(
      `INSERT INTO "sales" ("id", "product_id", "product_ref", "product_name", "product_brand", "sale_date", "platform",
                            "original_price", "selling_price", "quantity")
       SELECT 'big' || lpad(g::text, 22, '0'), $1, $1, 'Big Order Cap', 'Retro', '2026-03-02T10:00:00+03:00', 'FACEBOOK', 1, 999999, $2
       FROM generate_series(1, 1001) g`,
      [productId, quantity],
    );
    const [{ revenue }] = await t.ds.query(
      `SELECT "revenue"::text AS revenue FROM "sales_daily_platform" WHERE "day" = '2026-03-02' AND "platform" = 'FACEBOOK'`,
    );
    expect(revenue).toBe((1001n * 999_999n * BigInt(quantity)).toString() + '.00');
    const next = await sale({ saleDate: '2026-03-02' });
    expect(next.status).toBe(201);
  });
});
