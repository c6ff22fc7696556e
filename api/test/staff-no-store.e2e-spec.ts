import { apiPath, bootTestApp, type TestApp } from './helpers/test-app';
import { createCategory, createProduct } from './catalog.fixtures';

/**
 * Answers meant for staff (every route that needs a signed-in user, and a public route's answer to a signed-in
 * caller, which may hold cost prices) must not be kept by a browser or a proxy: a shared or later user of the same
 * machine could read them from its cache. Shoppers' catalog answers keep their caching.
 */
describe('staff answers are never stored by caches (e2e)', () => {
  let t: TestApp;
  let owner: string;
  let productId: string;

  beforeAll(async () => {
    t = await bootTestApp();
    owner = await t.tokenFor('OWNER');
    const categoryId = (await createCategory(t, owner)).id;
    productId = (await createProduct(t, owner, categoryId)).id;
  });
  afterAll(() => t?.close());

  it.each([
    ['the sales list', '/sales'],
    ['staff accounts', '/users'],
    ['the signed-in user', '/auth/me'],
    ["a product's stock movements", `/products/{id}/stock/movements`],
  ])('a staff GET of %s carries Cache-Control: no-store', async (_what, path) => {
    const res = await t.http.get(apiPath(path.replace('{id}', productId))).set(t.bearer(owner));
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a staff error answer, a staff write and a sign-in answer (tokens) carry it too', async () => {
    const bad = await t.http.post(apiPath('/sales')).set(t.bearer(owner)).send({});
    expect(bad.status).toBe(400);
    expect(bad.headers['cache-control']).toBe('no-store');
    const write = await t.http
      .put(apiPath(`/products/${productId}`))
      .set(t.bearer(owner))
      .send({ description: 'Kept fresh' });
    expect(write.status).toBe(200);
    expect(write.headers['cache-control']).toBe('no-store');
    const staff = await t.createUser({ role: 'ADMIN' });
    const signIn = await t.http
      .post(apiPath('/auth/login'))
      .set('X-Forwarded-For', '203.0.113.90')
      .send({ email: staff.user.email, password: staff.password });
    expect(signIn.status).toBe(200);
    expect(signIn.body.data.accessToken).toEqual(expect.any(String));
    expect(signIn.headers['cache-control']).toBe('no-store');
  });

  it('a public route answering a signed-in caller (cost prices included) is not stored either', async () => {
    const list = await t.http.get(apiPath('/products')).set(t.bearer(owner));
    expect(list.body.data.products[0].originalPrice).toEqual(expect.any(Number));
    expect(list.headers['cache-control']).toBe('private, no-store');
    const one = await t.http.get(apiPath(`/products/${productId}`)).set(t.bearer(owner));
    expect(one.headers['cache-control']).toBe('no-store');
  });

  it("shoppers' catalog answers keep their caching headers", async () => {
    const list = await t.http.get(apiPath('/products'));
    expect(list.status).toBe(200);
    expect(list.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(list.headers.etag).toEqual(expect.any(String));
    const one = await t.http.get(apiPath(`/products/${productId}`));
    expect(one.status).toBe(200);
    expect(one.headers['cache-control']).toBeUndefined();
  });
});
