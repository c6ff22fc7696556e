import { CatalogIndexService } from '../src/catalog-index/catalog-index.service';
import type { ClusterBus } from '../src/core/cluster/cluster-bus';
import { DomainEvents } from '../src/core/cluster/domain-events';
import { bootTestApp, type TestApp } from './helpers/test-app';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Two API instances on one database: `indexed` answers shoppers' lists from its in-memory read model, `sql` from
 * PostgreSQL (CATALOG_INDEX=off), so the same URL asked of both compares the two paths.
 */
export async function bootIndexedAndSql(): Promise<{ indexed: TestApp; sql: TestApp }> {
  // Without the e-invoice reporter: its look at its queue every 5 s opens a transaction on the app's DataSource, which
  // the tests that count the database work of an answer from memory would count whenever it fell into their window
  // (reproduced with ZATCA_REPORT_POLL_MS=5). None of these tests sends an invoice.
  const indexed = await bootTestApp({ ZATCA_REPORTING: 'off' });
  const sql = await bootTestApp({ CATALOG_INDEX: 'off', ZATCA_REPORTING: 'off' }, [], indexed);
  delete process.env.CATALOG_INDEX;
  delete process.env.ZATCA_REPORTING;
  return { indexed, sql };
}

export async function closeBoth(p: { indexed: TestApp; sql: TestApp }): Promise<void> {
  await p.sql.close();
  await p.indexed.close();
}

/** Polls until `t` answers from memory (after start or a reload); `limitMs` only ends a test that would hang. */
export async function untilServing(t: TestApp, limitMs = 20_000): Promise<void> {
  const index = t.app.get(CatalogIndexService);
  const t0 = Date.now();
  while (!index.serving) {
    if (Date.now() - t0 > limitMs) throw new Error('the read model did not come back');
    await sleep(20);
  }
}

/** Rows written straight to the database announce nothing: the instance is told to read everything again. */
export async function reloadFromDatabase(t: TestApp): Promise<void> {
  t.app.get(DomainEvents).resync();
  await untilServing(t);
}

/** One URL asked of both instances; the bodies as JSON text (order of keys included). */
export async function askBoth(p: { indexed: TestApp; sql: TestApp }, url: string): Promise<{ fromIndex: unknown; fromSql: unknown; status: number }> {
  const [a, b] = await Promise.all([p.indexed.http.get(url), p.sql.http.get(url)]);
  if (a.status !== b.status) throw new Error(`${url}: the read model answered ${a.status}, PostgreSQL ${b.status}`);
  return { fromIndex: a.body, fromSql: b.body, status: a.status };
}

/**
 * Cuts `t` off from the change link (its LISTEN connection ended by the server) and keeps it cut off until the
 * returned release() is called. The instance tries to listen again after a quarter of a second, and a reload follows:
 * on a busy machine that can come before the test has looked at the cut-off instance, so its reconnection waits for
 * the test instead of the clock. Answers once the instance has noticed the lost link (or fails after 20 s).
 */
export async function cutOffChangeLink(t: TestApp, bus: ClusterBus): Promise<() => void> {
  const target = bus as unknown as { connect(): Promise<void> };
  const connect = target.connect.bind(bus);
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const held = jest.spyOn(target, 'connect').mockImplementation(async () => {
    await gate;
    return connect();
  });
  const release = () => {
    held.mockRestore();
    open();
  };
  try {
    await t.ds.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [`shop-cluster-${bus.instanceId}`]);
    const t0 = Date.now();
    while (bus.connected) {
      if (Date.now() - t0 > 20_000) throw new Error('the lost link went unnoticed');
      await sleep(10);
    }
  } catch (err) {
    release();
    throw err;
  }
  return release;
}
