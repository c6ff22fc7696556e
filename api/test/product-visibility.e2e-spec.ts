import { ProductVisibilityOneState1764000000000 as OneState } from '../src/database/migrations/1764000000000-ProductVisibilityOneState';
import { newId } from '../src/core/ids/ids';
import { apiPath as api, bootTestApp, type TestApp } from './helpers/test-app';
import { createCategory } from './catalog.fixtures';
import { reloadFromDatabase } from './catalog-index.fixtures';

/**
 * Products used to carry publicly_visible and archived side by side; the migration folds them into `archived`.
 * The schema is taken back to the two-flag shape, filled with every combination, and migrated again.
 */
describe('product visibility: one state', () => {
  let t: TestApp;
  let owner: string;
  let categoryId: string;
  const migration = new OneState();

  beforeAll(async () => {
    t = await bootTestApp();
    owner = await t.tokenFor('OWNER');
    categoryId = (await createCategory(t, owner, { name: 'Migrated Caps' })).id;
  });
  afterAll(() => t.close());

  const columns = async () =>
    ((await t.ds.query(`SELECT column_name FROM information_schema.columns WHERE table_name = 'products'`)) as { column_name: string }[]).map(
      (c) => c.column_name,
    );

  it('migrates every old combination: hidden under either flag stays hidden, only visible-and-not-archived stays public', async () => {
    expect(await columns()).not.toContain('publicly_visible');
    const runner = t.ds.createQueryRunner();
    try {
      await migration.down(runner);
      expect(await columns()).toContain('publicly_visible');
      const combos = [
        { key: 'public', visible: true, archived: false, after: false },
        { key: 'hiddenOnly', visible: false, archived: false, after: true },
        { key: 'archivedOnly', visible: true, archived: true, after: true },
        { key: 'both', visible: false, archived: true, after: true },
      ].map((c) => ({ ...c, id: newId() }));
      for (const c of combos) {
        await runner.query(
          `INSERT INTO products (id, name, brand, category_id, original_price, selling_price, sizes, colors, publicly_visible, archived)
           VALUES ($1, $2, 'Old Brand', $3, 50, 80, '{M}', '{Red}', $4, $5)`,
          [c.id, `Old ${c.key} cap`, categoryId, c.visible, c.archived],
        );
      }
      await migration.up(runner);
      // migrations run before an instance starts and loads its read model; run under a live one, it loads again
      await reloadFromDatabase(t);
      expect(await columns()).not.toContain('publicly_visible');
      const indexes = ((await t.ds.query(`SELECT indexname FROM pg_indexes WHERE tablename = 'products'`)) as { indexname: string }[]).map(
        (i) => i.indexname,
      );
      expect(indexes).toEqual(expect.arrayContaining(['idx_products_visibility_featured', 'idx_products_category_visibility']));

      for (const c of combos) {
        const [row] = await t.ds.query('SELECT archived FROM products WHERE id = $1', [c.id]);
        expect([c.key, row.archived]).toEqual([c.key, c.after]);
        const staff = await t.http.get(api(`/products/${c.id}`)).set(t.bearer(owner));
        expect([c.key, staff.body.data.publiclyVisible, staff.body.data.archived]).toEqual([c.key, !c.after, c.after]);
        const shopper = await t.http.get(api(`/products/${c.id}`));
        expect([c.key, shopper.status]).toEqual([c.key, c.after ? 404 : 200]);
      }
      const publicList = await t.http.get(api('/products?brand=Old%20Brand'));
      expect(publicList.body.data.products.map((p: { id: string }) => p.id)).toEqual([combos[0].id]);

      // a once-hidden product is published with the list's Unarchive call
      const hiddenOnly = combos[1];
      const restored = await t.http.patch(api(`/products/${hiddenOnly.id}/restore`)).set(t.bearer(owner));
      expect(restored.body.data).toMatchObject({ publiclyVisible: true, archived: false });
      expect((await t.http.get(api(`/products/${hiddenOnly.id}`))).status).toBe(200);
    } finally {
      await runner.release();
    }
  });

  it('counts only products shoppers can see in a public category count', async () => {
    const cats = (await t.http.get(api('/categories/public'))).body.data as { id: string; _count: { products: number } }[];
    const mine = cats.find((c) => c.id === categoryId)!;
    // the public one and the restored one
    expect(mine._count.products).toBe(2);
  });
});
