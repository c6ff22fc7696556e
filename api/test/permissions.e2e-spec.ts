import { PERMISSIONS } from '@shop/common';
import { bootTestApp, type TestApp } from './helpers/test-app';
import { PROTECTED_ROUTES, type RouteRule } from './helpers/route-table';

const call = (t: TestApp, r: RouteRule, headers: Record<string, string> = {}) => {
  const req = t.http[r.method](r.path).set(headers);
  return r.body === undefined ? req : req.send(r.body as object);
};

describe('permission matrix: every protected route', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootTestApp();
  });
  afterAll(() => t.close());

  it.each(PROTECTED_ROUTES.map((r) => [`${r.method.toUpperCase()} ${r.path}`, r] as const))('%s: no token → 401', async (_, r) => {
    const res = await call(t, r);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });

  it.each(PROTECTED_ROUTES.map((r) => [`${r.method.toUpperCase()} ${r.path}`, r] as const))('%s: forged or garbage token → 401', async (_, r) => {
    const res = await call(t, r, { Authorization: 'Bearer not.a.jwt' });
    expect(res.status).toBe(401);
  });

  const guarded = PROTECTED_ROUTES.filter((r) => r.flags.length > 0);
  it.each(guarded.map((r) => [`${r.method.toUpperCase()} ${r.path} [${r.flags.join(',')}]`, r] as const))(
    '%s: every flag but the required ones → 403',
    async (_, r) => {
      const token = await t.tokenWithPermissions(PERMISSIONS.filter((p) => !r.flags.includes(p)));
      const res = await call(t, r, t.bearer(token));
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('You do not have permission to perform this action.');
    },
  );

  it.each(PROTECTED_ROUTES.map((r) => [`${r.method.toUpperCase()} ${r.path} [${r.flags.join(',')}]`, r] as const))(
    '%s: exactly the required flags → allowed',
    async (_, r) => {
      const token = await t.tokenWithPermissions(r.flags);
      const res = await call(t, r, t.bearer(token));
      expect([401, 403]).not.toContain(res.status);
      expect(res.status).toBeLessThan(500);
    },
  );
});
