import { CatalogIndexService } from '../src/catalog-index/catalog-index.service';
import { createCategory, createProduct, storeImage } from './catalog.fixtures';
import { askBoth, bootIndexedAndSql, closeBoth } from './catalog-index.fixtures';
import type { TestApp } from './helpers/test-app';

/**
 * The page's products come from the read model too: an anonymous list answered from memory reads nothing from
 * PostgreSQL, and its products stay the same JSON as the SQL path's after the changes that move them without a
 * product row changing (a category renamed, the shop's stock settings) and after a product's images change.
 */
describe('catalog read model: the page of products from memory', () => {
  let both: { indexed: TestApp; sql: TestApp };
  let owner: string;
  let categoryId: string;
  const ids: string[] = [];

  beforeAll(async () => {
    both = await bootIndexedAndSql();
    const { indexed } = both;
    owner = await indexed.tokenFor('OWNER');
    categoryId = (await createCategory(indexed, owner, { name: 'Items Probe', nameAr: 'فئة التجربة' })).id;
    const shapes = [
      { name: 'Pangolin Snapback', nameAr: 'قبعة بانجولين', sizes: ['One Size'], discountedPrice: 120 },
      { name: 'Pangolin Tee', sizes: ['S', 'M', 'L'], description: 'A "quoted" tee\nwith a line break and \\ slash' },
      { name: 'Pangolin Runner', sizes: ['40', '41'], featured: true, tags: ['shoes', 'retro'] },
    ];
    for (const s of shapes) ids.push((await createProduct(indexed, owner, categoryId, s)).id);
    // counted stock: one low, one plenty; the third not counted
    await indexed.http
      .put(`/api/v1/products/${ids[0]}/stock`)
      .set(indexed.bearer(owner))
      .send({ tracked: true, sizes: [{ size: 'One Size', onHand: 2 }] })
      .expect(200);
    await indexed.http
      .put(`/api/v1/products/${ids[1]}/stock`)
      .set(indexed.bearer(owner))
      .send({
        tracked: true,
        sizes: [
          { size: 'S', onHand: 9 },
          { size: 'M', onHand: 0 },
          { size: 'L', onHand: 1 },
        ],
      })
      .expect(200);
    expect(indexed.app.get(CatalogIndexService).serving).toBe(true);
  });
  afterAll(() => closeBoth(both));

  const URLS = [
    '/api/v1/products?search=pangolin&facets=true',
    '/api/v1/products?search=pangolin&sortBy=price&sortOrder=asc',
    `/api/v1/products?category=${'CATEGORY'}&limit=5&facets=true`,
    '/api/v1/products?search=%D8%A8%D8%A7%D9%86%D8%AC%D9%88%D9%84%D9%8A%D9%86',
    '/api/v1/products?stock=IN_STOCK&search=pangolin',
    '/api/v1/products?stock=LOW_STOCK&search=pangolin',
  ];
  const urls = () => URLS.map((u) => u.replace('CATEGORY', categoryId));

  /**
   * The PostgreSQL instance hears a change made on the other one through the change link: its kept answers go a moment
   * later (seconds on a busy machine; the limit only ends a test that would otherwise hang).
   */
  async function untilSqlHeard(before: string): Promise<void> {
    const t0 = Date.now();
    while (JSON.stringify((await both.sql.http.get(urls()[0])).body) === before) {
      if (Date.now() - t0 > 20_000) throw new Error('the PostgreSQL instance kept its answer');
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  /** The read model applies a heard change a moment later too: each address is asked again until both agree or 20 s pass. */
  async function expectSameAsSql(): Promise<void> {
    for (const u of urls()) {
      const deadline = Date.now() + 20_000;
      let a = await askBoth(both, u);
      while (JSON.stringify(a.fromIndex) !== JSON.stringify(a.fromSql) && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 25));
        a = await askBoth(both, u);
      }
      expect({ url: u, answer: JSON.stringify(a.fromIndex) }).toEqual({ url: u, answer: JSON.stringify(a.fromSql) });
    }
  }

  it('answers an anonymous list from memory without one database query', async () => {
    const { indexed } = both;
    const query = jest.spyOn(indexed.ds, 'query');
    const runner = jest.spyOn(indexed.ds, 'createQueryRunner');
    try {
      // distinct URLs: none is in the list cache yet
      const totals: number[] = [];
      for (const u of urls()) totals.push((await indexed.http.get(`${u}&page=1`).expect(200)).body.data.pagination.total);
      expect(totals.filter((n) => n > 0).length).toBeGreaterThanOrEqual(5);
      expect({ queries: query.mock.calls.map(([sql]) => String(sql).slice(0, 80)), runners: runner.mock.calls.length }).toEqual({
        queries: [],
        runners: 0,
      });
    } finally {
      query.mockRestore();
      runner.mockRestore();
    }
  });

  it('gives the same products JSON as PostgreSQL, byte for byte, for counted, low and uncounted stock', async () => {
    await expectSameAsSql();
  });

  it('follows a category rename in every product of the category, as PostgreSQL does', async () => {
    const { indexed } = both;
    const before = JSON.stringify((await both.sql.http.get(urls()[0])).body);
    await indexed.http
      .put(`/api/v1/categories/${categoryId}`)
      .set(indexed.bearer(owner))
      .send({ name: 'Items Probe Renamed', nameAr: 'فئة معدلة', sortOrder: 1 })
      .expect(200);
    const res = await indexed.http.get(`/api/v1/products?category=${categoryId}`).expect(200);
    expect(res.body.data.products.map((p: { category: { name: string } }) => p.category.name)).toEqual([
      'Items Probe Renamed',
      'Items Probe Renamed',
      'Items Probe Renamed',
    ]);
    await untilSqlHeard(before);
    await expectSameAsSql();
  });

  it('follows the stock settings (threshold, exact counts) in availability and counts, as PostgreSQL does', async () => {
    const { indexed } = both;
    for (const change of [
      { lowStockThreshold: 5, showExactStock: true },
      { lowStockThreshold: 1, showExactStock: false },
    ]) {
      const before = JSON.stringify((await both.sql.http.get(urls()[0])).body);
      await indexed.http.put('/api/v1/settings').set(indexed.bearer(owner)).send(change).expect(200);
      await untilSqlHeard(before);
      await expectSameAsSql();
    }
  });

  it("follows a product's new images and an archive, as PostgreSQL does", async () => {
    const { indexed } = both;
    let before = JSON.stringify((await both.sql.http.get(urls()[0])).body);
    const img = await storeImage(indexed, 'product', ids[2], 0);
    await indexed.http
      .put(`/api/v1/products/${ids[2]}`)
      .set(indexed.bearer(owner))
      .send({ images: [{ url: img.url, cloudinaryId: img.cloudinaryId, alt: 'side', order: 0 }] })
      .expect(200);
    const res = await indexed.http.get(`/api/v1/products?search=runner`).expect(200);
    expect(res.body.data.products[0].images).toHaveLength(1);
    await untilSqlHeard(before);
    await expectSameAsSql();
    before = JSON.stringify((await both.sql.http.get(urls()[0])).body);
    await indexed.http.patch(`/api/v1/products/${ids[1]}/archive`).set(indexed.bearer(owner)).expect(200);
    await untilSqlHeard(before);
    await expectSameAsSql();
  });

  it("pages a remembered listing after a product's change with the changed product and facets, never the remembered ones", async () => {
    const { indexed } = both;
    const page = (n: number) => `/api/v1/products?category=${categoryId}&facets=true&limit=1&sortBy=name&sortOrder=asc&page=${n}`;
    const brands = (body: { data: { facets: { brands: { value: string }[] } } }) => body.data.facets.brands.map((b) => b.value);
    // the filter is remembered on its first page and its facets' text on the second
    for (const n of [1, 2]) await indexed.http.get(page(n)).expect(200);
    expect(brands((await indexed.http.get(page(2)).expect(200)).body)).not.toContain('Zorilla');
    const before = JSON.stringify((await both.sql.http.get(urls()[0])).body);
    await indexed.http.put(`/api/v1/products/${ids[0]}`).set(indexed.bearer(owner)).send({ brand: 'Zorilla', name: 'Aardvark Snapback' }).expect(200);
    // at once on the instance that made the change: first by name now, and its brand counted
    const first = (await indexed.http.get(page(1)).expect(200)).body;
    expect([first.data.products.map((p: { name: string }) => p.name), brands(first)]).toEqual([
      ['Aardvark Snapback'],
      expect.arrayContaining(['Zorilla']),
    ]);
    expect(brands((await indexed.http.get(page(2)).expect(200)).body)).toContain('Zorilla');
    await untilSqlHeard(before);
    for (const n of [1, 2, 3]) {
      const a = await askBoth(both, page(n));
      expect({ page: n, answer: JSON.stringify(a.fromIndex) }).toEqual({ page: n, answer: JSON.stringify(a.fromSql) });
    }
  });
});
