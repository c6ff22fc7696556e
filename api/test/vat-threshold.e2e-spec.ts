import { StaffApp, type TestApp } from './helpers/test-app';
import { insertCategory, insertProduct } from './sales.fixtures';

describe('VAT registration threshold on the dashboard', () => {
  const staffApp = new StaffApp();
  const { api } = staffApp;
  let t: TestApp, admin: string, productId: string;
  const status = async () => (await t.http.get(api('/tax/threshold')).set(t.bearer(admin))).body.data;
  const sell = (saleDate: string) =>
    t.http.post(api('/sales')).set(t.bearer(admin)).send({ productId, saleDate, originalPrice: 50_000, sellingPrice: 100_000, quantity: 2 });

  beforeAll(async () => {
    ({ t, admin } = await staffApp.boot());
    productId = await insertProduct(t.ds, await insertCategory(t.ds), { name: 'Wholesale lot', brand: 'Mixed' });
  });
  afterAll(() => t.close());

  it('says may register above SAR 187,500 and must register above SAR 375,000 of the last 12 months, with the figures', async () => {
    expect(await status()).toEqual({ level: 'below', salesLast12Months: 0, voluntaryThreshold: 187_500, mandatoryThreshold: 375_000 });
    const today = new Date().toISOString().slice(0, 10);
    expect((await sell(today)).status).toBe(201);
    expect(await status()).toMatchObject({ level: 'may', salesLast12Months: 200_000 });
    // a sale older than 12 months does not count
    expect((await sell('2020-01-15')).status).toBe(201);
    expect((await status()).level).toBe('may');
    expect((await sell(today)).status).toBe(201);
    expect(await status()).toMatchObject({ level: 'must', salesLast12Months: 400_000 });
  });
});
