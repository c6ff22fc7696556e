import { DomainEvents } from '../src/core/cluster/domain-events';
import { createCategory, createProduct } from './catalog.fixtures';
import { bootTestApp, type TestApp } from './helpers/test-app';
import { insertCategory, insertProduct } from './sales.fixtures';

describe('dashboard summary (e2e)', () => {
  let t: TestApp;
  let owner: string;
  let lastMonthDay: string;
  let lastMonthAt: string;
  let olderAt: string;

  const summary = (token = owner) => t.http.get('/api/v1/dashboard/summary').set(t.bearer(token));

  beforeAll(async () => {
    t = await bootTestApp();
    owner = await t.tokenFor('OWNER');
    // The 2nd of last month and a day three months back, in the shop's time zone.
    [{ lastMonthDay, lastMonthAt, olderAt }] = await t.ds.query(`
      SELECT to_char(m - interval '1 month' + interval '1 day', 'YYYY-MM-DD') AS "lastMonthDay",
             ((m - interval '1 month' + interval '1 day 12 hours') AT TIME ZONE 'Asia/Riyadh')::text AS "lastMonthAt",
             ((m - interval '3 months' + interval '5 days') AT TIME ZONE 'Asia/Riyadh')::text AS "olderAt"
      FROM (SELECT date_trunc('month', now() AT TIME ZONE 'Asia/Riyadh') AS m) x`);
  });
  afterAll(() => t.close());

  it('starts at zero with no activity', async () => {
    const res = await summary();
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      totalProducts: 0,
      productsChangePercent: 0,
      salesThisMonth: 0,
      salesChangePercent: 0,
      pendingReviews: 0,
      newInquiries: 0,
      recentActivity: [],
      licenceMissing: false,
    });
  });

  it('counts products and sales this month against last month (Riyadh months)', async () => {
    const cat = await insertCategory(t.ds);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(await insertProduct(t.ds, cat, { name: `New Cap ${i}`, brand: 'Tambay' }));
    await insertProduct(t.ds, cat, { name: 'Archived Cap', brand: 'Tambay', archived: true });
    for (let i = 0; i < 2; i++) await insertProduct(t.ds, cat, { name: `Last Month Cap ${i}`, brand: 'Krwn', createdAt: lastMonthAt });
    await insertProduct(t.ds, cat, { name: 'Old Cap', brand: 'Krwn', createdAt: olderAt });

    const post = (body: object) =>
      t.http
        .post('/api/v1/sales')
        .set(t.bearer(owner))
        .send({ productId: ids[0], originalPrice: 100, ...body });
    expect((await post({ saleDate: new Date().toISOString(), sellingPrice: 300 })).status).toBe(201);
    expect((await post({ saleDate: lastMonthDay, sellingPrice: 250, discountedPrice: 200 })).status).toBe(201);

    const res = await summary();
    expect(res.body.data).toMatchObject({
      totalProducts: 6, // the archived one is left out
      productsChangePercent: 50, // 3 this month against 2 last month
      salesThisMonth: 300,
      salesChangePercent: 50, // 300 against 200
      pendingReviews: 0,
      newInquiries: 0,
    });
  });

  it('shows the last 10 changes of any module, newest first, with who and when', async () => {
    const events = t.app.get(DomainEvents);
    const actor = { id: 'cactor0000000000000000001', name: 'Catalog Keeper', email: 'k@example.com', role: 'ADMIN' as const, permissions: {} as any };
    const emittedFrom = Date.now();
    await events.emit({ entityType: 'category', action: 'created', entityId: 'ccat00000000000000000000a', entityName: 'Caps', actor });
    await events.emit({ entityType: 'settings', action: 'updated', entityId: null, entityName: 'Settings', actor });
    await events.emit({ entityType: 'product', action: 'featured', entityId: 'cprod0000000000000000000a', entityName: 'New Cap 0', actor });
    let res = await summary();
    const recent = res.body.data.recentActivity;
    expect(recent.slice(0, 3)).toEqual([
      expect.objectContaining({ entityType: 'product', action: 'featured', entityName: 'New Cap 0', userName: 'Catalog Keeper' }),
      expect.objectContaining({ entityType: 'settings', action: 'updated', userName: 'Catalog Keeper' }),
      expect.objectContaining({ entityType: 'category', action: 'created', entityName: 'Caps' }),
    ]);
    expect(recent[3]).toMatchObject({ entityType: 'sale', action: 'created', entityName: 'New Cap 0' });
    expect(recent[3].userName).toMatch(/^Staff /);
    // stamped when it happened: between the first emit and now, however long a busy machine took (not "in the last minute")
    expect(new Date(recent[0].createdAt).getTime()).toBeGreaterThanOrEqual(emittedFrom);
    expect(new Date(recent[0].createdAt).getTime()).toBeLessThanOrEqual(Date.now());

    for (let i = 0; i < 12; i++) await events.emit({ entityType: 'product', action: 'updated', entityId: null, entityName: `Bulk ${i}`, actor });
    // staff-account changes are audited but not shown on the dashboard
    await events.emit({ entityType: 'user', action: 'disabled', entityId: null, entityName: 'Some Staff', actor });
    const [{ audited }] = await t.ds.query(`SELECT count(*)::int AS audited FROM "activity_log" WHERE "entity_type" = 'user'`);
    expect(audited).toBe(1);
    res = await summary();
    expect(res.body.data.recentActivity.map((a: any) => a.entityName)).toEqual(Array.from({ length: 10 }, (_, i) => `Bulk ${11 - i}`));
  });

  it('records what the catalogue, settings and staff calls change, by whom', async () => {
    const category = await createCategory(t, owner, { name: 'Activity Caps' });
    const product = await createProduct(t, owner, category.id, { name: 'Activity Snapback' });
    expect((await t.http.patch(`/api/v1/products/${product.id}/featured`).set(t.bearer(owner))).status).toBe(200);
    const recent = (await summary()).body.data.recentActivity;
    expect(recent.slice(0, 3)).toEqual([
      expect.objectContaining({ entityType: 'product', entityId: product.id, entityName: 'Activity Snapback' }),
      expect.objectContaining({ entityType: 'product', action: 'created', entityId: product.id }),
      expect.objectContaining({ entityType: 'category', action: 'created', entityName: 'Activity Caps' }),
    ]);
    expect(new Set(recent.slice(0, 3).map((a: any) => a.userName)).size).toBe(1);
    expect(recent[0].userName).toMatch(/^Staff /);
  });

  it('needs dashboardAccess', async () => {
    expect((await t.http.get('/api/v1/dashboard/summary')).status).toBe(401);
    const token = await t.tokenWithPermissions(['salesView', 'productView']);
    expect((await summary(token)).status).toBe(403);
    const admin = await t.tokenFor('ADMIN');
    expect((await summary(admin)).status).toBe(200);
  });
});
