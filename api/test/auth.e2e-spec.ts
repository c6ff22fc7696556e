import { JwtService } from '@nestjs/jwt';
import { createHmac } from 'node:crypto';
import { REFRESH_REUSE_GRACE_MS } from '../src/auth/refresh-rotation';
import { bootTestApp, type TestApp, type TestUser } from './helpers/test-app';
import { startSmtp, waitForMail } from './helpers/smtp';

const login = (t: TestApp, email: string, password: string, ip?: string) => {
  const req = t.http.post('/api/v1/auth/login').send({ email, password });
  return ip ? req.set('X-Forwarded-For', ip) : req;
};

describe('auth', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let owner: TestUser;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await bootTestApp({ SMTP_URL: smtp.url, PUBLIC_SITE_URL: 'https://shop.example' });
    owner = await t.createUser({ role: 'OWNER', email: 'owner@shop.test', password: 'correct-horse-1', name: 'Omar Owner' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  describe('login', () => {
    it('answers tokens and the user with the permission map', async () => {
      const asked = Date.now();
      const res = await login(t, 'OWNER@shop.test ', 'correct-horse-1').expect(200);
      const { accessToken, refreshToken, user } = res.body.data;
      expect(typeof accessToken).toBe('string');
      expect(typeof refreshToken).toBe('string');
      expect(user).toMatchObject({ name: 'Omar Owner', email: 'owner@shop.test', role: 'OWNER' });
      expect(user.permissions.userManage).toBe(true);
      expect(user.passwordHash).toBeUndefined();
      // stamped by this sign-in: between asking and now, however long a busy machine took (not "in the last minute")
      expect(new Date(user.lastLoginAt).getTime()).toBeGreaterThanOrEqual(asked);
      expect(new Date(user.lastLoginAt).getTime()).toBeLessThanOrEqual(Date.now());
    });

    it('refuses a wrong password with one message for unknown emails too', async () => {
      const a = await login(t, 'owner@shop.test', 'wrong-password', '10.0.0.1').expect(401);
      const b = await login(t, 'nobody@shop.test', 'wrong-password', '10.0.0.2').expect(401);
      expect(a.body).toEqual({ statusCode: 401, message: 'Invalid email or password', error: 'Unauthorized' });
      expect(b.body.message).toBe(a.body.message);
    });

    it('validates with the spec messages', async () => {
      const res = await t.http.post('/api/v1/auth/login').send({ email: 'not-an-email', password: '' }).expect(400);
      expect(res.body.errors).toEqual({ email: 'Invalid email address', password: 'Password is required' });
      expect(res.body.message).toBe('Invalid email address');
    });

    it('throttles after 5 failures for one email from one address, even with the right password', async () => {
      const victim = await t.createUser({ email: 'victim@shop.test', password: 'victim-pass-1' });
      for (let i = 0; i < 5; i++) await login(t, victim.user.email, 'nope-nope', '203.0.113.1').expect(401);
      const res = await login(t, victim.user.email, 'victim-pass-1', '203.0.113.1').expect(429);
      expect(res.body.message).toBe('You have made too many requests. Please wait a moment and try again.');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      // The rest of the policy (other addresses, offices, distributed guessing) is in sign-in-policy.e2e-spec.
    });
  });

  describe('tokens', () => {
    it('GET /auth/me answers the current user', async () => {
      const res = await t.http.get('/api/v1/auth/me').set(t.bearer(owner.token)).expect(200);
      expect(res.body.data).toMatchObject({ id: owner.user.id, email: 'owner@shop.test', role: 'OWNER' });
    });

    it('rotates refresh tokens and revokes the family when a used one is presented again', async () => {
      const first = (await login(t, 'owner@shop.test', 'correct-horse-1', '10.3.0.1').expect(200)).body.data;
      const second = (await t.http.post('/api/v1/auth/refresh').send({ refreshToken: first.refreshToken }).expect(200)).body.data;
      expect(Object.keys(second).sort()).toEqual(['accessToken', 'refreshToken']);
      expect(second.refreshToken).not.toBe(first.refreshToken);
      await t.http.get('/api/v1/auth/me').set(t.bearer(second.accessToken)).expect(200);
      // the old token again once the grace window is over (refresh-grace.e2e-spec): refused, and the newer one dies with it
      await t.ds.query(`UPDATE refresh_tokens SET used_at = used_at - make_interval(secs => $1)`, [REFRESH_REUSE_GRACE_MS / 1000 + 1]);
      await t.http.post('/api/v1/auth/refresh').send({ refreshToken: first.refreshToken }).expect(401);
      await t.http.post('/api/v1/auth/refresh').send({ refreshToken: second.refreshToken }).expect(401);
    });

    it('logout ends the session', async () => {
      const s = (await login(t, 'owner@shop.test', 'correct-horse-1', '10.3.0.2').expect(200)).body.data;
      await t.http.post('/api/v1/auth/logout').send({ refreshToken: s.refreshToken }).expect(200);
      await t.http.post('/api/v1/auth/refresh').send({ refreshToken: s.refreshToken }).expect(401);
    });

    it('refuses an access token used as a refresh token and the reverse', async () => {
      const s = (await login(t, 'owner@shop.test', 'correct-horse-1', '10.3.0.3').expect(200)).body.data;
      await t.http.post('/api/v1/auth/refresh').send({ refreshToken: s.accessToken }).expect(401);
      await t.http.get('/api/v1/auth/me').set(t.bearer(s.refreshToken)).expect(401);
    });

    it('refuses expired, unsigned (alg none), wrongly signed and wrong-type tokens', async () => {
      const jwt = t.app.get(JwtService);
      const expired = await jwt.signAsync({ sub: owner.user.id, typ: 'access', ver: 0 }, { expiresIn: -10 });
      await t.http.get('/api/v1/auth/me').set(t.bearer(expired)).expect(401);
      const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
      const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: owner.user.id, typ: 'access', ver: 0, exp: 9999999999 })}.`;
      await t.http.get('/api/v1/auth/me').set(t.bearer(none)).expect(401);
      const head = b64({ alg: 'HS256', typ: 'JWT' });
      const body = b64({ sub: owner.user.id, typ: 'access', ver: 0, exp: 9999999999 });
      const forged = `${head}.${body}.${createHmac('sha256', 'not-the-secret').update(`${head}.${body}`).digest('base64url')}`;
      await t.http.get('/api/v1/auth/me').set(t.bearer(forged)).expect(401);
      const refreshTyped = await jwt.signAsync({ sub: owner.user.id, typ: 'refresh', ver: 0 });
      await t.http.get('/api/v1/auth/me').set(t.bearer(refreshTyped)).expect(401);
    });
  });

  describe('account', () => {
    it('changes the password with the spec messages and ends every session', async () => {
      const u = await t.createUser({ password: 'first-pass-1' });
      const s = (await login(t, u.user.email, 'first-pass-1', '10.4.0.1').expect(200)).body.data;
      const bad = await t.http
        .patch('/api/v1/auth/change-password')
        .set(t.bearer(s.accessToken))
        .send({ currentPassword: '', newPassword: 'short', confirmPassword: 'other' })
        .expect(400);
      expect(bad.body.errors).toEqual({
        currentPassword: 'Current password is required',
        newPassword: 'Password must be at least 8 characters',
        confirmPassword: 'Passwords do not match',
      });
      const wrong = await t.http
        .patch('/api/v1/auth/change-password')
        .set(t.bearer(s.accessToken))
        .send({ currentPassword: 'not-it-123', newPassword: 'second-pass-2', confirmPassword: 'second-pass-2' })
        .expect(400);
      expect(wrong.body.errors.currentPassword).toBe('Current password is incorrect');
      await t.http
        .patch('/api/v1/auth/change-password')
        .set(t.bearer(s.accessToken))
        .send({ currentPassword: 'first-pass-1', newPassword: 'second-pass-2', confirmPassword: 'second-pass-2' })
        .expect(200);
      await t.http.get('/api/v1/auth/me').set(t.bearer(s.accessToken)).expect(401);
      await t.http.post('/api/v1/auth/refresh').send({ refreshToken: s.refreshToken }).expect(401);
      await login(t, u.user.email, 'first-pass-1', '10.4.0.2').expect(401);
      await login(t, u.user.email, 'second-pass-2', '10.4.0.3').expect(200);
    });

    it('updates the profile, refuses a taken email, and revokes refresh tokens', async () => {
      const u = await t.createUser({ password: 'profile-pass-1' });
      const s = (await login(t, u.user.email, 'profile-pass-1', '10.5.0.1').expect(200)).body.data;
      const invalid = await t.http.put('/api/v1/auth/update-profile').set(t.bearer(s.accessToken)).send({ name: ' ', email: 'x' }).expect(400);
      expect(invalid.body.errors).toEqual({ name: 'Name is required', email: 'Please enter a valid email address' });
      const long = await t.http
        .put('/api/v1/auth/update-profile')
        .set(t.bearer(s.accessToken))
        .send({ name: 'x'.repeat(101), email: 'a@b.co' })
        .expect(400);
      expect(long.body.errors.name).toBe('Name is too long');
      await t.http
        .put('/api/v1/auth/update-profile')
        .set(t.bearer(s.accessToken))
        .send({ name: 'Taken', email: 'owner@shop.test', currentPassword: 'profile-pass-1' })
        .expect(409);
      const elsewhere = (await login(t, u.user.email, 'profile-pass-1', '10.5.0.2').expect(200)).body.data;
      const ok = await t.http
        .put('/api/v1/auth/update-profile')
        .set(t.bearer(s.accessToken))
        .send({ name: '<b>Layla</b>', email: 'Layla@Shop.test', currentPassword: 'profile-pass-1' })
        .expect(200);
      expect(ok.body.data).toMatchObject({ name: '<b>Layla</b>', email: 'layla@shop.test' });
      // the other sessions' refresh tokens are revoked; the one that made the change is kept (profile-email-change.e2e-spec)
      await t.http.post('/api/v1/auth/refresh').send({ refreshToken: elsewhere.refreshToken }).expect(401);
    });
  });

  describe('forgot and reset password', () => {
    const tokenFrom = (raw: string) => {
      const unfolded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      return decodeURIComponent(/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(unfolded)![1]);
    };

    it('answers the same for known and unknown emails and mails a single-use link to the known one', async () => {
      const u = await t.createUser({ email: 'forgetful@shop.test', password: 'old-pass-123' });
      const known = await t.http.post('/api/v1/auth/forgot-password').send({ email: 'forgetful@shop.test' }).expect(200);
      const unknown = await t.http.post('/api/v1/auth/forgot-password').send({ email: 'stranger@shop.test' }).expect(200);
      expect(unknown.body).toEqual(known.body);
      await waitForMail(smtp.mails, (m) => m.to.includes('forgetful@shop.test'));
      const mails = smtp.mails.filter((m) => m.to.includes('forgetful@shop.test'));
      expect(mails).toHaveLength(1);
      expect(smtp.mails.some((m) => m.to.includes('stranger@shop.test'))).toBe(false);
      expect(mails[0].raw).toContain('https://shop.example/admin/reset-password?token=');
      const token = tokenFrom(mails[0].raw);

      const short = await t.http.post('/api/v1/auth/reset-password').send({ token, newPassword: 'short' }).expect(400);
      expect(short.body.errors.newPassword).toBe('Password must be at least 8 characters');
      await t.http.post('/api/v1/auth/reset-password').send({ token, newPassword: 'new-pass-456' }).expect(200);
      const reused = await t.http.post('/api/v1/auth/reset-password').send({ token, newPassword: 'again-pass-789' }).expect(400);
      expect(reused.body.message).toBe('This password reset link is invalid or has expired.');
      await login(t, u.user.email, 'old-pass-123', '10.6.0.1').expect(401);
      await login(t, u.user.email, 'new-pass-456', '10.6.0.2').expect(200);
      await t.http.get('/api/v1/auth/me').set(t.bearer(u.token)).expect(401);
    });

    it('refuses an expired token', async () => {
      await t.createUser({ email: 'late@shop.test' });
      await t.http.post('/api/v1/auth/forgot-password').send({ email: 'late@shop.test' }).expect(200);
      const mail = await waitForMail(smtp.mails, (m) => m.to.includes('late@shop.test'));
      await t.ds.query(`UPDATE password_reset_tokens SET expires_at = now() - interval '1 minute'`);
      await t.http
        .post('/api/v1/auth/reset-password')
        .send({ token: tokenFrom(mail.raw), newPassword: 'whatever-123' })
        .expect(400);
    });
  });
});
