import { CatalogIndexService } from '../src/catalog-index/catalog-index.service';
import { ClusterBus } from '../src/core/cluster/cluster-bus';
import { createCategory, createProduct } from './catalog.fixtures';
import { cutOffChangeLink, untilServing } from './catalog-index.fixtures';
import { bootTwoInstances, closeInstances, type TestApp } from './helpers/test-app';

/**
 * Freshness of the read model across instances: a change made on A is in B's next search within a second (B answers
 * from its own memory), and B, cut off from the change channel, answers from PostgreSQL until it has loaded again.
 */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('catalog read model: freshness on a second instance', () => {
  let a: TestApp, b: TestApp;
  let owner: string;
  let categoryId: string;

  beforeAll(async () => {
    [a, b] = await bootTwoInstances();
    owner = await a.tokenFor('OWNER');
    categoryId = (await createCategory(a, owner, { name: 'Freshness Probe' })).id;
    expect(b.app.get(CatalogIndexService).serving).toBe(true);
  });
  afterAll(() => closeInstances(a, b));

  const names = async (t: TestApp, query: Record<string, string>) =>
    (
      await t.http
        .get('/api/v1/products')
        .query({ category: categoryId, ...query })
        .expect(200)
    ).body.data.products.map((p: { name: string }) => p.name);

  /**
   * Asks B until `ok` holds of its answer; answers how long that took, failing after `limitMs`: a guard against a
   * test that would hang, not the promise of a second (a figure for the benchmarks, not an assertion on a busy machine).
   */
  async function onB(query: Record<string, string>, ok: (names: string[]) => boolean, limitMs = 15_000): Promise<number> {
    const t0 = Date.now();
    for (;;) {
      const got = await names(b, query);
      if (ok(got)) return Date.now() - t0;
      if (Date.now() - t0 > limitMs) throw new Error(`B still answers ${JSON.stringify(got)} ${Date.now() - t0} ms later`);
      await sleep(10);
    }
  }

  it("a product change made on A is in B's search, answered from B's memory", async () => {
    const p = await createProduct(a, owner, categoryId, { name: 'Quokka Snapback', sizes: ['One Size'] });
    await onB({ search: 'quokka' }, (n) => n.includes('Quokka Snapback'));
    await a.http.put(`/api/v1/products/${p.id}`).set(a.bearer(owner)).send({ name: 'Wombat Snapback' }).expect(200);
    await onB({ search: 'wombat' }, (n) => n.includes('Wombat Snapback'));
    expect(await names(b, { search: 'quokka' })).toEqual([]);
    expect(b.app.get(CatalogIndexService).serving).toBe(true);
  });

  it("a stock sale made on A is in B's availability filter", async () => {
    const p = await createProduct(a, owner, categoryId, { name: 'Numbat Tee', sizes: ['One Size'] });
    await a.http
      .put(`/api/v1/products/${p.id}/stock`)
      .set(a.bearer(owner))
      .send({ tracked: true, sizes: [{ size: 'One Size', onHand: 1 }] })
      .expect(200);
    await onB({ search: 'numbat', stock: 'LOW_STOCK' }, (n) => n.includes('Numbat Tee'));
    await a.http
      .post('/api/v1/sales')
      .set(a.bearer(owner))
      .send({ saleDate: '2026-03-01', originalPrice: 50, sellingPrice: 100, productId: p.id })
      .expect(201);
    await onB({ search: 'numbat', stock: 'SOLD_OUT' }, (n) => n.includes('Numbat Tee'));
    expect(await names(b, { search: 'numbat', stock: 'LOW_STOCK' })).toEqual([]);
  });

  it("the sold-out-last setting changed on A orders B's lists", async () => {
    // Numbat Tee is sold out (the test above); by name it comes first of the probe's products
    const first = (n: string[]) => n[0];
    await onB({ sortBy: 'name', sortOrder: 'asc' }, (n) => first(n) === 'Numbat Tee');
    await a.http.put('/api/v1/settings').set(a.bearer(owner)).send({ soldOutLast: true }).expect(200);
    await onB({ sortBy: 'name', sortOrder: 'asc' }, (n) => n[n.length - 1] === 'Numbat Tee');
    await a.http.put('/api/v1/settings').set(a.bearer(owner)).send({ soldOutLast: false }).expect(200);
    await onB({ sortBy: 'name', sortOrder: 'asc' }, (n) => first(n) === 'Numbat Tee');
  });

  it("a category hidden on A leaves B's search, and comes back when shown", async () => {
    await onB({ search: 'wombat' }, (n) => n.length === 1);
    await a.http.patch(`/api/v1/categories/${categoryId}/visibility/set`).set(a.bearer(owner)).send({ publiclyVisible: false }).expect(200);
    await onB({ search: 'wombat' }, (n) => n.length === 0);
    // and from every list, not only that category's
    expect((await b.http.get('/api/v1/products').query({ search: 'wombat' }).expect(200)).body.data.pagination.total).toBe(0);
    await a.http.patch(`/api/v1/categories/${categoryId}/visibility/set`).set(a.bearer(owner)).send({ publiclyVisible: true }).expect(200);
    await onB({ search: 'wombat' }, (n) => n.length === 1);
  });

  it('B cut off from the change channel answers from PostgreSQL, then loads again and is never stale', async () => {
    const index = b.app.get(CatalogIndexService);
    const bus = b.app.get(ClusterBus);
    await onB({ search: 'wombat' }, (n) => n.length === 1);
    // B is held cut off until the test has asked it: it would listen again a quarter of a second later and reload,
    // and on a busy machine that reload could come before the unannounced change below and then answer without it
    const reconnect = await cutOffChangeLink(a, bus);
    try {
      expect(index.serving).toBe(false);
      // a change nobody announces reaches B at once: its lists come from PostgreSQL now
      await a.ds.query(`UPDATE products SET name = 'Bilby Snapback' WHERE name = 'Wombat Snapback'`);
      expect(await names(b, { search: 'bilby' })).toEqual(['Bilby Snapback']);
    } finally {
      reconnect();
    }
    // listening again, B loads the catalog afresh: the unannounced change is in its memory too
    await untilServing(b);
    expect(bus.connected).toBe(true);
    expect(await names(b, { search: 'bilby' })).toEqual(['Bilby Snapback']);
    expect(await names(b, { search: 'wombat' })).toEqual([]);
    // and follows announced changes again
    const p = await createProduct(a, owner, categoryId, { name: 'Dugong Cap' });
    await onB({ search: 'dugong' }, (n) => n.includes('Dugong Cap'));
    expect(p.id).toBeDefined();
  });
});
