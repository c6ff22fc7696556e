import request from 'supertest';
import { bootTestApp, type TestApp } from './helpers/test-app';
import { LockHolder } from './helpers/lock-holder';
import { createCategory, createProduct } from './catalog.fixtures';

/** The admission gate guards lists answered by PostgreSQL (held here by a lock); the in-memory read model is off. */
const SQL_PATH = { CATALOG_INDEX: 'off' };

const FLOODER = '203.0.113.66';
const SHOPPER = '203.0.113.77';

/**
 * The shoppers' list gate gives each client address a fair share: one address flooding distinct searches (each a
 * cache miss) holds at most its own places and is turned away beyond them, while another address's searches are
 * admitted and answered.
 */
describe("fair share of shoppers' list work per address (e2e)", () => {
  let t: TestApp;
  const search = (from: string, q: string) =>
    request(t.app.getHttpServer())
      .get(`/api/v1/products?search=${encodeURIComponent(q)}`)
      .set('X-Forwarded-For', from)
      .then((r) => r);

  beforeAll(async () => {
    // one at a time, four may wait, two places at most for one address; waiting long enough for the held lock
    t = await bootTestApp({
      PUBLIC_LIST_ACTIVE: '1',
      PUBLIC_LIST_WAITING: '4',
      PUBLIC_LIST_WAIT_MS: '20000',
      PUBLIC_LIST_PER_CLIENT: '2',
      ...SQL_PATH,
    });
    const owner = await t.tokenFor('OWNER');
    const categoryId = (await createCategory(t, owner)).id;
    await createProduct(t, owner, categoryId, { name: 'Sunset Snapback' });
    await createProduct(t, owner, categoryId, { name: 'Falcon Tee' });
  });
  afterAll(() => t.close());

  it('an address flooding distinct searches is turned away beyond its share while another address is served', async () => {
    const holder = await LockHolder.take(t.databaseUrl, 'LOCK TABLE products IN ACCESS EXCLUSIVE MODE');
    const flood = Array.from({ length: 20 }, (_, i) => search(FLOODER, `flood ${i}`));
    await holder.waitForWaiters(1, 'list');
    const flooded = await Promise.all(flood.slice(2));
    // its two places are taken (one running on the lock, one waiting); the rest are turned away at once
    expect(flooded.map((r) => r.status)).toEqual(Array(18).fill(503));

    const shopper = [search(SHOPPER, 'snapback'), search(SHOPPER, 'tee')];
    await new Promise((r) => setTimeout(r, 200));
    await holder.release();
    const served = await Promise.all(shopper);
    expect(served.map((r) => r.status)).toEqual([200, 200]);
    expect(served.map((r) => r.body.data.products[0].name)).toEqual(['Sunset Snapback', 'Falcon Tee']);
    expect((await Promise.all(flood.slice(0, 2))).map((r) => r.status)).toEqual([200, 200]);
  });

  it("distinct searches at concurrency 70 from one address leave another address's 12 searches unrefused", async () => {
    // the default queue and share, one search at a time: seventy at once from one address would fill every place
    for (const name of ['WAITING', 'WAIT_MS', 'PER_CLIENT']) delete process.env[`PUBLIC_LIST_${name}`];
    const fair = await bootTestApp({ PUBLIC_LIST_ACTIVE: '1', ...SQL_PATH }, [], t);
    try {
      const http = () => request(fair.app.getHttpServer());
      let next = 0;
      let shopperDone = false;
      // the flood goes on until the shopper is done (at most 3,000 searches)
      const flooder = async () => {
        while (!shopperDone && next < 3_000) {
          const n = next++;
          await http().get(`/api/v1/products?search=flood${n}`).set('X-Forwarded-For', FLOODER);
        }
      };
      const flood = Promise.all(Array.from({ length: 70 }, flooder));
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await http().get(`/api/v1/products?search=shopper${i}`).set('X-Forwarded-For', SHOPPER);
        statuses.push(res.status);
      }
      const floodedWhileShopping = next;
      shopperDone = true;
      await flood;
      expect(floodedWhileShopping).toBeGreaterThan(140); // at least two rounds of seventy ran meanwhile
      expect(statuses.filter((s) => s !== 200)).toEqual([]);
    } finally {
      await fair.close();
    }
  });
});
