import { LISTING_MESSAGES as S } from '../src/product-query/product-query.messages';
import { TEXT_MESSAGES } from '../src/core/validation/text-input.pipe';
import { createCategory, createProduct } from './catalog.fixtures';
import { askBoth, bootIndexedAndSql, closeBoth } from './catalog-index.fixtures';
import type { TestApp } from './helpers/test-app';

/**
 * "In stock in my size" through HTTP, on the read model and on PostgreSQL (two instances on one database): the size
 * filter keeps a product with one of the asked sizes on sale, the sizes facet counts products per size on sale under
 * every other filter but not the size filter, and bad size parameters answer 400 naming `size`.
 */
describe('size filter and sizes facet', () => {
  let both: { indexed: TestApp; sql: TestApp };
  let owner: string;
  let category: string;
  const ids: Record<string, string> = {};

  const setStock = (t: TestApp, id: string, sizes: { size: string; onHand: number }[]) =>
    t.http.put(`/api/v1/products/${id}/stock`).set(t.bearer(owner)).send({ tracked: true, sizes }).expect(200);

  /** The same URL of both instances: equal answers, the read model's returned. */
  async function ask(query: string): Promise<{ ids: string[]; total: number; sizes?: { value: string; count: number }[]; brands?: unknown }> {
    const a = await askBoth(both, `/api/v1/products?category=${category}&sortBy=name&sortOrder=asc&limit=50&${query}`);
    expect(a.status).toBe(200);
    expect({ query, answer: a.fromIndex }).toEqual({ query, answer: a.fromSql });
    const data = (a.fromIndex as { data: { products: { name: string }[]; pagination: { total: number }; facets?: any } }).data;
    return {
      ids: data.products.map((p) => p.name),
      total: data.pagination.total,
      sizes: data.facets?.sizes,
      brands: data.facets?.brands,
    };
  }

  beforeAll(async () => {
    both = await bootIndexedAndSql();
    const t = both.indexed;
    owner = await t.tokenFor('OWNER');
    category = (await createCategory(t, owner, { name: 'Size Shoes' })).id;
    const make = async (name: string, brand: string, sizes: string[]) =>
      (ids[name] = (await createProduct(t, owner, category, { name, brand, sizes })).id);
    // A: counted, its only 42 sold out, 43 in stock
    await make('Shoe A', 'Nike', ['42', '43']);
    await setStock(t, ids['Shoe A'], [
      { size: '42', onHand: 0 },
      { size: '43', onHand: 2 },
    ]);
    // B: counted, every size sold out
    await make('Shoe B', 'Nike', ['42']);
    await setStock(t, ids['Shoe B'], [{ size: '42', onHand: 0 }]);
    // C: not counted: each listed size is available
    await make('Shoe C', 'Vans', ['42', '44']);
    // D: counted, 42 low (one left)
    await make('Shoe D', 'Vans', ['41', '42']);
    await setStock(t, ids['Shoe D'], [
      { size: '41', onHand: 0 },
      { size: '42', onHand: 1 },
    ]);
    // E: a size holding a comma and a space
    await make('Shoe E', 'Nike', ['42,5', 'EU 40']);
  }, 120_000);
  afterAll(() => closeBoth(both));

  it('keeps only products with an asked size in stock; a sold-out 42 does not match size=42', async () => {
    expect((await ask('size=42')).ids).toEqual(['Shoe C', 'Shoe D']);
    expect((await ask('size=43')).ids).toEqual(['Shoe A']);
    expect((await ask('size=42&size=43')).ids).toEqual(['Shoe A', 'Shoe C', 'Shoe D']);
    expect((await ask('size=41')).ids).toEqual([]);
    expect((await ask('size=45')).ids).toEqual([]);
    expect((await ask(`size=${encodeURIComponent('42,5')}`)).ids).toEqual(['Shoe E']);
    expect((await ask('size=EU%2040&size=44')).ids).toEqual(['Shoe C', 'Shoe E']);
    // the other filters still apply
    expect((await ask('size=42&brand=nike')).ids).toEqual([]);
    expect((await ask('size=42&search=shoe')).ids).toEqual(['Shoe C', 'Shoe D']);
  });

  it('counts the sizes facet under every other filter but not its own; the other facets follow the size filter', async () => {
    const all = [
      { value: '42', count: 2 },
      { value: '42,5', count: 1 },
      { value: '43', count: 1 },
      { value: '44', count: 1 },
      { value: 'EU 40', count: 1 },
    ];
    const plain = await ask('facets=true');
    expect(plain.sizes).toEqual(all);
    // choosing 42 still shows how many have 43
    const chosen = await ask('facets=true&size=42');
    expect(chosen.sizes).toEqual(all);
    expect(chosen.total).toBe(2);
    expect(chosen.brands).toEqual([{ value: 'Vans', count: 2 }]);
    // a brand narrows the sizes facet
    expect((await ask('facets=true&brand=vans')).sizes).toEqual([
      { value: '42', count: 2 },
      { value: '44', count: 1 },
    ]);
    expect((await ask('facets=true&search=shoe&maxPrice=1')).sizes).toEqual([]);
  });

  it('follows a stock change at once: a restocked size joins the filter, a sold-out one leaves it', async () => {
    await setStock(both.indexed, ids['Shoe B'], [{ size: '42', onHand: 3 }]);
    await setStock(both.indexed, ids['Shoe D'], [
      { size: '41', onHand: 1 },
      { size: '42', onHand: 0 },
    ]);
    expect((await ask('size=42')).ids).toEqual(['Shoe B', 'Shoe C']);
    expect((await ask('size=41&facets=true')).ids).toEqual(['Shoe D']);
  });

  it('answers 400 naming size for a size too long, too many sizes or control characters, on both paths and for staff', async () => {
    const t = both.indexed;
    const staff = await t.tokenFor('OWNER');
    const many = Array.from({ length: 21 }, (_, i) => `size=${30 + i}`).join('&');
    for (const [q, message] of [
      [`size=${'x'.repeat(51)}`, S.sizeTooLong],
      [many, S.sizeTooMany],
      ['size=4%012', S.sizeControl],
      ['size=42&size=M%0AL', S.sizeControl],
      ['size=%7F', S.sizeControl],
    ] as const) {
      for (const app of [both.indexed, both.sql]) {
        const res = await app.http.get(`/api/v1/products?${q}`);
        expect({ q, status: res.status, size: res.body.errors?.size }).toEqual({ q, status: 400, size: message });
      }
      const asStaff = await t.http.get(`/api/v1/products?${q}`).set(t.bearer(staff));
      expect({ q, status: asStaff.status, size: asStaff.body.errors?.size }).toEqual({ q, status: 400, size: message });
    }
    const nul = await t.http.get('/api/v1/products?size=4%002');
    expect(nul.status).toBe(400);
    expect(Object.values(nul.body.errors)).toEqual([TEXT_MESSAGES.nul(Object.keys(nul.body.errors)[0])]);
    // 20 sizes and 50 characters are allowed; empty values are no filter
    expect((await t.http.get(`/api/v1/products?${Array.from({ length: 20 }, (_, i) => `size=${30 + i}`).join('&')}`)).status).toBe(200);
    expect((await t.http.get(`/api/v1/products?size=${'x'.repeat(50)}`)).status).toBe(200);
    expect((await t.http.get(`/api/v1/products?size=&category=${category}`)).body.data.pagination.total).toBe(5);
    // staff lists take the filter too
    const staffList = await t.http.get(`/api/v1/products?category=${category}&size=43&facets=true`).set(t.bearer(staff));
    expect(staffList.status).toBe(200);
    expect(staffList.body.data.products.map((p: { name: string }) => p.name)).toEqual(['Shoe A']);
  });
});
