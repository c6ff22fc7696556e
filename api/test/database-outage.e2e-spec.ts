import { ERROR_CATALOGUE } from '@shop/common';
import { ownPostgres, type OwnPostgres } from './helpers/own-postgres';
import { bootTestApp, type TestApp } from './helpers/test-app';

/**
 * PostgreSQL goes away under a running API and comes back. This file has a server of its own (the shared one serves
 * the other files), which it stops mid-test and restarts on the same port and data folder.
 */
const UNAVAILABLE = { statusCode: 503, message: ERROR_CATALOGUE[503].fallback, error: 'Service Unavailable' };

describe('database outage', () => {
  let db: OwnPostgres;
  let t: TestApp;
  let sharedServer: string | undefined;

  beforeAll(async () => {
    db = await ownPostgres();
    sharedServer = process.env.TEST_DATABASE_URL;
    process.env.TEST_DATABASE_URL = db.url;
    t = await bootTestApp();
  });
  afterAll(async () => {
    await t?.close().catch(() => undefined);
    process.env.TEST_DATABASE_URL = sharedServer;
    await db?.dispose();
  });

  it('answers 503 "temporarily unavailable" while PostgreSQL is down, keeps sessions, and recovers', async () => {
    const u = await t.createUser({ email: 'outage@example.com', password: 'outage-pass-1' });
    const session = (
      await t.http.post('/api/v1/auth/login').set('X-Forwarded-For', '198.51.100.50').send({ email: u.user.email, password: u.password }).expect(200)
    ).body.data;
    await t.http.get('/api/v1/auth/me').set(t.bearer(session.accessToken)).expect(200);

    await db.stop();

    const me = await t.http.get('/api/v1/auth/me').set(t.bearer(session.accessToken));
    expect(me.status).toBe(503);
    expect(me.body).toEqual(UNAVAILABLE);
    expect(Number(me.headers['retry-after'])).toBeGreaterThan(0);
    const list = await t.http.get('/api/v1/sales').set(t.bearer(session.accessToken));
    expect(list.body).toEqual(UNAVAILABLE);
    const signIn = await t.http
      .post('/api/v1/auth/login')
      .set('X-Forwarded-For', '198.51.100.51')
      .send({ email: u.user.email, password: u.password });
    expect(signIn.body).toEqual(UNAVAILABLE);
    const refresh = await t.http.post('/api/v1/auth/refresh').send({ refreshToken: session.refreshToken });
    expect(refresh.body).toEqual(UNAVAILABLE);
    const anonymous = await t.http.get('/api/v1/categories/public');
    expect(anonymous.body).toEqual(UNAVAILABLE);
    // Without any token a protected route still says "log in": nothing to check against the database.
    await t.http.get('/api/v1/auth/me').expect(401);

    await db.start();

    // The pool reconnects on its own; the same session works again, and its refresh token was never burnt.
    // asked until it answers: the 20 s limit only ends a hang (50 tries 200 ms apart were within reach of a busy machine)
    let status = 0;
    const deadline = Date.now() + 20_000;
    for (;;) {
      status = (await t.http.get('/api/v1/auth/me').set(t.bearer(session.accessToken))).status;
      if (status === 200 || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(200);
    await t.http.post('/api/v1/auth/refresh').send({ refreshToken: session.refreshToken }).expect(200);
  });
});
