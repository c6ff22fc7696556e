import { bootTestApp, apiPath as api, type TestApp } from './helpers/test-app';
import { type FatooraStandin, startFatooraStandin } from './helpers/fatoora-standin';
import { insertCategory, insertProduct } from './sales.fixtures';
import { VALID_TAX } from './tax.fixtures';

/**
 * Issue 44, item 4: once onboarded, each signed simplified document is queued in its own transaction and reported to
 * Fatoora (here the local stand-in) in chain order, exactly once, through failures, an outage and a restart, by any
 * number of API instances; a rejected document keeps ZATCA's message and does not block the rest.
 */
const ENV = {
  ZATCA_REPORT_POLL_MS: '40',
  ZATCA_RETRY_BASE_MS: '10',
  ZATCA_RETRY_MAX_MS: '150',
  ZATCA_HTTP_TIMEOUT_MS: '10000',
};

/** Waits for an outcome (not for a time): checks it again whenever the event loop is free, until the test's timeout. */
async function until(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((r) => setTimeout(r, 25));
}

/** Runs `jobs` with at most `width` at a time. */
async function inParallel(count: number, width: number, job: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) await job(next++);
    }),
  );
}

jest.setTimeout(600_000);

describe('ZATCA reporting queue against the Fatoora stand-in', () => {
  let standin: FatooraStandin;
  let a: TestApp, b: TestApp;
  let owner: string, adminA: string, adminB: string, product: string;
  const sale = (t: TestApp, token: string, price: number) =>
    t.http
      .post(api('/sales'))
      .set(t.bearer(token))
      .send({ productId: product, saleDate: '2026-05-01', originalPrice: 1, sellingPrice: price, quantity: 1, size: null });
  const queue = async (t: TestApp) =>
    (await t.ds.query(`SELECT COUNT(*) FILTER (WHERE "state" = 'WAITING')::int AS "waiting", COUNT(*)::int AS "all" FROM "zatca_reports"`))[0] as {
      waiting: number;
      all: number;
    };

  /** What /health tells monitoring: the oldest waiting document's age in seconds, null when none waits. */
  const queueAge = async () => {
    const res = await a.http.get(api('/health'));
    expect(res.status).toBe(200);
    return (res.body.data ?? res.body).zatcaQueueOldestAgeSeconds;
  };

  beforeAll(async () => {
    standin = await startFatooraStandin();
    const env = { ...ENV, ZATCA_BASE_URL_DEVELOPER_PORTAL: standin.baseUrl };
    a = await bootTestApp(env);
    b = await bootTestApp(env, [], a);
    owner = await a.tokenFor('OWNER');
    adminA = await a.tokenFor('ADMIN');
    adminB = adminA;
    product = await insertProduct(a.ds, await insertCategory(a.ds), { name: 'Bulls 1996 Snapback', brand: 'Retro' });
    expect((await a.http.put(api('/settings')).set(a.bearer(owner)).send(VALID_TAX)).status).toBe(200);
    expect((await a.http.put(api('/invoices/zatca-phase2')).set(a.bearer(owner)).send({ on: true })).status).toBe(200);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await standin?.close();
  });

  it('queues nothing before onboarding: documents signed with the stand-in certificate are not reported', async () => {
    expect((await sale(a, adminA, 10)).status).toBe(201);
    expect((await queue(a)).all).toBe(0);
    // onboarding done (its API stores the production CSID here; this file is about the queue)
    await a.ds.query(
      `INSERT INTO "zatca_onboarding" ("id", "environment", "production_token", "production_secret") VALUES (1, 'DEVELOPER_PORTAL', $1, $2)`,
      [standin.credentials.token, standin.credentials.secret],
    );
  });

  it("a rejected document keeps ZATCA's message, is shown to the owner and does not block the rest", async () => {
    standin.mode = 'reject';
    const rejected = await sale(a, adminA, 11);
    expect(rejected.status).toBe(201);
    await until(async () => standin.received.length === 1);
    standin.mode = 'accept';
    for (const price of [12, 13]) expect((await sale(b, adminB, price)).status).toBe(201);
    await until(async () => (await queue(a)).waiting === 0);

    const rows: { state: string; number: string }[] = await a.ds.query(`SELECT "state", "number" FROM "zatca_reports" ORDER BY "number"`);
    expect(rows.map((r) => r.state)).toEqual(['REJECTED', 'REPORTED', 'REPORTED']);
    const card = await a.http.get(api('/zatca/reporting')).set(a.bearer(owner));
    expect(card.status).toBe(200);
    expect(card.body.data).toMatchObject({ waiting: 0, oldestWaitingAgeSeconds: null, reported: 2, rejected: 1 });
    expect(card.body.data.rejections).toEqual([
      expect.objectContaining({ number: Number(rows[0].number), messages: ['BR-KSA-37: The seller address building number must contain 4 digits.'] }),
    ]);
    expect((await a.http.get(api('/zatca/reporting')).set(a.bearer(adminA))).status).toBe(403);
    expect(await queueAge()).toBeNull();
  });

  it('1,000 sales on two instances are reported in chain order exactly once through 20% failures, an outage and a restart', async () => {
    const before = standin.received.length;
    standin.failureRate = 0.2;
    // half while Fatoora answers (one call in five fails), then half while it is down: the queue builds up
    await inParallel(500, 8, async (i) => {
      const res = await sale(i % 2 ? a : b, i % 2 ? adminA : adminB, 20 + (i % 50));
      expect(res.status).toBe(201);
    });
    standin.mode = 'down';
    const failedAtOutage = standin.failedCalls;
    await inParallel(500, 8, async (i) => {
      const res = await sale(i % 2 ? a : b, i % 2 ? adminA : adminB, 20 + (i % 50));
      expect(res.status).toBe(201);
    });
    await until(async () => standin.failedCalls >= failedAtOutage + 5);
    expect(typeof (await queueAge())).toBe('number');

    // a restart mid-queue: one instance goes, a new one starts on the same database
    expect((await queue(a)).waiting).toBeGreaterThan(0);
    await b.close();
    b = await bootTestApp({ ...ENV, ZATCA_BASE_URL_DEVELOPER_PORTAL: standin.baseUrl }, [], a);
    standin.mode = 'accept';
    await until(async () => (await queue(a)).waiting === 0);

    const rows: { invoice_id: string; number: string; state: string }[] = await a.ds.query(
      `SELECT "invoice_id", "number", "state" FROM "zatca_reports" ORDER BY "number"`,
    );
    expect(rows.length).toBe(1003);
    const sent = standin.received.slice(before);
    expect(sent.length).toBe(1000);
    expect(new Set(sent.map((r) => r.uuid)).size).toBe(1000);
    const numberOf = new Map(rows.map((r) => [r.invoice_id, Number(r.number)]));
    const order = sent.map((r) => numberOf.get(r.uuid) as number);
    expect(order).toEqual([...order].sort((x, y) => x - y));
    expect(order).toEqual(rows.slice(3).map((r) => Number(r.number)));
    expect(rows.slice(3).every((r) => r.state === 'REPORTED')).toBe(true);
    expect(standin.failedCalls).toBeGreaterThan(failedAtOutage + 5);
  });
});
