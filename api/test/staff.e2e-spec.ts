import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from '@shop/common';
import { bootTestApp, type TestApp } from './helpers/test-app';

describe('staff accounts (e2e)', () => {
  let t: TestApp;
  let ownerToken: string;
  let ownerId: string;

  const users = (token = ownerToken) => ({
    list: () => t.http.get('/api/v1/users').set(t.bearer(token)),
    create: (body: object) => t.http.post('/api/v1/users').set(t.bearer(token)).send(body),
    patch: (id: string, body: object) => t.http.patch(`/api/v1/users/${id}`).set(t.bearer(token)).send(body),
    remove: (id: string) => t.http.delete(`/api/v1/users/${id}`).set(t.bearer(token)),
  });
  const login = (email: string, password: string) => t.http.post('/api/v1/auth/login').send({ email, password });

  beforeAll(async () => {
    t = await bootTestApp();
    const owner = await t.createUser({ role: 'OWNER', name: 'First Owner' });
    ownerToken = owner.token;
    ownerId = owner.user.id;
  });
  afterAll(() => t.close());

  it('creates a staff account that can sign in, and lists it without secrets', async () => {
    const res = await users().create({ name: '  Aisha Rahman ', email: 'Aisha@Example.com', role: 'ADMIN', password: 'correct-horse' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ name: 'Aisha Rahman', email: 'aisha@example.com', role: 'ADMIN', disabled: false, lastLoginAt: null });
    expect(res.body.data.permissions).toMatchObject({ salesRecord: true, userManage: false });
    expect(res.body.data.passwordHash).toBeUndefined();
    const signIn = await login('aisha@example.com', 'correct-horse');
    expect(signIn.status).toBe(200);
    const listed = await users().list();
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((u: any) => u.email)).toEqual(expect.arrayContaining(['aisha@example.com']));
    expect(JSON.stringify(listed.body.data)).not.toMatch(/argon2|passwordHash|password_hash/);
    // hashed at OWASP's argon2id costs (19 MiB, two passes); the test helper's own users get the lowest cost
    const [{ password_hash: hash }] = await t.ds.query(`SELECT "password_hash" FROM "users" WHERE "email" = 'aisha@example.com'`);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });

  it('answers 409 for a taken email, whatever its case, and 400 for bad fields', async () => {
    const dup = await users().create({ name: 'Other', email: 'AISHA@example.com', role: 'ADMIN', password: 'long-enough' });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe(AUTH_MESSAGES.emailTaken);
    const short = await users().create({ name: 'Short', email: 'short@example.com', role: 'ADMIN', password: 'seven77' });
    expect(short.status).toBe(400);
    expect(short.body.errors.password).toBe(ACCOUNT_MESSAGES.passwordMin);
    const bad = await users().create({ name: '', email: 'nope', role: 'GOD', password: 'long-enough' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ name: ACCOUNT_MESSAGES.nameRequired, email: ACCOUNT_MESSAGES.emailInvalid });
    expect(bad.body.errors.role).toBeDefined();
    const extra = await users().create({
      name: 'X',
      email: 'x@example.com',
      role: 'ADMIN',
      password: 'long-enough',
      disabled: true,
      permissions: {},
    });
    expect(extra.status).toBe(400);
  });

  it('renames and changes roles, and a new role applies to the next request', async () => {
    const staff = await t.createUser({ role: 'ADMIN', name: 'Promote Me' });
    expect((await users(staff.token).list()).status).toBe(403);
    const res = await users().patch(staff.user.id, { name: 'Promoted', role: 'OWNER' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Promoted', role: 'OWNER' });
    expect(res.body.data.permissions.userManage).toBe(true);
    expect((await users(staff.token).list()).status).toBe(200);
    // back to ADMIN so the first owner is the only enabled one again
    expect((await users().patch(staff.user.id, { role: 'ADMIN' })).status).toBe(200);
    expect((await users(staff.token).list()).status).toBe(403);
    expect((await users().patch('cxxxxxxxxxxxxxxxxxxxxxxxx', { name: 'Ghost' })).status).toBe(404);
    expect((await users().patch(staff.user.id, { email: 'new@example.com' })).status).toBe(400);
  });

  describe('the last enabled OWNER', () => {
    it('can be neither demoted, disabled nor deleted (409)', async () => {
      for (const res of [
        await users().patch(ownerId, { role: 'ADMIN' }),
        await users().patch(ownerId, { disabled: true }),
        await users().remove(ownerId),
      ]) {
        expect(res.status).toBe(409);
        expect(res.body.message).toBe(AUTH_MESSAGES.lastOwner);
      }
      const me = await t.http.get('/api/v1/auth/me').set(t.bearer(ownerToken));
      expect(me.status).toBe(200);
      expect(me.body.data).toMatchObject({ role: 'OWNER', disabled: false });
    });

    it('a disabled owner does not count: the enabled one stays protected', async () => {
      const second = await users().create({ name: 'Second Owner', email: 'second@example.com', role: 'OWNER', password: 'second-owner' });
      expect((await users().patch(second.body.data.id, { disabled: true })).status).toBe(200);
      expect((await users().patch(ownerId, { role: 'ADMIN' })).status).toBe(409);
      // enabled again, two owners: one of them may step down, then the other is the last one
      expect((await users().patch(second.body.data.id, { disabled: false })).status).toBe(200);
      const secondToken = (await login('second@example.com', 'second-owner')).body.data.accessToken;
      expect((await users(secondToken).patch(ownerId, { role: 'ADMIN' })).status).toBe(200);
      expect((await users(secondToken).remove(second.body.data.id)).status).toBe(409);
      expect((await users(secondToken).patch(ownerId, { role: 'OWNER' })).status).toBe(200);
      expect((await users().remove(second.body.data.id)).status).toBe(200);
    });

    it('two owners demoting each other at once leave one owner', async () => {
      const other = await users().create({ name: 'Race Owner', email: 'race@example.com', role: 'OWNER', password: 'race-owner' });
      const otherToken = (await login('race@example.com', 'race-owner')).body.data.accessToken;
      const [a, b] = await Promise.all([users().patch(other.body.data.id, { role: 'ADMIN' }), users(otherToken).patch(ownerId, { role: 'ADMIN' })]);
      // One wins; the other is refused by the last-owner lock (409) or, when it arrives after the winner
      // committed, by the guard because its caller is no longer an owner (403).
      const statuses = [a.status, b.status];
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect([409, 403]).toContain(statuses.find((s) => s !== 200));
      const owners = await t.ds.query(`SELECT "id" FROM "users" WHERE "role" = 'OWNER' AND NOT "disabled"`);
      expect(owners).toHaveLength(1);
      // leave the first owner in charge for the tests below
      if (owners[0].id !== ownerId) {
        expect((await users(otherToken).patch(ownerId, { role: 'OWNER' })).status).toBe(200);
        expect((await users().patch(other.body.data.id, { role: 'ADMIN' })).status).toBe(200);
      }
    });
  });

  it('locks a disabled user out at once: access token, refresh token and sign-in', async () => {
    await users().create({ name: 'Temp Staff', email: 'temp@example.com', role: 'ADMIN', password: 'temporary-1' });
    const session = await login('temp@example.com', 'temporary-1');
    expect(session.status).toBe(200);
    const { accessToken, refreshToken, user } = session.body.data;
    expect((await t.http.get('/api/v1/sales').set(t.bearer(accessToken))).status).toBe(200);

    const disabled = await users().patch(user.id, { disabled: true });
    expect(disabled.status).toBe(200);
    expect(disabled.body.data.disabled).toBe(true);

    expect((await t.http.get('/api/v1/auth/me').set(t.bearer(accessToken))).status).toBe(401);
    expect((await t.http.get('/api/v1/sales').set(t.bearer(accessToken))).status).toBe(401);
    expect((await t.http.post('/api/v1/auth/refresh').send({ refreshToken })).status).toBe(401);
    const refused = await login('temp@example.com', 'temporary-1');
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(AUTH_MESSAGES.accountDisabled);

    // Enabling again allows a new sign-in; tokens from before the lock stay dead.
    expect((await users().patch(user.id, { disabled: false })).status).toBe(200);
    const again = await login('temp@example.com', 'temporary-1');
    expect(again.status).toBe(200);
    expect((await t.http.get('/api/v1/auth/me').set(t.bearer(again.body.data.accessToken))).status).toBe(200);
    expect((await t.http.get('/api/v1/auth/me').set(t.bearer(accessToken))).status).toBe(401);
  });

  it('deletes a staff account: its tokens and sign-in stop working', async () => {
    await users().create({ name: 'Leaving Staff', email: 'leaving@example.com', role: 'ADMIN', password: 'leaving-now' });
    const session = (await login('leaving@example.com', 'leaving-now')).body.data;
    const res = await users().remove(session.user.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: session.user.id });
    expect((await t.http.get('/api/v1/auth/me').set(t.bearer(session.accessToken))).status).toBe(401);
    expect((await login('leaving@example.com', 'leaving-now')).status).toBe(401);
    expect((await users().list()).body.data.map((u: any) => u.email)).not.toContain('leaving@example.com');
    expect((await users().remove(session.user.id)).status).toBe(404);
  });

  it('records staff changes in the activity log with who did them', async () => {
    const rows = await t.ds.query(
      `SELECT "action", "entity_name", "user_name" FROM "activity_log" WHERE "entity_type" = 'user' ORDER BY "created_at"`,
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        { action: 'created', entity_name: 'Aisha Rahman', user_name: 'First Owner' },
        { action: 'disabled', entity_name: 'Temp Staff', user_name: 'First Owner' },
        { action: 'enabled', entity_name: 'Temp Staff', user_name: 'First Owner' },
        { action: 'deleted', entity_name: 'Leaving Staff', user_name: 'First Owner' },
      ]),
    );
  });

  it('is for userManage holders only', async () => {
    expect((await t.http.get('/api/v1/users')).status).toBe(401);
    const admin = await t.tokenFor('ADMIN');
    expect((await users(admin).list()).status).toBe(403);
    expect((await users(admin).create({ name: 'A', email: 'a@example.com', role: 'OWNER', password: 'long-enough' })).status).toBe(403);
    expect((await users(admin).patch(ownerId, { disabled: true })).status).toBe(403);
    expect((await users(admin).remove(ownerId)).status).toBe(403);
  });
});
