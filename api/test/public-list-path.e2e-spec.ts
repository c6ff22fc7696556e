import type { Response } from 'supertest';
import { PermissionsGuard } from '../src/auth/permissions.guard';
import type { TestApp } from './helpers/test-app';
import { createCategory, createProduct } from './catalog.fixtures';
import { ProductsApp } from './products.fixtures';

/**
 * Shoppers' GET /products is answered before Nest's router (src/listing/public-list.handler.ts). A request with an
 * Authorization header the guard cannot read still goes through Nest's route and is answered as a shopper there, so
 * every query below is sent both ways and the two answers must be the same: status, every header but Date, body.
 */
describe('the anonymous product list path', () => {
  const products = new ProductsApp();
  const { api } = products;
  let t: TestApp, owner: string, catId: string, otherCat: string;

  beforeAll(async () => {
    ({ t, owner, catId } = await products.boot());
    otherCat = (await createCategory(t, owner, { name: 'Shoes' })).id;
    for (let i = 0; i < 14; i++) {
      await createProduct(t, owner, i % 3 ? catId : otherCat, {
        name: `Path Cap ${i} ${'vintage '.repeat(i % 4)}`.trim(),
        brand: ['New Era', 'Nike', 'Vans'][i % 3],
        sellingPrice: 100 + i * 7,
        description: `Retro cap number ${i}, ${'washed cotton and a curved brim. '.repeat(6)}`,
      });
    }
  });
  afterAll(() => t.close());

  const QUERIES = [
    '',
    '?limit=5',
    '?search=cap&facets=true',
    '?search=vintage%20cap&sortBy=price&sortOrder=desc',
    '?search=vintag',
    '?brand=nike,vans&minPrice=110&maxPrice=180&facets=true',
    '?condition=NEW&stock=IN_STOCK',
    '?page=99&limit=3',
    '?limit=1000',
    '?featured=true&archived=true&publiclyVisible=false',
    '?search=&brand=&page=',
    '?brand=Nike&brand=Vans',
    '?__proto__=1&constructor=x&toString=y&search=cap',
    // every 400 of the list, from the pipes and from the query's own checks
    '?colour=red',
    '?k1=1&k2=2&k3=3&k4=4&k5=5&k6=6&k7=7',
    '?search=a%00b',
    '?a%00=1',
    '?limit=0',
    '?limit=abc',
    '?page=-1',
    '?minPrice=-1',
    '?maxPrice=x',
    '?minPrice=50&maxPrice=10',
    '?sortBy=colour',
    '?sortOrder=up',
    '?condition=SHINY',
    '?category=not-an-id',
    '?facets=maybe',
    `?search=${'x'.repeat(201)}`,
    `?brand=${'b'.repeat(501)}`,
    '?search=a&search=b',
    '?stock=PLENTY',
    // an error naming 5 of 600 fields, and a long Arabic search
    `?${Array.from({ length: 600 }, (_, i) => `k${i}=${i}`).join('&')}`,
    `?search=${encodeURIComponent('قبعة عتيقة '.repeat(18).trim())}&facets=true`,
  ];

  const headersOf = (res: Response) => {
    const { date: _date, ...rest } = res.headers;
    return rest;
  };
  const answer = (res: Response) => ({ status: res.status, headers: headersOf(res), body: res.text ?? '' });

  async function bothWays(method: 'get' | 'head', query: string, headers: Record<string, string>) {
    const url = api(`/products${query}`);
    const front = await t.http[method](url).set(headers);
    const nest = await t.http[method](url).set({ ...headers, Authorization: 'Bearer not-a-token' });
    return { front: answer(front), nest: answer(nest) };
  }

  it('is answered before Nest for an anonymous caller, through Nest for any caller sending a token', async () => {
    const guard = jest.spyOn(PermissionsGuard.prototype, 'canActivate');
    try {
      expect((await t.http.get(api('/products?limit=2'))).status).toBe(200);
      expect(guard).not.toHaveBeenCalled();
      expect((await t.http.get(api('/products?limit=2')).set('Authorization', 'Bearer not-a-token')).status).toBe(200);
      expect(guard).toHaveBeenCalledTimes(1);
    } finally {
      guard.mockRestore();
    }
  });

  it('gives the same status, headers and body as Nest\u2019s route for every query, plain, gzipped and brotli, GET and HEAD', async () => {
    for (const query of QUERIES) {
      for (const encoding of ['identity', 'gzip', 'br']) {
        for (const method of ['get', 'head'] as const) {
          const { front, nest } = await bothWays(method, query, { 'Accept-Encoding': encoding });
          expect({ query, encoding, method, ...front }).toEqual({ query, encoding, method, ...nest });
        }
      }
    }
  });

  it('answers 304 on both paths to a caller holding the ETag, with the same headers', async () => {
    const first = await t.http.get(api('/products?search=cap'));
    const { front, nest } = await bothWays('get', '?search=cap', { 'If-None-Match': first.headers.etag });
    expect(front.status).toBe(304);
    expect(front).toEqual(nest);
  });

  it("still sends helmet's security headers, the shoppers' cache rule and Vary", async () => {
    const res = await t.http.get(api('/products?limit=1'));
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(res.headers.vary).toBe('Accept-Encoding, Authorization');
  });

  it('leaves a signed-in productView holder on Nest\u2019s route with the staff answer', async () => {
    const staff = await t.tokenWithPermissions(['productView']);
    const res = await t.http.get(api('/products?limit=50')).set(t.bearer(staff));
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.data.products[0]).toHaveProperty('originalPrice');
    const shopper = await t.http.get(api('/products?limit=50'));
    expect(shopper.body.data.products[0]).not.toHaveProperty('originalPrice');
  });

  it('leaves other spellings of the path to Nest, which answers them as before', async () => {
    for (const path of ['/products/', '/Products']) {
      const res = await t.http.get(api(`${path}?limit=2`));
      expect(res.status).toBe(200);
      expect(res.body.data.products).toHaveLength(2);
    }
    expect((await t.http.post(api('/products')).send({})).status).toBe(401);
  });
});
