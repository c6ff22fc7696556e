import { MAX_LIST_LIMIT } from '@shop/common';
import { PRODUCT_SERVER_MESSAGES as S } from '../src/products/products.messages';
import type { TestApp } from './helpers/test-app';
import { createCategory, createProduct } from './catalog.fixtures';
import { ProductsApp } from './products.fixtures';

/** Finding products: search, filters, facets, sorting and pages. */
describe('products', () => {
  const products = new ProductsApp();
  const { list } = products;
  let t: TestApp, owner: string, catId: string;
  beforeAll(async () => {
    ({ t, owner, catId } = await products.boot());
    // the hostile-search test checks that the table still holds more rows than the search lab's five
    await createProduct(t, owner, catId, { name: 'Outside The Lab Cap' });
  });
  afterAll(() => t.close());

  describe('search, filters, facets and pagination', () => {
    let searchCat: string;
    beforeAll(async () => {
      searchCat = (await createCategory(t, owner, { name: 'Search Lab' })).id;
      const mk = (o: Record<string, unknown>) => createProduct(t, owner, searchCat, { description: null, tags: [], ...o });
      await mk({
        name: 'Vintage Bulls Snapback',
        brand: 'Mitchell & Ness',
        condition: 'VINTAGE',
        originalPrice: 100,
        sellingPrice: 229,
        discountedPrice: 199,
        tags: ['nba'],
      });
      await mk({
        name: 'Tambay Jeepney Trucker',
        brand: 'Tambay',
        condition: 'NEW',
        originalPrice: 40,
        sellingPrice: 79,
        description: 'Mesh trucker, vintage feel',
      });
      await mk({
        name: 'Crown Dad Hat',
        brand: 'KRWN',
        condition: 'NEW',
        originalPrice: 50,
        sellingPrice: 99,
        tags: ['streetwear', 'vintage-inspired'],
      });
      await mk({ name: '100% Cotton_Tee', brand: "'47", condition: 'USED', originalPrice: 20, sellingPrice: 49 });
      await mk({ name: "O'Neill Backslash \\ Cap", brand: 'Quote Co', condition: 'REFURBISHED', originalPrice: 30, sellingPrice: 59 });
    });
    const names = (res: any) => res.body.data.products.map((p: any) => p.name);
    const lab = (q: string) => list(`?category=${searchCat}&limit=50&${q}`);

    it('matches name, brand, description and tags case-insensitively, name matches first', async () => {
      const res = await lab('search=VINTAGE');
      expect(names(res)[0]).toBe('Vintage Bulls Snapback');
      expect(names(res).sort()).toEqual(['Crown Dad Hat', 'Tambay Jeepney Trucker', 'Vintage Bulls Snapback'].sort());
      expect(names(await lab('search=tambay'))).toEqual(['Tambay Jeepney Trucker']);
      expect(names(await lab('search=mitchell%20%26%20ness'))).toEqual(['Vintage Bulls Snapback']);
      expect(names(await lab('search=streetwear'))).toEqual(['Crown Dad Hat']);
      expect(names(await lab('search=bulls%20snapback'))).toEqual(['Vintage Bulls Snapback']);
      expect(names(await lab('search=bulls%20trucker'))).toEqual([]);
    });

    it('tolerates typos', async () => {
      expect(names(await lab('search=vintge%20bulls'))).toEqual(['Vintage Bulls Snapback']);
      expect(names(await lab('search=jepney'))).toEqual(['Tambay Jeepney Trucker']);
      expect(names(await lab('search=snapbak'))).toEqual(['Vintage Bulls Snapback']);
    });

    it('takes hostile strings as plain text', async () => {
      const hostile = ['%', '_', "'", '\\', '"', "'; DROP TABLE products; --", "%' OR '1'='1", '\\%', '%%', '\u0000x'];
      for (const s of hostile) {
        const res = await lab(`search=${encodeURIComponent(s)}`);
        expect([200, 400]).toContain(res.status);
        if (res.status === 200) {
          // every hit really holds each word of the search somewhere in its text
          for (const p of res.body.data.products) {
            const text = [p.name, p.brand, p.description ?? '', ...p.tags].join(' ').toLowerCase();
            for (const word of s.toLowerCase().split(/\s+/)) expect(text).toContain(word);
          }
        }
      }
      expect(names(await lab('search=%25'))).toEqual(['100% Cotton_Tee']);
      expect(names(await lab('search=_'))).toEqual(['100% Cotton_Tee']);
      expect(names(await lab("search=o'neill"))).toEqual(["O'Neill Backslash \\ Cap"]);
      expect(names(await lab('search=%5C'))).toEqual(["O'Neill Backslash \\ Cap"]);
      expect(names(await lab("search='47"))).toEqual(['100% Cotton_Tee']);
      const [{ n }] = await t.ds.query('SELECT count(*)::int AS n FROM products');
      expect(n).toBeGreaterThan(5);
    });

    it('filters by brand, condition and the effective price, and sorts by it', async () => {
      expect(names(await lab('brand=tambay,KRWN&sortBy=name')).sort()).toEqual(['Crown Dad Hat', 'Tambay Jeepney Trucker']);
      expect(names(await lab('condition=VINTAGE'))).toEqual(['Vintage Bulls Snapback']);
      expect(names(await lab('condition=new,used&sortBy=name'))).toEqual(['100% Cotton_Tee', 'Crown Dad Hat', 'Tambay Jeepney Trucker']);
      // 199 is the effective price of the 229 snapback, so maxPrice=200 keeps it
      expect(names(await lab('minPrice=150&maxPrice=200'))).toEqual(['Vintage Bulls Snapback']);
      expect(names(await lab('minPrice=210'))).toEqual([]);
      const byPrice = (await lab('sortBy=price')).body.data.products.map((p: any) => p.discountedPrice || p.sellingPrice);
      expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
      const desc = (await lab('sortBy=price&sortOrder=desc')).body.data.products.map((p: any) => p.discountedPrice || p.sellingPrice);
      expect(desc[0]).toBe(199);
      expect(names(await lab('sortBy=name&sortOrder=asc'))[0]).toBe('100% Cotton_Tee');
      expect(names(await lab('sortBy=brand'))[0]).toBe('100% Cotton_Tee'); // '47 sorts first
    });

    it('answers facets for the current filter, each ignoring its own filter', async () => {
      const res = await lab('facets=true&condition=NEW');
      const f = res.body.data.facets;
      expect(f.brands).toEqual(
        expect.arrayContaining([
          { value: 'Tambay', count: 1 },
          { value: 'KRWN', count: 1 },
        ]),
      );
      expect(f.brands).toHaveLength(2);
      expect(f.conditions).toEqual(
        expect.arrayContaining([
          { value: 'NEW', count: 2 },
          { value: 'VINTAGE', count: 1 },
          { value: 'USED', count: 1 },
          { value: 'REFURBISHED', count: 1 },
        ]),
      );
      expect(f.price).toEqual({ min: 79, max: 99 });
      const searched = (await lab('facets=true&search=vintage')).body.data.facets;
      expect(searched.price).toEqual({ min: 79, max: 199 });
      expect((await lab('')).body.data.facets).toBeUndefined();
      const none = (await lab('facets=true&search=nothingmatcheszzz')).body.data;
      expect(none.facets).toEqual({ brands: [], conditions: [], price: { min: null, max: null }, sizes: [] });
    });

    it('paginates: past the end is empty with the real total; limit is capped; junk is refused', async () => {
      const p1 = await list(`?category=${searchCat}&limit=2&page=1&sortBy=name`);
      expect(p1.body.data.pagination).toEqual({ total: 5, totalPages: 3, page: 1, limit: 2 });
      const p3 = await list(`?category=${searchCat}&limit=2&page=3&sortBy=name`);
      expect(names(p3)).toHaveLength(1);
      const past = await list(`?category=${searchCat}&limit=2&page=99`);
      expect(past.status).toBe(200);
      expect(past.body.data).toMatchObject({ products: [], pagination: { total: 5, totalPages: 3, page: 99, limit: 2 } });
      const searchPage2 = (await list(`?category=${searchCat}&search=vintage&limit=2&page=2`)).body.data;
      expect(searchPage2.products).toHaveLength(1);
      expect(searchPage2.pagination).toMatchObject({ total: 3, totalPages: 2, page: 2 });
      const searchPast = (await list(`?category=${searchCat}&search=vintage&limit=2&page=7`)).body.data;
      expect(searchPast).toMatchObject({ products: [], pagination: { total: 3, totalPages: 2, page: 7, limit: 2 } });
      const big = await list(`?category=${searchCat}&limit=5000`);
      expect(big.body.data.pagination.limit).toBe(MAX_LIST_LIMIT);
      expect(names(big)).toHaveLength(5);
      const dflt = await list(`?category=${searchCat}&limit=&page=&search=&brand=&condition=&minPrice=&sortBy=`);
      expect(dflt.status).toBe(200);
      expect(dflt.body.data.pagination).toMatchObject({ page: 1, limit: 10 });
      for (const [q, field, msg] of [
        ['limit=0', 'limit', S.limitInvalid],
        ['limit=-3', 'limit', S.limitInvalid],
        ['limit=abc', 'limit', S.limitInvalid],
        ['limit=2.5', 'limit', S.limitInvalid],
        ['page=0', 'page', S.pageInvalid],
        ['minPrice=cheap', 'minPrice', S.minPriceInvalid],
        ['minPrice=50&maxPrice=10', 'minPrice', S.priceRangeInvalid],
        ['sortBy=popularity', 'sortBy', S.sortByInvalid],
        ['sortOrder=up', 'sortOrder', S.sortOrderInvalid],
        ['condition=MINT', 'condition', S.conditionInvalid],
        ['category=caps', 'category', S.categoryInvalid],
        ['featured=maybe', 'featured', S.booleanInvalid('featured')],
        [`search=${'x'.repeat(201)}`, 'search', S.searchTooLong],
      ] as const) {
        const res = await list(`?${q}`);
        expect(res.status).toBe(400);
        expect(res.body.errors[field]).toBe(msg);
      }
      expect((await list('?colour=red')).status).toBe(400);
    });

    it('compresses large answers for clients that accept gzip', async () => {
      const zipped = await lab('').set('Accept-Encoding', 'gzip');
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.body.data.products).toHaveLength(5);
      const plain = await lab('').set('Accept-Encoding', 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.data.products).toHaveLength(5);
      const staff = await lab('').set(t.bearer(owner)).set('Accept-Encoding', 'gzip');
      expect(staff.headers['content-encoding']).toBe('gzip');
      expect(staff.body.data.products[0]).toHaveProperty('originalPrice');
    });

    it('compresses large answers with brotli for clients that accept it, preferring it to gzip, never small ones', async () => {
      const plain = await lab('').set('Accept-Encoding', 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      for (const accept of ['br', 'gzip, br', 'gzip, deflate, br']) {
        const br = await lab('').set('Accept-Encoding', accept);
        expect({ accept, encoding: br.headers['content-encoding'] }).toEqual({ accept, encoding: 'br' });
        expect(Number(br.headers['content-length'])).toBeLessThan(Buffer.byteLength(plain.text));
        // supertest undoes the brotli its Content-Encoding names: the same bytes as the plain answer
        expect(br.text).toBe(plain.text);
        expect(br.headers.etag).toBe(plain.headers.etag);
      }
      expect((await lab('').set('Accept-Encoding', 'br;q=0.5, gzip')).headers['content-encoding']).toBe('gzip');
      const staff = await lab('').set(t.bearer(owner)).set('Accept-Encoding', 'br');
      expect(staff.headers['content-encoding']).toBe('br');
      expect(staff.body.data.products[0]).toHaveProperty('originalPrice');
      // below 1 KB an answer is sent as it is, whatever the client takes
      const small = await list('?search=qqqzzzxxx').set('Accept-Encoding', 'br');
      expect(small.body.data.products).toEqual([]);
      expect(Buffer.byteLength(small.text)).toBeLessThan(1024);
      expect(small.headers['content-encoding']).toBeUndefined();
    });

    it('serves the storefront featured strip', async () => {
      const p = await createProduct(t, owner, searchCat, { name: 'Featured Strip Cap', featured: true });
      const res = await list('?featured=true&publiclyVisible=true&limit=4');
      expect(res.body.data.products.map((x: any) => x.id)).toContain(p.id);
      expect(res.body.data.products.every((x: any) => x.featured)).toBe(true);
    });
  });
});
