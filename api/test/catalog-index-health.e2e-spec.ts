import { ClusterBus } from '../src/core/cluster/cluster-bus';
import { createCategory, createProduct } from './catalog.fixtures';
import { bootIndexedAndSql, closeBoth, cutOffChangeLink, untilServing } from './catalog-index.fixtures';
import type { TestApp } from './helpers/test-app';

/**
 * GET /health tells monitoring where shoppers' lists come from: the read model loaded (with the products it holds and
 * how long ago it last applied a change), loading, fallen back to PostgreSQL, or switched off.
 */
describe('catalog read model: health', () => {
  let both: { indexed: TestApp; sql: TestApp };
  let owner: string;

  beforeAll(async () => {
    both = await bootIndexedAndSql();
    owner = await both.indexed.tokenFor('OWNER');
  });
  afterAll(() => closeBoth(both));

  const health = async (t: TestApp) => (await t.http.get('/api/v1/health').expect(200)).body.data.catalogIndex;

  it('reports the read model loaded, the products it holds and how long ago it applied the last change', async () => {
    const { indexed } = both;
    const categoryId = (await createCategory(indexed, owner, { name: 'Health Probe' })).id;
    await createProduct(indexed, owner, categoryId, { name: 'Health Probe Cap' });
    const archived = await createProduct(indexed, owner, categoryId, { name: 'Health Probe Tee' });
    const beforeArchive = Date.now();
    await indexed.http.patch(`/api/v1/products/${archived.id}/archive`).set(indexed.bearer(owner)).expect(200);
    const [{ n }] = (await indexed.ds.query(`SELECT count(*)::int AS n FROM products WHERE NOT archived`)) as { n: number }[];
    const got = await health(indexed);
    const sinceArchive = Date.now() - beforeArchive;
    expect(got).toEqual({ state: 'loaded', products: n, lastChangeAppliedAgeSeconds: expect.any(Number) });
    expect(got.products).toBeGreaterThan(0);
    // the age counts from the archive applied above, not from an older change or the load: no more whole seconds
    // than have passed since the test archived (however long a busy machine took over it)
    expect(got.lastChangeAppliedAgeSeconds).toBeGreaterThanOrEqual(0);
    expect(got.lastChangeAppliedAgeSeconds).toBeLessThanOrEqual(Math.floor(sinceArchive / 1000));
  });

  it('reports fallback while the change link is lost, and loaded again once it has reloaded', async () => {
    const { indexed } = both;
    const bus = indexed.app.get(ClusterBus);
    // held cut off until the test has asked: the instance would listen again a quarter of a second later and reload
    const reconnect = await cutOffChangeLink(indexed, bus);
    try {
      expect((await health(indexed)).state).toBe('fallback');
    } finally {
      reconnect();
    }
    await untilServing(indexed);
    expect((await health(indexed)).state).toBe('loaded');
  });

  it('reports off on an instance started with CATALOG_INDEX=off', async () => {
    expect(await health(both.sql)).toEqual({ state: 'off', products: null, lastChangeAppliedAgeSeconds: null });
  });
});
