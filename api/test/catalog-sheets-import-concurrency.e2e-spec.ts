import { StaffApp, type TestApp } from './helpers/test-app';
import { createCategory, createProduct } from './catalog.fixtures';

/** An import and a staff stock change of the same product at once: both land, one after the other, and the ledger adds up. */
describe('catalog spreadsheet import against a concurrent staff edit', () => {
  const staffApp = new StaffApp();
  const { api } = staffApp;
  let t: TestApp, owner: string;
  let ids: string[];

  beforeAll(async () => {
    ({ t, owner } = await staffApp.boot());
    const caps = await createCategory(t, owner, { name: 'Caps' });
    ids = [];
    for (const name of ['Lakers Snapback', 'Bulls Snapback', 'Suns Snapback']) {
      const p = await createProduct(t, owner, caps.id, { name, sizes: ['S', 'M'] });
      await t.http
        .put(api(`/products/${p.id}/stock`))
        .set(t.bearer(owner))
        .send({
          tracked: true,
          sizes: [
            { size: 'S', onHand: 5 },
            { size: 'M', onHand: 5 },
          ],
        })
        .expect(200);
      ids.push(p.id);
    }
  });
  afterAll(() => t.close());

  it('leaves every size on hand equal to the sum of its ledger movements after an apply races stock receipts', async () => {
    const exported = await t.http
      .get(api('/catalog-sheets/export?format=csv'))
      .set(t.bearer(owner))
      .buffer(true)
      .parse((r, cb) => {
        const c: Buffer[] = [];
        r.on('data', (b: Buffer) => c.push(b));
        r.on('end', () => cb(null, Buffer.concat(c)));
      });
    const file = Buffer.from((exported.body as Buffer).toString('utf8').replaceAll('S=5 | M=5', 'S=9 | M=1'), 'utf8');
    const results = await Promise.all([
      t.http.post(api('/catalog-sheets/import/apply')).set(t.bearer(owner)).attach('file', file, 'counted.csv'),
      ...ids.flatMap((id) => [
        t.http
          .post(api(`/products/${id}/stock/adjustments`))
          .set(t.bearer(owner))
          .send({ size: 'S', reason: 'RECEIVED', quantity: 2 }),
        t.http
          .put(api(`/products/${id}`))
          .set(t.bearer(owner))
          .send({ sellingPrice: 170 }),
      ]),
    ]);
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    const off = await t.ds.query(
      `SELECT s."product_id", s."size", s."on_hand", COALESCE(SUM(m."delta"), 0)::int AS "ledger"
       FROM "product_stock" s LEFT JOIN "stock_movements" m ON m."product_id" = s."product_id" AND m."size" = s."size"
       WHERE s."product_id" = ANY($1) GROUP BY 1, 2, 3 HAVING s."on_hand" <> COALESCE(SUM(m."delta"), 0)`,
      [ids],
    );
    expect(off).toEqual([]);
    const counts = await t.ds.query(`SELECT "size", "on_hand" FROM "product_stock" WHERE "product_id" = ANY($1) ORDER BY 1`, [ids]);
    // S is 9 (counted) or 11 (counted, then received) per product; M is the import's 1 whatever the order
    expect(counts.filter((c: { size: string }) => c.size === 'M').every((c: { on_hand: number }) => c.on_hand === 1)).toBe(true);
    expect(counts.filter((c: { size: string }) => c.size === 'S').every((c: { on_hand: number }) => [9, 11].includes(c.on_hand))).toBe(true);
  });
});
