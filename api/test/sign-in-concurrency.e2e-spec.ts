import { SIGN_IN_POLICY } from '../src/auth/login-throttle';
import { bootTwoInstances, closeInstances, type TestApp } from './helpers/test-app';

/**
 * The sign-in throttle under a burst: guesses sent all at once, half to each of two API instances on one database,
 * are counted before their passwords are checked, so no more than the limit are ever checked.
 */
const login = (t: TestApp, email: string, password: string, ip: string) =>
  t.http.post('/api/v1/auth/login').set('X-Forwarded-For', ip).send({ email, password });

/** Sends every attempt at once, alternating between the instances; answers the statuses in order. */
async function burst(instances: TestApp[], attempts: { email: string; password: string }[], ip: string): Promise<number[]> {
  const answers = await Promise.all(attempts.map((a, i) => login(instances[i % instances.length], a.email, a.password, ip)));
  return answers.map((r) => r.status);
}

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe('sign-in throttle under concurrent guesses on two instances', () => {
  let a: TestApp, b: TestApp;

  beforeAll(async () => {
    [a, b] = await bootTwoInstances();
  });
  afterAll(() => closeInstances(a, b));

  it('40 concurrent wrong passwords for one account get at most 5 checked, and the right one after them is refused', async () => {
    const u = await a.createUser({ email: 'burst-target@example.com', password: 'burst-pass-1' });
    const ip = '203.0.113.120';
    const statuses = await burst(
      [a, b],
      Array.from({ length: 40 }, (_, i) => ({ email: u.user.email, password: `guess-${i}` })),
      ip,
    );
    expect(count(statuses, 401)).toBeLessThanOrEqual(SIGN_IN_POLICY.perEmailAndAddress);
    expect(count(statuses, 401) + count(statuses, 429)).toBe(40);
    const [{ n }] = await a.ds.query(`SELECT count(*)::int AS n FROM login_failures WHERE email = $1`, [u.user.email]);
    expect(n).toBeLessThanOrEqual(SIGN_IN_POLICY.perEmailAndAddress);
    await login(a, u.user.email, u.password, ip).expect(429);
    await login(b, u.user.email, u.password, ip).expect(429);
  });

  it('the right password hidden among concurrent guesses gets in only if it is among the first 5 checked', async () => {
    const u = await a.createUser({ email: 'burst-hidden@example.com', password: 'hidden-pass-1' });
    const attempts = Array.from({ length: 40 }, (_, i) => ({ email: u.user.email, password: i === 29 ? u.password : `guess-${i}` }));
    const statuses = await burst([a, b], attempts, '203.0.113.121');
    const checked = count(statuses, 401) + count(statuses, 200);
    expect(checked).toBeLessThanOrEqual(SIGN_IN_POLICY.perEmailAndAddress);
    expect(count(statuses, 429)).toBe(40 - checked);
  });

  it('120 concurrent wrong passwords for different accounts from one address get at most 50 checked', async () => {
    const ip = '203.0.113.122';
    const staff = await a.createUser({ email: 'same-office@example.com', password: 'office-pass-1' });
    const attempts = Array.from({ length: 120 }, (_, i) => ({ email: `spray${i}@example.com`, password: 'nope-nope' }));
    const statuses = await burst([a, b], attempts, ip);
    expect(count(statuses, 401)).toBeLessThanOrEqual(SIGN_IN_POLICY.perAddress);
    expect(count(statuses, 401) + count(statuses, 429)).toBe(120);
    const [{ n }] = await a.ds.query(`SELECT count(*)::int AS n FROM login_failures WHERE address = $1`, [ip]);
    expect(n).toBeLessThanOrEqual(SIGN_IN_POLICY.perAddress);
    await login(b, staff.user.email, staff.password, ip).expect(429);
    await login(a, staff.user.email, staff.password, '203.0.113.123').expect(200);
  }, 60_000);

  it('keeps its counts in a WAL-logged table, so a database crash does not wipe them', async () => {
    // an unlogged table is emptied by crash recovery, which would hand every address a fresh allowance
    const rows = await a.ds.query(
      `SELECT relname, relpersistence FROM pg_class WHERE relname IN ('login_failures', 'password_reset_requests') ORDER BY relname`,
    );
    expect(rows).toEqual([
      { relname: 'login_failures', relpersistence: 'p' },
      { relname: 'password_reset_requests', relpersistence: 'p' },
    ]);
  });
});
