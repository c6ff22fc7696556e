import { REFRESH_REUSE_GRACE_MS } from '../src/auth/refresh-rotation';
import { bootTwoInstances, closeInstances, type TestApp, type TestUser } from './helpers/test-app';

/**
 * Two tabs (or a retry) refreshing one token moments apart, on either of two instances, both keep the session: the
 * just-rotated token presented again within the grace window answers its own successor. After the window it is reuse.
 */
const login = (t: TestApp, u: TestUser) =>
  t.http.post('/api/v1/auth/login').set('X-Forwarded-For', '198.51.100.80').send({ email: u.user.email, password: u.password }).expect(200);
const refresh = (t: TestApp, refreshToken: string) => t.http.post('/api/v1/auth/refresh').send({ refreshToken });
const me = (t: TestApp, token: string) => t.http.get('/api/v1/auth/me').set(t.bearer(token));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const sidOf = (accessToken: string) => JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString()).sid as string;

describe('refresh-token grace window', () => {
  let a: TestApp, b: TestApp;
  let u: TestUser;

  beforeAll(async () => {
    [a, b] = await bootTwoInstances();
    u = await a.createUser({ email: 'two-tabs@example.com', password: 'two-tabs-pass-1' });
  });
  afterAll(() => closeInstances(a, b));

  it('lasts a few seconds, not minutes', () => {
    expect(REFRESH_REUSE_GRACE_MS).toBeGreaterThanOrEqual(5_000);
    expect(REFRESH_REUSE_GRACE_MS).toBeLessThanOrEqual(60_000);
  });

  it('16 pairs of refreshes of one token, 0 to 40 ms apart on two instances, all succeed and the session survives', async () => {
    let s = (await login(a, u)).body.data;
    const sid = sidOf(s.accessToken);
    for (let round = 0; round < 16; round++) {
      const [first, second] = round % 2 ? [b, a] : [a, b];
      const gapMs = [0, 20, 30, 40][round % 4];
      const answers = await Promise.all([refresh(first, s.refreshToken), sleep(gapMs).then(() => refresh(second, s.refreshToken))]);
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
      // one successor: both tabs go on with the same refresh token
      expect(answers[1].body.data.refreshToken).toBe(answers[0].body.data.refreshToken);
      for (const r of answers) {
        expect(sidOf(r.body.data.accessToken)).toBe(sid);
        await me(a, r.body.data.accessToken).expect(200);
        await me(b, r.body.data.accessToken).expect(200);
      }
      s = answers[0].body.data;
    }
    const [{ revoked }] = await a.ds.query(`SELECT count(*)::int AS revoked FROM refresh_tokens WHERE family_id = $1 AND revoked_at IS NOT NULL`, [
      sid,
    ]);
    expect(revoked).toBe(0);
    await refresh(b, s.refreshToken).expect(200);
  });

  it('a rotated token presented again after the window ends the whole session, on either instance', async () => {
    const first = (await login(a, u)).body.data;
    const second = (await refresh(a, first.refreshToken).expect(200)).body.data;
    await a.ds.query(`UPDATE refresh_tokens SET used_at = used_at - make_interval(secs => $1) WHERE family_id = $2`, [
      REFRESH_REUSE_GRACE_MS / 1000 + 1,
      sidOf(first.accessToken),
    ]);
    await refresh(b, first.refreshToken).expect(401);
    await refresh(a, second.refreshToken).expect(401);
    await me(b, second.accessToken).expect(401);
  });

  it('within the window, a token whose successor was already rotated again is refused without ending the session', async () => {
    const first = (await login(a, u)).body.data;
    const second = (await refresh(a, first.refreshToken).expect(200)).body.data;
    const third = (await refresh(b, second.refreshToken).expect(200)).body.data;
    await refresh(b, first.refreshToken).expect(401);
    await me(a, third.accessToken).expect(200);
    await refresh(a, third.refreshToken).expect(200);
  });
});
