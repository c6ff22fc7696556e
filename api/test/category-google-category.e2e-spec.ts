import { CATEGORY_SERVER_MESSAGES as S } from '../src/categories/categories.messages';
import { StaffApp, type TestApp } from './helpers/test-app';

/** The optional Google product category a category names for the product feeds. */
describe('category Google product category', () => {
  const staffApp = new StaffApp();
  const { api } = staffApp;
  let t: TestApp, owner: string;
  const post = (body: Record<string, unknown>) => t.http.post(api('/categories')).set(t.bearer(owner)).send(body);
  const put = (id: string, body: Record<string, unknown>) =>
    t.http
      .put(api(`/categories/${id}`))
      .set(t.bearer(owner))
      .send(body);
  const HATS = 'Apparel & Accessories > Clothing Accessories > Hats';

  beforeAll(async () => {
    ({ t, owner } = await staffApp.boot());
  });
  afterAll(() => t.close());

  it('is kept as given, trimmed, shown to staff and to the storefront, and null when none is given', async () => {
    const caps = await post({ name: 'Caps', googleProductCategory: `  ${HATS} ` });
    expect(caps.status).toBe(201);
    expect(caps.body.data.googleProductCategory).toBe(HATS);
    const tees = await post({ name: 'Tees' });
    expect(tees.body.data.googleProductCategory).toBeNull();
    const shown = (await t.http.get(api('/categories/public'))).body.data;
    expect(shown.find((c: { name: string }) => c.name === 'Caps').googleProductCategory).toBe(HATS);
  });

  it('is kept when an update leaves it out, cleared by a blank and changed by a number', async () => {
    const id = (await post({ name: 'Shoes', googleProductCategory: '187' })).body.data.id;
    expect((await put(id, { name: 'Shoes', description: 'Sneakers' })).body.data.googleProductCategory).toBe('187');
    expect((await put(id, { name: 'Shoes', googleProductCategory: '' })).body.data.googleProductCategory).toBeNull();
    expect((await put(id, { name: 'Shoes', googleProductCategory: '1604' })).body.data.googleProductCategory).toBe('1604');
  });

  it('refuses one that is too long or not text with 400 naming the field', async () => {
    for (const bad of ['x'.repeat(251), 42]) {
      const res = await post({ name: 'Bags', googleProductCategory: bad });
      expect(res.status).toBe(400);
      expect(res.body.errors.googleProductCategory).toBe(S.googleCategoryTooLong);
    }
  });
});
