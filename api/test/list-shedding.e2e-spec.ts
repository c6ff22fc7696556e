import { Client } from 'pg';
import request from 'supertest';
import { bootTestApp, type TestApp } from './helpers/test-app';
import { createCategory, createProduct } from './catalog.fixtures';

const BUSY = 'The service is temporarily unavailable. Please try again later.';

/**
 * Shoppers' list work beyond what the instance computes at once is turned away fast with 503 and Retry-After, instead
 * of queueing without a bound; cached answers keep flowing meanwhile. A held table lock stands in for a slow query.
 */
describe('shedding shoppers\' list load (e2e)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await bootTestApp({ PUBLIC_LIST_ACTIVE: '1', PUBLIC_LIST_WAITING: '1', PUBLIC_LIST_WAIT_MS: '400' });
    const owner = await t.tokenFor('OWNER');
    const categoryId = (await createCategory(t, owner)).id;
    await createProduct(t, owner, categoryId, { name: 'Sunset Snapback' });
    await createProduct(t, owner, categoryId, { name: 'Falcon Tee' });
  });
  afterAll(() => t.close());

  async function waitForLockWaiters(holder: Client, n: number): Promise<void> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      await holder.query('SELECT pg_stat_clear_snapshot()');
      const [{ waiting }] = (
        await holder.query(
          `SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
        )
      ).rows;
      if (waiting >= n) return;
      if (Date.now() > deadline) throw new Error(`only ${waiting} list queries reached the lock`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  it('answers 503 with Retry-After beyond one running and one waiting list, serves cached lists meanwhile, and recovers', async () => {
    const cached = await t.http.get('/api/v1/products?search=falcon');
    expect(cached.status).toBe(200);

    const holder = new Client({ connectionString: t.databaseUrl });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE products IN ACCESS EXCLUSIVE MODE');
    const first = request(t.app.getHttpServer()).get('/api/v1/products?search=sunset').then((r) => r);
    await waitForLockWaiters(holder, 1);

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

    await holder.query('COMMIT');
    await holder.end();
    const done = await first;
    expect(done.status).toBe(200);
    expect(done.body.data.products.map((p: { name: string }) => p.name)).toEqual(['Sunset Snapback']);

    const after = await t.http.get('/api/v1/products?search=sunset&sortBy=name');
    expect(after.status).toBe(200);
    expect(after.body.data.pagination.total).toBe(1);
  });

  it('never makes staff lists wait behind shoppers\' ones', async () => {
    const staff = await t.tokenFor('ADMIN');
    const holder = new Client({ connectionString: t.databaseUrl });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE products IN ACCESS EXCLUSIVE MODE');
    const shopper = request(t.app.getHttpServer()).get('/api/v1/products?search=cap').then((r) => r);
    await waitForLockWaiters(holder, 1);
    const staffList = request(t.app.getHttpServer()).get('/api/v1/products?search=tee').set(t.bearer(staff)).then((r) => r);
    // the staff list reaches the database (and waits on the lock) although the shoppers' place is taken
    await waitForLockWaiters(holder, 2);
    await holder.query('COMMIT');
    await holder.end();
    expect((await staffList).status).toBe(200);
    expect((await shopper).status).toBe(200);
  });
});
