import { ClusterBus } from '../src/core/cluster/cluster-bus';
import { createCategory, createProduct } from './catalog.fixtures';
import { bootIndexedAndSql, closeBoth, untilServing } from './catalog-index.fixtures';
import type { TestApp } from './helpers/test-app';

/**
 * GET /health tells monitoring where shoppers' lists come from: the read model loaded (with the products it holds and
 * how long ago it last applied a change), loading, fallen back to PostgreSQL, or switched off.
 */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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
    await indexed.http.patch(`/api/v1/products/${archived.id}/archive`).set(indexed.bearer(owner)).expect(200);
    const [{ n }] = (await indexed.ds.query(`SELECT count(*)::int AS n FROM products WHERE NOT archived`)) as { n: number }[];
    const got = await health(indexed);
    expect(got).toEqual({ state: 'loaded', products: n, lastChangeAppliedAgeSeconds: expect.any(Number) });
    expect(got.products).toBeGreaterThan(0);
    expect(got.lastChangeAppliedAgeSeconds).toBeLessThan(5);
  });

  it('reports fallback while the change link is lost, and loaded again once it has reloaded', async () => {
    const { indexed } = both;
    const bus = indexed.app.get(ClusterBus);
    await indexed.ds.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [`shop-cluster-${bus.instanceId}`]);
    const t0 = Date.now();
    while (bus.connected) {
      if (Date.now() - t0 > 5000) throw new Error('the lost link went unnoticed');
      await sleep(10);
    }
    expect((await health(indexed)).state).toBe('fallback');
    await untilServing(indexed);
    expect((await health(indexed)).state).toBe('loaded');
  });

  it('reports off on an instance started with CATALOG_INDEX=off', async () => {
    expect(await health(both.sql)).toEqual({ state: 'off', products: null, lastChangeAppliedAgeSeconds: null });
  });
});
