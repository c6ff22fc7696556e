import { JwtService } from '@nestjs/jwt';
import { REFRESH_REUSE_GRACE_MS } from '../src/auth/refresh-rotation';
import { SESSION_CHECK_CACHE_MS } from '../src/auth/session-check';
import { bootTwoInstances, closeInstances, type TestApp, type TestUser } from './helpers/test-app';

/** Access tokens carry their session; ending the session (logout, refresh-token reuse) ends the access token too. */
const login = (t: TestApp, email: string, password: string) =>
  t.http.post('/api/v1/auth/login').set('X-Forwarded-For', '198.51.100.40').send({ email, password }).expect(200);
const me = (t: TestApp, token: string) => t.http.get('/api/v1/auth/me').set(t.bearer(token));
/** Moves every rotation back past the grace window, after which presenting a rotated token again is reuse. */
const pastGrace = (t: TestApp) =>
  t.ds.query(`UPDATE refresh_tokens SET used_at = used_at - make_interval(secs => $1) WHERE used_at IS NOT NULL`, [
    REFRESH_REUSE_GRACE_MS / 1000 + 1,
  ]);

/**
 * Asks until the token is refused. The instance may accept it from its cache only while an entry made before the
 * session ended (at `endedAt`) can still be fresh: every request sent SESSION_CHECK_CACHE_MS after that must be
 * refused. So the check is on when each accepted request was sent, not on how long an answer took, which a busy
 * machine stretches (an answer sent in the window could come back after it).
 */
async function refusedOnceCacheExpired(t: TestApp, token: string, endedAt: number): Promise<void> {
  const cacheExpired = endedAt + SESSION_CHECK_CACHE_MS;
  for (;;) {
    const sentAt = Date.now();
    const res = await me(t, token);
    if (res.status === 401) return;
    expect(res.status).toBe(200);
    if (sentAt >= cacheExpired) throw new Error(`token still accepted when asked ${sentAt - endedAt} ms after its session ended`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('sessions end when they are ended', () => {
  let a: TestApp, b: TestApp;
  let u: TestUser;

  beforeAll(async () => {
    [a, b] = await bootTwoInstances();
    u = await a.createUser({ email: 'session-user@example.com', password: 'session-pass-1' });
  });
  afterAll(() => closeInstances(a, b));

  it('caches a session check for a few seconds at most', () => {
    expect(SESSION_CHECK_CACHE_MS).toBeGreaterThan(0);
    expect(SESSION_CHECK_CACHE_MS).toBeLessThanOrEqual(5000);
  });

  it('after logout the old access token is refused at once on the same instance and within the cache window on another', async () => {
    const s = (await login(a, u.user.email, u.password)).body.data;
    const other = (await login(a, u.user.email, u.password)).body.data;
    await me(a, s.accessToken).expect(200);
    await me(b, s.accessToken).expect(200); // instance B now holds the session as live in its cache
    await a.http.post('/api/v1/auth/logout').send({ refreshToken: s.refreshToken }).expect(200);
    const ended = Date.now();
    const res = await me(a, s.accessToken).expect(401);
    expect(res.body.message).toBe('Please log in again to continue.');
    await refusedOnceCacheExpired(b, s.accessToken, ended);
    // The user's other sign-in is a session of its own and keeps working.
    await me(a, other.accessToken).expect(200);
    await me(b, other.accessToken).expect(200);
  });

  it('after refresh-token reuse revokes a family, every access token of that family is refused', async () => {
    const first = (await login(a, u.user.email, u.password)).body.data;
    const second = (await a.http.post('/api/v1/auth/refresh').send({ refreshToken: first.refreshToken }).expect(200)).body.data;
    await me(a, first.accessToken).expect(200);
    await me(b, second.accessToken).expect(200);
    // The rotated token presented again after the grace window (it leaked): the whole family ends.
    await pastGrace(a);
    await b.http.post('/api/v1/auth/refresh').send({ refreshToken: first.refreshToken }).expect(401);
    const ended = Date.now();
    await me(b, first.accessToken).expect(401);
    await me(b, second.accessToken).expect(401);
    await refusedOnceCacheExpired(a, first.accessToken, ended);
    await refusedOnceCacheExpired(a, second.accessToken, ended);
  });

  it('refuses a validly signed access token that names no session or an unknown one', async () => {
    const jwt = a.app.get(JwtService);
    const noSession = await jwt.signAsync({ sub: u.user.id, typ: 'access', ver: u.user.tokenVersion });
    await me(a, noSession).expect(401);
    const unknown = await jwt.signAsync({ sub: u.user.id, typ: 'access', ver: u.user.tokenVersion, sid: 'cxxxxxxxxxxxxxxxxxxxxxxxx' });
    await me(a, unknown).expect(401);
  });

  it("refuses another user's session id in a token", async () => {
    const other = await a.createUser({ email: 'session-other@example.com', password: 'other-pass-1' });
    const theirs = (await login(a, other.user.email, other.password)).body.data;
    const sid = JSON.parse(Buffer.from(theirs.accessToken.split('.')[1], 'base64url').toString()).sid;
    expect(typeof sid).toBe('string');
    const jwt = a.app.get(JwtService);
    const borrowed = await jwt.signAsync({ sub: u.user.id, typ: 'access', ver: u.user.tokenVersion, sid });
    await me(a, borrowed).expect(401);
  });

  it('one refresh token sent to two instances at the same time: both answer the same successor, nothing revoked', async () => {
    for (let round = 0; round < 10; round++) {
      const s = (await login(a, u.user.email, u.password)).body.data;
      const answers = await Promise.all([a, b].map((inst) => inst.http.post('/api/v1/auth/refresh').send({ refreshToken: s.refreshToken })));
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
      expect(answers[0].body.data.refreshToken).toBe(answers[1].body.data.refreshToken);
      const winner = answers[0].body.data;
      const sid = JSON.parse(Buffer.from(s.accessToken.split('.')[1], 'base64url').toString()).sid;
      const [{ revoked }] = await a.ds.query(`SELECT count(*)::int AS revoked FROM refresh_tokens WHERE family_id = $1 AND revoked_at IS NOT NULL`, [
        sid,
      ]);
      expect(revoked).toBe(0);
      await me(a, winner.accessToken).expect(200);
      await me(b, winner.accessToken).expect(200);
      await b.http.post('/api/v1/auth/refresh').send({ refreshToken: winner.refreshToken }).expect(200);
    }
  });

  it('a session ended while it is being refreshed stays ended', async () => {
    for (let round = 0; round < 5; round++) {
      const s = (await login(a, u.user.email, u.password)).body.data;
      const [refreshed] = await Promise.all([
        a.http.post('/api/v1/auth/refresh').send({ refreshToken: s.refreshToken }),
        b.http.post('/api/v1/auth/logout').send({ refreshToken: s.refreshToken }).expect(200),
      ]);
      if (refreshed.status === 200) {
        await b.http.post('/api/v1/auth/refresh').send({ refreshToken: refreshed.body.data.refreshToken }).expect(401);
        // any cache entry of A's was made before both answers came back, so before now
        await refusedOnceCacheExpired(a, refreshed.body.data.accessToken, Date.now());
      } else {
        expect(refreshed.status).toBe(401);
      }
    }
  });

  it('a rotated token presented again after its rotation finished still revokes the family, on any instance', async () => {
    const first = (await login(a, u.user.email, u.password)).body.data;
    const second = (await a.http.post('/api/v1/auth/refresh').send({ refreshToken: first.refreshToken }).expect(200)).body.data;
    await pastGrace(a);
    await b.http.post('/api/v1/auth/refresh').send({ refreshToken: first.refreshToken }).expect(401);
    await a.http.post('/api/v1/auth/refresh').send({ refreshToken: second.refreshToken }).expect(401);
  });
});
