import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from '@shop/common';
import { SIGN_IN_POLICY } from '../src/auth/login-throttle';
import type { TestApp } from './helpers/test-app';
import { unfoldMail, waitForMail } from './helpers/smtp';
import { withMailingApp, type SmtpServer } from './helpers/mailing-app';

/** A stolen access token alone must not be enough to move an account to another mailbox. */
const login = (t: TestApp, email: string, password: string) =>
  t.http.post('/api/v1/auth/login').set('X-Forwarded-For', '198.51.100.60').send({ email, password }).expect(200);
const me = (t: TestApp, token: string) => t.http.get('/api/v1/auth/me').set(t.bearer(token));
const updateProfile = (t: TestApp, token: string, body: object) => t.http.put('/api/v1/auth/update-profile').set(t.bearer(token)).send(body);

describe('changing the own email', () => {
  let t: TestApp;
  let smtp: SmtpServer;
  withMailingApp((app, server) => {
    t = app;
    smtp = server;
  });

  it('needs the current password, naming the field when it is missing or wrong', async () => {
    const u = await t.createUser({ email: 'mover@shop.test', password: 'mover-pass-1', name: 'Mona' });
    const s = (await login(t, u.user.email, u.password)).body.data;
    const missing = await updateProfile(t, s.accessToken, { name: 'Mona', email: 'thief@evil.test' }).expect(400);
    expect(missing.body.errors).toEqual({ currentPassword: ACCOUNT_MESSAGES.currentPasswordRequired });
    const wrong = await updateProfile(t, s.accessToken, { name: 'Mona', email: 'thief@evil.test', currentPassword: 'not-it-123' }).expect(400);
    expect(wrong.body.errors).toEqual({ currentPassword: AUTH_MESSAGES.currentPasswordWrong });
    // a taken address is not revealed to a caller who cannot give the password
    const taken = await t.createUser({ email: 'taken@shop.test' });
    await updateProfile(t, s.accessToken, { name: 'Mona', email: taken.user.email }).expect(400);
    expect((await me(t, s.accessToken).expect(200)).body.data.email).toBe('mover@shop.test');
    // the name alone (same email, any case) needs no password
    const renamed = await updateProfile(t, s.accessToken, { name: 'Mona Lisa', email: 'Mover@Shop.test' }).expect(200);
    expect(renamed.body.data).toMatchObject({ name: 'Mona Lisa', email: 'mover@shop.test' });
  });

  it('mails the old address and ends every other session, keeping the current one', async () => {
    const u = await t.createUser({ email: 'switcher@shop.test', password: 'switch-pass-1', name: 'Sami' });
    const here = (await login(t, u.user.email, u.password)).body.data;
    const phone = (await login(t, u.user.email, u.password)).body.data;
    const res = await updateProfile(t, here.accessToken, { name: 'Sami', email: 'Sami.New@Shop.test', currentPassword: u.password }).expect(200);
    expect(res.body.data.email).toBe('sami.new@shop.test');
    const mail = await waitForMail(smtp.mails, (m) => m.to.includes('switcher@shop.test'));
    expect(unfoldMail(mail.raw)).toContain('sami.new@shop.test');
    expect(smtp.mails.filter((m) => m.to.includes('sami.new@shop.test'))).toHaveLength(0);
    // the other device is signed out: its refresh token and its access token are refused
    await t.http.post('/api/v1/auth/refresh').send({ refreshToken: phone.refreshToken }).expect(401);
    await me(t, phone.accessToken).expect(401);
    // the session that made the change goes on
    await me(t, here.accessToken).expect(200);
    await t.http.post('/api/v1/auth/refresh').send({ refreshToken: here.refreshToken }).expect(200);
    await login(t, 'sami.new@shop.test', u.password);
  });

  it('guessing the current password with a stolen access token is throttled like signing in', async () => {
    const u = await t.createUser({ email: 'guessed@shop.test', password: 'guessed-pass-1' });
    const s = (await login(t, u.user.email, u.password)).body.data;
    const move = (currentPassword: string) =>
      updateProfile(t, s.accessToken, { name: 'G', email: 'thief2@evil.test', currentPassword }).set('X-Forwarded-For', '203.0.113.180');
    for (let i = 0; i < SIGN_IN_POLICY.perEmailAndAddress; i++) await move(`guess-${i}-xx`).expect(400);
    const locked = await move(u.password).expect(429);
    expect(locked.body.message).toBe(AUTH_MESSAGES.tooManyRequests);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // the change-password form is the same oracle and shares the count
    await t.http
      .patch('/api/v1/auth/change-password')
      .set(t.bearer(s.accessToken))
      .set('X-Forwarded-For', '203.0.113.180')
      .send({ currentPassword: u.password, newPassword: 'another-pass-2', confirmPassword: 'another-pass-2' })
      .expect(429);
    // signing in is not closed by it
    await login(t, u.user.email, u.password);
  });
});
