import { CATEGORY_MESSAGES as C, PRODUCT_MESSAGES as P } from '@shop/common';
import { CATEGORY_SERVER_MESSAGES as S } from '../src/categories/categories.messages';
import { UploadsService } from '../src/uploads/uploads.service';
import { StaffApp, type TestApp } from './helpers/test-app';
import { createProduct, storeImage } from './catalog.fixtures';

describe('categories', () => {
  const staffApp = new StaffApp();
  const { events, api } = staffApp;
  let t: TestApp, owner: string, viewer: string;
  const post = (body: Record<string, unknown>, token = owner) => t.http.post(api('/categories')).set(t.bearer(token)).send(body);
  const put = (id: string, body: Record<string, unknown>, token = owner) =>
    t.http
      .put(api(`/categories/${id}`))
      .set(t.bearer(token))
      .send(body);

  beforeAll(async () => {
    ({ t, owner } = await staffApp.boot());
    viewer = await t.tokenWithPermissions(['categoryView']);
  });
  afterAll(() => t.close());

  it('suggests the next sort order as the number of categories plus one', async () => {
    const first = await t.http.get(api('/categories/next-sort-order')).set(t.bearer(viewer));
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ nextSortOrder: 1 });
    await post({ name: 'Caps', sortOrder: 1 });
    expect((await t.http.get(api('/categories/next-sort-order')).set(t.bearer(viewer))).body.data.nextSortOrder).toBe(2);
  });

  it('creates a category with defaults and answers the contract shape', async () => {
    const res = await post({ name: '  Vintage T-Shirts ', description: '', image: '', cloudinaryId: '' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'Vintage T-Shirts',
      description: null,
      image: null,
      cloudinaryId: null,
      sortOrder: 2,
      publiclyVisible: true,
      _count: { products: 0 },
    });
    expect(res.body.data.id).toMatch(/^c[a-z0-9]{24}$/);
    expect(events.some((e) => e.entityType === 'category' && e.action === 'created' && e.entityName === 'Vintage T-Shirts' && e.actor)).toBe(true);
  });

  it('refuses a duplicate name regardless of case with 409', async () => {
    for (const name of ['caps', 'CAPS', ' Caps ']) {
      const res = await post({ name, sortOrder: 3 });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(C.exists);
    }
    const other = (await post({ name: 'Shoes', sortOrder: 3 })).body.data;
    const clash = await put(other.id, { name: 'cApS' });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(C.exists);
    expect((await put(other.id, { name: 'shoes' })).status).toBe(200); // its own name in another case is fine
  });

  it.each([
    ['name missing', { sortOrder: 1 }, 'name', C.nameRequired],
    ['name blank', { name: '   ', sortOrder: 1 }, 'name', C.nameRequired],
    ['name too long', { name: 'n'.repeat(101), sortOrder: 1 }, 'name', S.nameTooLong],
    ['sort order zero', { name: 'Zero', sortOrder: 0 }, 'sortOrder', C.sortOrderMin],
    ['sort order negative', { name: 'Neg', sortOrder: -2 }, 'sortOrder', C.sortOrderMin],
    ['sort order fraction', { name: 'Frac', sortOrder: 1.5 }, 'sortOrder', C.sortOrderInteger],
    ['sort order text', { name: 'Text', sortOrder: 'first' }, 'sortOrder', C.sortOrderInteger],
    ['image not stored here', { name: 'Foreign', image: 'https://evil.example/x.png' }, 'image', P.imageUnknown],
    ['unknown cloudinaryId', { name: 'Foreign 2', image: '/uploads/x.png', cloudinaryId: 'nope/x' }, 'cloudinaryId', P.imageUnknown],
    ['visibility not boolean', { name: 'Vis', publiclyVisible: 'yes' }, 'publiclyVisible', S.visibilityBoolean],
  ])('refuses %s', async (_label, body, field, message) => {
    const res = await post(body as Record<string, unknown>);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors[field]).toBe(message);
  });

  it('lists all for categoryView holders by sortOrder then name, with filters and product counts', async () => {
    const hidden = (await post({ name: 'Accessories', sortOrder: 1, publiclyVisible: false, description: 'Pins and patches' })).body.data;
    const res = await t.http.get(api('/categories')).set(t.bearer(viewer));
    expect(res.status).toBe(200);
    expect(res.body.data.map((c: any) => c.name)).toEqual(['Accessories', 'Caps', 'Vintage T-Shirts', 'shoes']);
    const visibleOnly = await t.http.get(api('/categories?publiclyVisible=true')).set(t.bearer(viewer));
    expect(visibleOnly.body.data.map((c: any) => c.id)).not.toContain(hidden.id);
    const searched = await t.http.get(api('/categories?search=PATCH')).set(t.bearer(viewer));
    expect(searched.body.data.map((c: any) => c.name)).toEqual(['Accessories']);
    expect((await t.http.get(api('/categories?search=%25')).set(t.bearer(viewer))).body.data).toEqual([]);

    const caps = res.body.data.find((c: any) => c.name === 'Caps');
    await createProduct(t, owner, caps.id, { name: 'Visible Cap' });
    await createProduct(t, owner, caps.id, { name: 'Hidden Cap', publiclyVisible: false });
    const counted = await t.http.get(api('/categories')).set(t.bearer(viewer));
    expect(counted.body.data.find((c: any) => c.name === 'Caps')._count.products).toBe(2);
    const pub = await t.http.get(api('/categories/public'));
    expect(pub.status).toBe(200);
    expect(pub.body.data.map((c: any) => c.name)).toEqual(['Caps', 'Vintage T-Shirts', 'shoes']);
    expect(pub.body.data[0]._count.products).toBe(1);
    // the public list is kept between changes, and a product change shows at once
    const hiddenCap = (await t.http.get(api('/products?search=hidden%20cap')).set(t.bearer(owner))).body.data.products[0];
    await t.http
      .patch(api(`/products/${hiddenCap.id}/public-visibility/set`))
      .set(t.bearer(owner))
      .send({ publiclyVisible: true });
    expect((await t.http.get(api('/categories/public'))).body.data[0]._count.products).toBe(2);
  });

  it('shows a hidden category only to categoryView holders', async () => {
    const hidden = (await post({ name: 'Secret Stock', publiclyVisible: false })).body.data;
    const visible = (await post({ name: 'Open Stock' })).body.data;
    expect((await t.http.get(api(`/categories/${visible.id}`))).body.data.name).toBe('Open Stock');
    const anon = await t.http.get(api(`/categories/${hidden.id}`));
    expect(anon.status).toBe(404);
    expect(anon.body.message).toBe(C.notFound);
    const noView = await t.tokenWithPermissions(['productView']);
    expect((await t.http.get(api(`/categories/${hidden.id}`)).set(t.bearer(noView))).status).toBe(404);
    expect((await t.http.get(api(`/categories/${hidden.id}`)).set(t.bearer(viewer))).body.data.name).toBe('Secret Stock');
    expect((await t.http.get(api('/categories/czzzzzzzzzzzzzzzzzzzzzzzz'))).status).toBe(404);
  });

  it('updates fields sent, keeps the rest, attaches a stored image and deletes the replaced one', async () => {
    const cat = (await post({ name: 'Bags', description: 'Tote bags', sortOrder: 7 })).body.data;
    const first = await storeImage(t, 'category', cat.id);
    const res = await put(cat.id, { name: 'Bags & Totes', image: first.url, cloudinaryId: first.cloudinaryId });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Bags & Totes',
      description: 'Tote bags',
      sortOrder: 7,
      image: first.url,
      cloudinaryId: first.cloudinaryId,
    });
    const second = await storeImage(t, 'category', cat.id, 1);
    const replaced = await put(cat.id, { name: 'Bags & Totes', image: second.url, cloudinaryId: second.cloudinaryId, sortOrder: 2 });
    expect(replaced.body.data).toMatchObject({ cloudinaryId: second.cloudinaryId, sortOrder: 2 });
    const stored = await t.app.get(UploadsService).findByCloudinaryIds([first.cloudinaryId, second.cloudinaryId]);
    expect([...stored.keys()]).toEqual([second.cloudinaryId]);
    const otherCat = (await post({ name: 'Wallets' })).body.data;
    const stolen = await put(otherCat.id, { name: 'Wallets', image: second.url, cloudinaryId: second.cloudinaryId });
    expect(stolen.status).toBe(400);
    expect(stolen.body.message).toBe(P.imageUnknown);
    expect((await put(cat.id, { sortOrder: 0, name: 'Bags' })).body.message).toBe(C.sortOrderMin);
    expect((await put(cat.id, { description: 'no name' })).body.message).toBe(C.nameRequired);
    expect((await put('czzzzzzzzzzzzzzzzzzzzzzzz', { name: 'Ghost' })).status).toBe(404);
  });

  it('toggles and sets visibility, answering the category', async () => {
    const cat = (await post({ name: 'Toggle Me' })).body.data;
    const toggle = () => t.http.patch(api(`/categories/${cat.id}/visibility`)).set(t.bearer(owner));
    expect((await toggle()).body.data.publiclyVisible).toBe(false);
    expect((await toggle()).body.data.publiclyVisible).toBe(true);
    const set = await t.http
      .patch(api(`/categories/${cat.id}/visibility/set`))
      .set(t.bearer(owner))
      .send({ publiclyVisible: false });
    expect(set.body.data).toMatchObject({ id: cat.id, publiclyVisible: false });
    const bad = await t.http
      .patch(api(`/categories/${cat.id}/visibility/set`))
      .set(t.bearer(owner))
      .send({});
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(S.visibilityBoolean);
    expect(events.filter((e) => e.entityId === cat.id && e.action === 'visibility')).toHaveLength(3);
  });

  it('applies bulk sort orders in one transaction', async () => {
    const all = (await t.http.get(api('/categories')).set(t.bearer(viewer))).body.data as any[];
    const [a, b] = all;
    const res = await t.http
      .patch(api('/categories/sort-order/bulk'))
      .set(t.bearer(owner))
      .send([
        { id: a.id, sortOrder: 50 },
        { id: b.id, sortOrder: 40 },
      ]);
    expect(res.status).toBe(200);
    const after = res.body.data as any[];
    expect(after.slice(-2).map((c) => c.id)).toEqual([b.id, a.id]);
    expect(events.some((e) => e.action === 'sort-order')).toBe(true);

    const rollback = await t.http
      .patch(api('/categories/sort-order/bulk'))
      .set(t.bearer(owner))
      .send([
        { id: a.id, sortOrder: 1 },
        { id: 'czzzzzzzzzzzzzzzzzzzzzzzz', sortOrder: 2 },
      ]);
    expect(rollback.status).toBe(404);
    const [{ sort_order }] = await t.ds.query('SELECT sort_order FROM categories WHERE id = $1', [a.id]);
    expect(sort_order).toBe(50);

    for (const [body, field, message] of [
      [{}, 'items', S.bulkNotList],
      [[], 'items', S.bulkEmpty],
      [[{ id: a.id, sortOrder: 0 }], '0.sortOrder', C.sortOrderMin],
      [[{ id: a.id, sortOrder: 'x' }], '0.sortOrder', C.sortOrderInteger],
      [[{ id: 'bad', sortOrder: 1 }], '0.id', S.idInvalid],
      [
        [
          { id: a.id, sortOrder: 1 },
          { id: a.id, sortOrder: 2 },
        ],
        '1.id',
        S.bulkDuplicate,
      ],
    ] as const) {
      const r = await t.http
        .patch(api('/categories/sort-order/bulk'))
        .set(t.bearer(owner))
        .send(body as object);
      expect(r.status).toBe(400);
      expect(r.body.errors[field]).toBe(message);
    }
  });

  it('needs a token and the right flags', async () => {
    expect((await t.http.get(api('/categories'))).status).toBe(401);
    expect((await t.http.post(api('/categories')).send({ name: 'X' })).status).toBe(401);
    const noFlags = await t.tokenWithPermissions([]);
    expect((await t.http.get(api('/categories')).set(t.bearer(noFlags))).status).toBe(403);
    expect((await post({ name: 'Nope' }, viewer)).status).toBe(403);
    expect((await t.http.patch(api('/categories/sort-order/bulk')).set(t.bearer(viewer)).send([])).status).toBe(403);
  });
});
