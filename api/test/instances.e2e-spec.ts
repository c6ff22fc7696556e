import { ClusterBus } from '../src/core/cluster/cluster-bus';
import { createCategory, createProduct } from './catalog.fixtures';
import { bootTwoInstances, closeInstances, type TestApp } from './helpers/test-app';

/** Two API instances on one database: public list caches follow changes made on either, through LISTEN/NOTIFY. */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** How long a wait for the other instance may take before the test gives up (a guard against hanging, not a target). */
const HEARD_LIMIT_MS = 15_000;

describe('several API instances: caches', () => {
  let a: TestApp, b: TestApp;
  let token: string;
  let categoryId: string;

  beforeAll(async () => {
    [a, b] = await bootTwoInstances();
    token = await a.tokenFor('OWNER');
    categoryId = (await createCategory(a, token)).id;
  });
  afterAll(() => closeInstances(a, b));

  const priceOn = async (t: TestApp, id: string) => {
    const res = await t.http.get(`/api/v1/products?category=${categoryId}`).expect(200);
    return res.body.data.products.find((p: { id: string }) => p.id === id)?.sellingPrice;
  };

  /**
   * Asks `t` until it answers `price`; answers how long that took. The limit only ends a test that would otherwise
   * wait forever: how soon an instance hears a change is a figure for the benchmarks, not an assertion on a busy machine.
   */
  async function servedWithin(t: TestApp, id: string, price: number, limitMs: number): Promise<number> {
    const t0 = Date.now();
    for (;;) {
      if ((await priceOn(t, id)) === price) return Date.now() - t0;
      if (Date.now() - t0 > limitMs) throw new Error(`still not ${price} ${Date.now() - t0} ms later`);
      await sleep(20);
    }
  }

  it("a price change made on A is served by B, though B's list was cached", async () => {
    const product = await createProduct(a, token, categoryId, { name: 'Instance Probe Cap', sellingPrice: 149 });
    await servedWithin(b, product.id, 149, HEARD_LIMIT_MS);
    // the same list again is B's cached answer (the cache keeps answers for 30 s)
    await a.ds.query('UPDATE products SET selling_price = 1 WHERE id = $1', [product.id]);
    expect(await priceOn(b, product.id)).toBe(149);
    await a.http.put(`/api/v1/products/${product.id}`).set(a.bearer(token)).send({ sellingPrice: 139 }).expect(200);
    await servedWithin(b, product.id, 139, HEARD_LIMIT_MS);
  });

  it('an instance that loses its link drops its whole cache and listens again', async () => {
    const product = await createProduct(a, token, categoryId, { name: 'Link Probe Cap', sellingPrice: 120 });
    await servedWithin(b, product.id, 120, HEARD_LIMIT_MS);
    // a change nobody announces: B's cached answer hides it
    await a.ds.query('UPDATE products SET selling_price = 121 WHERE id = $1', [product.id]);
    expect(await priceOn(b, product.id)).toBe(120);
    const bus = b.app.get(ClusterBus);
    expect(bus.connected).toBe(true);
    await a.ds.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [`shop-cluster-${bus.instanceId}`]);
    // B drops what it cached as soon as it notices, even before it listens again
    await servedWithin(b, product.id, 121, HEARD_LIMIT_MS);
    const t0 = Date.now();
    while (!bus.connected) {
      if (Date.now() - t0 > HEARD_LIMIT_MS) throw new Error('B did not listen again');
      await sleep(50);
    }
    await servedWithin(b, product.id, 121, 100); // cached again
    await a.http.put(`/api/v1/products/${product.id}`).set(a.bearer(token)).send({ sellingPrice: 125 }).expect(200);
    await servedWithin(b, product.id, 125, HEARD_LIMIT_MS);
  });

  it('the public category list follows a change made on the other instance', async () => {
    const before = await b.http.get('/api/v1/categories/public').expect(200);
    const count = before.body.data.length;
    await createCategory(a, token, { name: 'Made on A' });
    const t0 = Date.now();
    for (;;) {
      const res = await b.http.get('/api/v1/categories/public').expect(200);
      if (res.body.data.length === count + 1) break;
      if (Date.now() - t0 > HEARD_LIMIT_MS) throw new Error('B still lists the old categories');
      await sleep(20);
    }
  });
});
