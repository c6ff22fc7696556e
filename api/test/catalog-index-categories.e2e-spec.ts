import { CatalogIndexService } from '../src/catalog-index/catalog-index.service';
import { createCategory, createProduct } from './catalog.fixtures';
import { bootIndexedAndSql, closeBoth } from './catalog-index.fixtures';
import type { TestApp } from './helpers/test-app';

/**
 * The shoppers' category calls (the public list with its product counts, one category by id) answered by the read
 * model must be the same JSON as PostgreSQL's, and stay so after a category is hidden and shown again, renamed, and
 * after products are added, archived and deleted (the counts).
 */
describe('catalog read model: the public categories', () => {
  let both: { indexed: TestApp; sql: TestApp };
  let owner: string;
  const cats: string[] = [];
  const products: string[] = [];

  beforeAll(async () => {
    both = await bootIndexedAndSql();
    const { indexed } = both;
    owner = await indexed.tokenFor('OWNER');
    // same sort order: the names decide, regardless of case
    cats.push((await createCategory(indexed, owner, { name: 'beta Caps', sortOrder: 2, nameAr: 'قبعات' })).id);
    cats.push((await createCategory(indexed, owner, { name: 'Alpha Tees', sortOrder: 2, description: 'Old tees' })).id);
    cats.push((await createCategory(indexed, owner, { name: 'Shoes', sortOrder: 1 })).id);
    for (const [i, c] of [0, 0, 1, 2, 2, 2].entries()) products.push((await createProduct(indexed, owner, cats[c], { name: `Count Probe ${i}` })).id);
    expect(indexed.app.get(CatalogIndexService).serving).toBe(true);
  });
  afterAll(() => closeBoth(both));

  const shopperCalls = () => ['/api/v1/categories/public', ...cats.map((id) => `/api/v1/categories/${id}`)];

  /** Both instances' answers (status and JSON text) to every shopper's category call. */
  async function answers(t: TestApp): Promise<string[]> {
    const out: string[] = [];
    for (const u of shopperCalls()) {
      const res = await t.http.get(u);
      out.push(`${u} ${res.status} ${JSON.stringify(res.body)}`);
    }
    return out;
  }

  /**
   * Each instance hears a change through the change link: the PostgreSQL instance forgets its kept list, the read
   * model updates itself, each a moment later, and later still on a busy machine. So both are asked again until they
   * agree on something new (or 20 s pass); the assertion is on what they answer, not on how soon.
   */
  async function expectSameAfter(change: () => Promise<unknown>): Promise<void> {
    const before = await answers(both.sql);
    await change();
    const deadline = Date.now() + 20_000;
    let fromIndex = await answers(both.indexed);
    let fromSql = await answers(both.sql);
    const settled = () => JSON.stringify(fromIndex) === JSON.stringify(fromSql) && JSON.stringify(fromSql) !== JSON.stringify(before);
    while (!settled() && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 25));
      fromIndex = await answers(both.indexed);
      fromSql = await answers(both.sql);
    }
    expect(fromIndex).toEqual(fromSql);
    expect(fromIndex).not.toEqual(before);
  }

  it('answers the public list and one category from memory without one database query, as PostgreSQL does', async () => {
    const { indexed } = both;
    const query = jest.spyOn(indexed.ds, 'query');
    const runner = jest.spyOn(indexed.ds, 'createQueryRunner');
    let fromIndex: string[];
    try {
      fromIndex = await answers(indexed);
      expect({ queries: query.mock.calls.map(([sql]) => String(sql).slice(0, 80)), runners: runner.mock.calls.length }).toEqual({
        queries: [],
        runners: 0,
      });
    } finally {
      query.mockRestore();
      runner.mockRestore();
    }
    expect(fromIndex).toEqual(await answers(both.sql));
    const list = (await indexed.http.get('/api/v1/categories/public').expect(200)).body.data as { name: string; _count: { products: number } }[];
    const mine = list.filter((c) => ['Shoes', 'Alpha Tees', 'beta Caps'].includes(c.name));
    expect(mine.map((c) => [c.name, c._count.products])).toEqual([
      ['Shoes', 3],
      ['Alpha Tees', 1],
      ['beta Caps', 2],
    ]);
  });

  it('agrees with PostgreSQL after a category is hidden and shown again', async () => {
    const { indexed } = both;
    const set = (publiclyVisible: boolean) =>
      indexed.http.patch(`/api/v1/categories/${cats[1]}/visibility/set`).set(indexed.bearer(owner)).send({ publiclyVisible }).expect(200);
    await expectSameAfter(() => set(false));
    expect((await indexed.http.get(`/api/v1/categories/${cats[1]}`)).status).toBe(404);
    await expectSameAfter(() => set(true));
  });

  it('agrees with PostgreSQL after a rename that changes the order', async () => {
    const { indexed } = both;
    await expectSameAfter(() =>
      indexed.http.put(`/api/v1/categories/${cats[0]}`).set(indexed.bearer(owner)).send({ name: 'Aardvark Caps', sortOrder: 2 }).expect(200),
    );
  });

  it('agrees with PostgreSQL on the product counts after a product is added, archived and deleted', async () => {
    const { indexed } = both;
    await expectSameAfter(() => createProduct(indexed, owner, cats[1], { name: 'Count Probe Added' }));
    await expectSameAfter(() => indexed.http.patch(`/api/v1/products/${products[0]}/archive`).set(indexed.bearer(owner)).expect(200));
    await expectSameAfter(() => indexed.http.delete(`/api/v1/products/${products[3]}`).set(indexed.bearer(owner)).expect(200));
  });
});
