import { AUTH_MESSAGES } from '@shop/common';
import { bootTestApp, type TestApp } from './helpers/test-app';

/**
 * The sign-in throttle as an attacker and an office meet it. Failures are made from documentation addresses
 * (203.0.113.x, 198.51.100.x) through X-Forwarded-For, which the API trusts from loopback.
 */
const login = (t: TestApp, email: string, password: string, ip: string) =>
  t.http.post('/api/v1/auth/login').set('X-Forwarded-For', ip).send({ email, password });

/** Moves recorded failures into the past, as if that much time had gone by. */
const age = (t: TestApp, seconds: number, email?: string) =>
  t.ds.query(
    `UPDATE login_failures SET at = at - make_interval(secs => $1)${email ? ' WHERE email = $2' : ''}`,
    email ? [seconds, email] : [seconds],
  );

const retryAfter = (res: { headers: Record<string, string> }) => Number(res.headers['retry-after']);

describe('sign-in policy', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await bootTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('five failures for the owner from five addresses do not lock the owner out of a new address', async () => {
    const owner = await t.createUser({ role: 'OWNER', email: 'owner@example.com', password: 'owner-pass-1' });
    for (let i = 1; i <= 5; i++) await login(t, owner.user.email, `guess-${i}`, `203.0.113.${i}`).expect(401);
    const res = await login(t, owner.user.email, 'owner-pass-1', '198.51.100.7').expect(200);
    expect(res.body.data.user.email).toBe('owner@example.com');
    // The attacker's addresses, which already failed for this email, wait for the cool-down instead.
    const blocked = await login(t, owner.user.email, 'guess-6', '203.0.113.1').expect(429);
    expect(blocked.body.message).toBe(AUTH_MESSAGES.tooManyRequests);
    expect(retryAfter(blocked)).toBeGreaterThan(0);
    // Repeatable: more failures from more addresses still leave the owner's new address open.
    for (let i = 6; i <= 9; i++) await login(t, owner.user.email, `guess-${i}`, `203.0.113.${i}`).expect(401);
    await login(t, owner.user.email, 'owner-pass-1', '198.51.100.8').expect(200);
  });

  it('one mistyping colleague locks only their own sign-in, not the office behind the same address', async () => {
    const office = '203.0.113.50';
    const colleagues = await Promise.all(
      Array.from({ length: 8 }, (_, i) => t.createUser({ email: `colleague${i}@example.com`, password: `colleague-pass-${i}` })),
    );
    const [clumsy, ...others] = colleagues;
    for (let i = 0; i < 5; i++) await login(t, clumsy.user.email, 'typo-typo', office).expect(401);
    const locked = await login(t, clumsy.user.email, clumsy.password, office).expect(429);
    expect(locked.body).toEqual({ statusCode: 429, message: AUTH_MESSAGES.tooManyRequests, error: 'Too Many Requests' });
    expect(retryAfter(locked)).toBeGreaterThan(14 * 60);
    expect(retryAfter(locked)).toBeLessThanOrEqual(15 * 60);
    for (const c of others) await login(t, c.user.email, c.password, office).expect(200);
    // When the 15 minutes have passed, the clumsy colleague is back.
    await age(t, 15 * 60 + 1, clumsy.user.email);
    await login(t, clumsy.user.email, clumsy.password, office).expect(200);
  });

  it('an address has a high ceiling: 50 failures in 15 minutes close it for every account', async () => {
    const shared = '203.0.113.60';
    const staff = await t.createUser({ email: 'late-arrival@example.com', password: 'late-pass-123' });
    for (let e = 0; e < 10; e++) {
      for (let i = 0; i < 5; i++) await login(t, `ghost${e}@example.com`, 'nope-nope', shared).expect(401);
    }
    const res = await login(t, staff.user.email, staff.password, shared).expect(429);
    expect(res.body.message).toBe(AUTH_MESSAGES.tooManyRequests);
    await login(t, staff.user.email, staff.password, '203.0.113.61').expect(200);
  });

  it('slow distributed guessing meets growing delays, and each new address gets one guess', async () => {
    const target = await t.createUser({ email: 'target@example.com', password: 'target-pass-1' });
    const email = target.user.email;
    for (let i = 11; i <= 15; i++) await login(t, email, 'guess', `203.0.113.${i}`).expect(401);
    // After five failures every further guess from a failing address waits 1 s, then 2 s, then 4 s ...
    const waits: number[] = [];
    for (let round = 0; round < 3; round++) {
      const ip = `203.0.113.${11 + round}`;
      const wait = await login(t, email, 'guess', ip).expect(429);
      waits.push(retryAfter(wait));
      await age(t, retryAfter(wait) + 1, email);
      await login(t, email, 'guess', ip).expect(401);
    }
    expect(waits).toEqual([1, 2, 4]);
    // A fresh address is checked at once (the rightful user may be on it) but only once during the attack.
    await login(t, email, 'guess', '198.51.100.21').expect(401);
    await login(t, email, 'guess', '198.51.100.21').expect(429);
    // ... and an address that failed earlier today is not fresh again once its 15-minute window has passed.
    await age(t, 3 * 3600, email);
    await t.ds.query(`INSERT INTO login_failures (email, address) SELECT $1, '203.0.113.99' FROM generate_series(1, 5)`, [email]);
    await login(t, email, 'guess', '198.51.100.21').expect(429);
    // The delay is capped at the 15-minute window: with many failures the wait is long, never longer.
    await t.ds.query(`INSERT INTO login_failures (email, address) SELECT $1, '203.0.113.98' FROM generate_series(1, 20)`, [email]);
    const capped = await login(t, email, 'guess', '203.0.113.11').expect(429);
    expect(retryAfter(capped)).toBeGreaterThan(14 * 60);
    expect(retryAfter(capped)).toBeLessThanOrEqual(15 * 60);
    // Through all of it the owner of the account signs in from an address that has not failed.
    await login(t, email, 'target-pass-1', '198.51.100.22').expect(200);
  });

  it('expired failures are pruned after a day', async () => {
    await login(t, 'prune-me@example.com', 'nope-nope', '203.0.113.70').expect(401);
    await age(t, 25 * 3600, 'prune-me@example.com');
    await login(t, 'prune-me-too@example.com', 'nope-nope', '203.0.113.71').expect(401);
    const rows = await t.ds.query(`SELECT email FROM login_failures WHERE email LIKE 'prune-me%'`);
    expect(rows.map((r: { email: string }) => r.email)).toEqual(['prune-me-too@example.com']);
  });

  describe('two API instances on one database', () => {
    let b: TestApp;
    beforeAll(async () => {
      b = await bootTestApp({}, [], t);
    });
    afterAll(async () => {
      await b.close();
    });

    it('count the same failures', async () => {
      const u = await t.createUser({ email: 'shared-count@example.com', password: 'shared-pass-1' });
      const ip = '198.51.100.30';
      const instances = [t, b, t, b, t];
      for (const inst of instances) await login(inst, u.user.email, 'wrong-wrong', ip).expect(401);
      await login(b, u.user.email, u.password, ip).expect(429);
      await login(t, u.user.email, u.password, ip).expect(429);
    });
  });
});
