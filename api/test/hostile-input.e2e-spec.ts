import { PUBLIC_BODY_LIMIT } from '../src/core/http/body-limits';
import { bytes } from '../src/config/byte-size';
import { bootTestApp, type TestApp } from './helpers/test-app';
import { createCategory, createProduct, storeImage } from './catalog.fixtures';

/** Inputs an attacker (or a broken client) sends that once reached PostgreSQL or a library and answered 500. */
describe('hostile input answers 400 naming the field (e2e)', () => {
  let t: TestApp;
  let owner: string;
  let categoryId: string;
  let productId: string;
  let staffId: string;

  const nestedArrays = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
  const nestedObjects = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
  const expectFieldError = (res: { status: number; body: any }, field: string) => {
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(res.body.errors?.[field]).toEqual(expect.any(String));
    expect(res.body.errors[field]).toContain(field.split('.').pop());
    expect(res.body.message).toBe(res.body.errors[field]);
  };
  const sale = (body: Record<string, unknown>) =>
    t.http
      .post('/api/v1/sales')
      .set(t.bearer(owner))
      .send({
        productId,
        saleDate: '2026-03-01',
        originalPrice: 80,
        sellingPrice: 150,
        ...body,
      });

  beforeAll(async () => {
    t = await bootTestApp();
    owner = await t.tokenFor('OWNER');
    categoryId = (await createCategory(t, owner)).id;
    productId = (await createProduct(t, owner, categoryId)).id;
    staffId = (await t.createUser({ role: 'ADMIN' })).user.id;
  });
  afterAll(() => t.close());

  describe('deeply nested JSON', () => {
    it.each([
      ['anonymous sign-in', () => t.http.post('/api/v1/auth/login')],
      ['product update', () => t.http.put(`/api/v1/products/${productId}`).set(t.bearer(owner))],
      ['bulk sort order', () => t.http.patch('/api/v1/categories/sort-order/bulk').set(t.bearer(owner))],
    ])('is refused before it is walked: %s', async (_name, call) => {
      for (const levels of [100, 3_000, 50_000]) {
        for (const body of [nestedArrays(levels), `{"email":${nestedObjects(levels)}}`]) {
          const res = await call().set('Content-Type', 'application/json').send(body);
          // a body past the caller's size limit is refused even earlier, unread
          if (res.status === 413 && body.length > bytes(PUBLIC_BODY_LIMIT)) continue;
          expect(res.status).toBe(400);
          expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: expect.stringMatching(/nested too deeply/) });
        }
      }
    });

    it('still takes brackets inside strings and ordinary nesting', async () => {
      const res = await t.http
        .put(`/api/v1/products/${productId}`)
        .set(t.bearer(owner))
        .send({ description: '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{"' });
      expect(res.status).toBe(200);
      expect(res.body.data.description).toMatch(/^\[{50}/);
    });
  });

  describe('ill-formed UTF-16 (a lone surrogate)', () => {
    it('is refused in emails on every route that takes one', async () => {
      expectFieldError(await t.http.post('/api/v1/auth/login').send({ email: '\ud800x@example.com', password: 'whatever' }), 'email');
      expectFieldError(await t.http.post('/api/v1/auth/forgot-password').send({ email: 'a\udc00@example.com' }), 'email');
      expectFieldError(
        await t.http.post('/api/v1/users').set(t.bearer(owner)).send({ name: 'X', email: '\ud800x', role: 'ADMIN', password: 'long-enough' }),
        'email',
      );
      expectFieldError(await t.http.put('/api/v1/auth/update-profile').set(t.bearer(owner)).send({ name: 'Me', email: '\ud800x' }), 'email');
      expectFieldError(await t.http.put('/api/v1/settings').set(t.bearer(owner)).send({ businessEmail: '\ud800x' }), 'businessEmail');
    });

    it('is refused in any other text, nested ones named by their path', async () => {
      expectFieldError(await sale({ saleNotes: 'ok \udfff' }), 'saleNotes');
      expectFieldError(
        await t.http
          .put(`/api/v1/products/${productId}`)
          .set(t.bearer(owner))
          .send({ tags: ['fine', '\ud83d'] }),
        'tags.1',
      );
    });

    it('lets well-formed astral characters through', async () => {
      const res = await sale({ saleNotes: 'Paid 💵 cash' });
      expect(res.status).toBe(201);
      expect(res.body.data.saleNotes).toBe('Paid 💵 cash');
    });
  });

  describe('a NUL character', () => {
    it('is refused in query strings', async () => {
      expectFieldError(await t.http.get('/api/v1/products?brand=%00'), 'brand');
      expectFieldError(await t.http.get('/api/v1/categories?search=a%00b').set(t.bearer(owner)), 'search');
      expectFieldError(await t.http.get('/api/v1/sales?search=a%00b').set(t.bearer(owner)), 'search');
    });

    it('is refused in path parameters', async () => {
      expectFieldError(await t.http.get('/api/v1/products/a%00b'), 'id');
    });

    it('is refused in sale texts', async () => {
      expectFieldError(await sale({ customerName: 'Juan\u0000' }), 'customerName');
      expectFieldError(await sale({ customerLocation: '\u0000Riyadh' }), 'customerLocation');
      expectFieldError(await sale({ saleNotes: 'a\u0000b' }), 'saleNotes');
    });

    it('is refused in staff and profile names', async () => {
      expectFieldError(
        await t.http
          .post('/api/v1/users')
          .set(t.bearer(owner))
          .send({ name: 'Ai\u0000sha', email: 'nul@example.com', role: 'ADMIN', password: 'long-enough' }),
        'name',
      );
      expectFieldError(await t.http.patch(`/api/v1/users/${staffId}`).set(t.bearer(owner)).send({ name: 'a\u0000' }), 'name');
      expectFieldError(
        await t.http.put('/api/v1/auth/update-profile').set(t.bearer(owner)).send({ name: 'a\u0000', email: 'me@example.com' }),
        'name',
      );
    });

    it('is refused in catalog texts, which used to drop it silently', async () => {
      expectFieldError(await t.http.put(`/api/v1/products/${productId}`).set(t.bearer(owner)).send({ name: 'Retro\u0000 Cap' }), 'name');
      expectFieldError(await t.http.put(`/api/v1/categories/${categoryId}`).set(t.bearer(owner)).send({ description: '\u0000' }), 'description');
    });

    it('is refused in an image id', async () => {
      const image = await storeImage(t, 'product', productId);
      const res = await t.http
        .put(`/api/v1/products/${productId}`)
        .set(t.bearer(owner))
        .send({ images: [{ url: image.url, cloudinaryId: `${image.cloudinaryId}\u0000`, order: 0, alt: '' }] });
      expectFieldError(res, 'images.0.cloudinaryId');
    });
  });

  describe('JSON inside a form field', () => {
    it('follows the same depth and text rules as a JSON body', async () => {
      const upload = (field: string, value: string) =>
        t.http.post(`/api/v1/upload/entity/product/${productId}`).set(t.bearer(owner)).field(field, value).attach('files', Buffer.from('x'), 'x.png');
      for (const value of ['["a\\u0000b"]', '["\\ud800"]', '['.repeat(5_000)]) {
        const res = await upload('oldImageIds', value);
        expect(res.status).toBe(400);
        expect(Object.keys(res.body.errors ?? {})).toEqual([expect.stringMatching(/^oldImageIds/)]);
      }
      const alt = await upload('imageData', '{"order":0,"alt":"a\\u0000b"}');
      expect(alt.status).toBe(400);
      expect(alt.body.errors?.['imageData.alt']).toContain('NUL');
    });
  });

  describe('null for a field that cannot be empty', () => {
    it.each(['publiclyVisible', 'featured', 'name', 'sellingPrice', 'sizes', 'condition'])('product %s', async (field) => {
      const res = await t.http
        .put(`/api/v1/products/${productId}`)
        .set(t.bearer(owner))
        .send({ [field]: null });
      expect(res.status).toBe(400);
      expect(res.body.errors?.[field]).toEqual(expect.any(String));
    });

    it.each(['sortOrder', 'publiclyVisible', 'name'])('category %s', async (field) => {
      const res = await t.http
        .put(`/api/v1/categories/${categoryId}`)
        .set(t.bearer(owner))
        .send({ name: 'Still here', [field]: null });
      expect(res.status).toBe(400);
      expect(res.body.errors?.[field]).toEqual(expect.any(String));
    });

    it('sale platform and staff flags', async () => {
      expect((await sale({ platform: null })).body.errors?.platform).toEqual(expect.any(String));
      const res = await t.http.patch(`/api/v1/users/${staffId}`).set(t.bearer(owner)).send({ disabled: null, role: null, name: null });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors).sort()).toEqual(['disabled', 'name', 'role']);
    });

    it('sale edit refuses null for what the sale needs, and still clears its notes with null', async () => {
      const id = (await sale({ saleNotes: 'note' })).body.data.id;
      const res = await t.http
        .put(`/api/v1/sales/${id}`)
        .set(t.bearer(owner))
        .send({ productId: null, saleDate: null, sellingPrice: null, platform: null });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors).sort()).toEqual(['platform', 'productId', 'saleDate', 'sellingPrice']);
      const cleared = await t.http.put(`/api/v1/sales/${id}`).set(t.bearer(owner)).send({ saleNotes: null, discountedPrice: null });
      expect(cleared.status).toBe(200);
      expect(cleared.body.data).toMatchObject({ saleNotes: null, discountedPrice: null });
    });

    it('is still how a nullable field is cleared', async () => {
      const res = await t.http.put(`/api/v1/products/${productId}`).set(t.bearer(owner)).send({ description: null });
      expect(res.status).toBe(200);
      expect(res.body.data.description).toBeNull();
    });
  });

  describe('numbers in exponent notation', () => {
    it.each([1e-7, 5e-324, 1.005e-3])('sale price %s answers 400 naming the field', async (n) => {
      for (const field of ['sellingPrice', 'originalPrice', 'discountedPrice']) {
        const res = await sale({ [field]: n });
        expect(res.status).toBe(400);
        expect(res.body.errors?.[field]).toEqual(expect.any(String));
      }
    });

    it('takes large whole prices and two decimals', async () => {
      const res = await sale({ sellingPrice: 1e5, originalPrice: 0.07, discountedPrice: 99999.99 });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ sellingPrice: 100000, originalPrice: 0.07, discountedPrice: 99999.99 });
    });
  });
});
