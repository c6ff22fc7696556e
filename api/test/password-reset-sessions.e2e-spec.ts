import { resetTokenFrom, startSmtp, waitForMail } from './helpers/smtp';
import { bootTestApp, closeInstances, type TestApp } from './helpers/test-app';

/** A password reset ends every session of the account, on every instance, access tokens included. */
const login = (t: TestApp, email: string, password: string, ip: string) =>
  t.http.post('/api/v1/auth/login').set('X-Forwarded-For', ip).send({ email, password });
const me = (t: TestApp, token: string) => t.http.get('/api/v1/auth/me').set(t.bearer(token));

describe('resetting a password', () => {
  let a: TestApp, b: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;

  beforeAll(async () => {
    smtp = await startSmtp();
    a = await bootTestApp({ SMTP_URL: smtp.url, PUBLIC_SITE_URL: 'https://shop.example' });
    b = await bootTestApp({ SMTP_URL: smtp.url, PUBLIC_SITE_URL: 'https://shop.example' }, [], a);
  });
  afterAll(async () => {
    await closeInstances(a, b);
    await smtp.close();
  });

  it("through the mailed link ends both devices' sessions on both instances, and the new password signs in", async () => {
    const u = await a.createUser({ email: 'two-devices@shop.test', password: 'before-reset-1' });
    const laptop = (await login(a, u.user.email, u.password, '198.51.100.170').expect(200)).body.data;
    const phone = (await login(b, u.user.email, u.password, '198.51.100.171').expect(200)).body.data;
    // both instances have seen both sessions as open (and may have cached that)
    for (const inst of [a, b]) for (const s of [laptop, phone]) await me(inst, s.accessToken).expect(200);

    await a.http.post('/api/v1/auth/forgot-password').send({ email: u.user.email }).expect(200);
    const token = resetTokenFrom((await waitForMail(smtp.mails, (m) => m.to.includes(u.user.email))).raw);
    const reset = await b.http.post('/api/v1/auth/reset-password').send({ token, newPassword: 'after-reset-2' }).expect(200);
    expect(reset.body.data).toEqual({ message: 'Your password has been reset. Please sign in with your new password.' });

    // access tokens issued before the reset are refused at once, on the instance that reset and on the other
    for (const inst of [a, b]) for (const s of [laptop, phone]) await me(inst, s.accessToken).expect(401);
    for (const s of [laptop, phone]) await a.http.post('/api/v1/auth/refresh').send({ refreshToken: s.refreshToken }).expect(401);
    const [{ open }] = await a.ds.query(`SELECT count(*)::int AS open FROM refresh_tokens WHERE user_id = $1 AND revoked_at IS NULL`, [u.user.id]);
    expect(open).toBe(0);
    await login(a, u.user.email, 'before-reset-1', '198.51.100.172').expect(401);
    const fresh = (await login(b, u.user.email, 'after-reset-2', '198.51.100.173').expect(200)).body.data;
    await me(a, fresh.accessToken).expect(200);
  });
});
