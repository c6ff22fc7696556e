import request from 'supertest';
import { bootTestApp, type TestApp } from './helpers/test-app';
import { LockHolder } from './helpers/lock-holder';
import { createCategory, createProduct } from './catalog.fixtures';

/** The admission gate guards lists answered by PostgreSQL (held here by a lock); the in-memory read model is off. */
const SQL_PATH = { CATALOG_INDEX: 'off' };

const BUSY = 'The service is temporarily unavailable. Please try again later.';

/**
 * Shoppers' list work beyond what the instance computes at once is turned away fast with 503 and Retry-After, instead
 * of queueing without a bound; cached answers keep flowing meanwhile. A held table lock stands in for a slow query.
 */
describe("shedding shoppers' list load (e2e)", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await bootTestApp({ PUBLIC_LIST_ACTIVE: '1', PUBLIC_LIST_WAITING: '1', PUBLIC_LIST_WAIT_MS: '400', ...SQL_PATH });
    const owner = await t.tokenFor('OWNER');
    const categoryId = (await createCategory(t, owner)).id;
    await createProduct(t, owner, categoryId, { name: 'Sunset Snapback' });
    await createProduct(t, owner, categoryId, { name: 'Falcon Tee' });
  });
  afterAll(() => t.close());

  const lockProducts = () => LockHolder.take(t.databaseUrl, 'LOCK TABLE products IN ACCESS EXCLUSIVE MODE');

  it('answers 503 with Retry-After beyond one running and one waiting list, serves cached lists meanwhile, and recovers', async () => {
    const cached = await t.http.get('/api/v1/products?search=falcon');
    expect(cached.status).toBe(200);

    const holder = await lockProducts();
    const first = request(t.app.getHttpServer())
      .get('/api/v1/products?search=sunset')
      .then((r) => r);
    await holder.waitForWaiters(1, 'list');

    // one more may wait (then gives up after 400 ms), the other is turned away at once
    const started = Date.now();
    const [second, third] = await Promise.all([
      t.http.get('/api/v1/products?search=snapback'),
      t.http.get('/api/v1/products?search=tee&sortBy=price&sortOrder=asc'),
    ]);
    for (const busy of [second, third]) {
      expect(busy.status).toBe(503);
      expect(busy.body.message).toBe(BUSY);
      expect(busy.headers['retry-after']).toBe('1');
    }
    expect(Date.now() - started).toBeGreaterThanOrEqual(350);

    const fromMemory = await t.http.get('/api/v1/products?search=falcon');
    expect(fromMemory.status).toBe(200);
    expect(fromMemory.body.data.products.map((p: { name: string }) => p.name)).toEqual(['Falcon Tee']);

    await holder.release();
    const done = await first;
    expect(done.status).toBe(200);
    expect(done.body.data.products.map((p: { name: string }) => p.name)).toEqual(['Sunset Snapback']);

    const after = await t.http.get('/api/v1/products?search=sunset&sortBy=name');
    expect(after.status).toBe(200);
    expect(after.body.data.pagination.total).toBe(1);
  });

  it("never makes staff lists wait behind shoppers' ones", async () => {
    const staff = await t.tokenFor('ADMIN');
    const holder = await lockProducts();
    const shopper = request(t.app.getHttpServer())
      .get('/api/v1/products?search=cap')
      .then((r) => r);
    await holder.waitForWaiters(1, 'list');
    const staffList = request(t.app.getHttpServer())
      .get('/api/v1/products?search=tee')
      .set(t.bearer(staff))
      .then((r) => r);
    // the staff list reaches the database (and waits on the lock) although the shoppers' place is taken
    await holder.waitForWaiters(2, 'list');
    await holder.release();
    expect((await staffList).status).toBe(200);
    expect((await shopper).status).toBe(200);
  });
});
