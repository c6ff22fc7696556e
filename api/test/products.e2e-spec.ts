import * as fs from 'node:fs';
import * as path from 'node:path';
import { MAX_LIST_LIMIT, PRODUCT_MESSAGES as P } from '@shop/common';
import { DomainEvents, type DomainEvent } from '../src/core/domain-events';
import { PRODUCT_SERVER_MESSAGES as S } from '../src/products/products.messages';
import { UploadsService } from '../src/uploads/uploads.service';
import { bootTestApp, type TestApp } from './helpers/test-app';
import { createCategory, createProduct, productPayload, storeImage } from './catalog.fixtures';

describe('products', () => {
  let t: TestApp;
  let owner: string;
  let admin: string;
  let catId: string;
  const events: DomainEvent[] = [];

  const api = (p: string) => `/api/v1${p}`;
  const list = (query: string, token?: string) => {
    const req = t.http.get(api(`/products${query}`));
    return token ? req.set(t.bearer(token)) : req;
  };
  const create = (body: Record<string, unknown>, token = owner) => t.http.post(api('/products')).set(t.bearer(token)).send(body);
  const put = (id: string, body: Record<string, unknown>, token = owner) =>
    t.http.put(api(`/products/${id}`)).set(t.bearer(token)).send(body);

  beforeAll(async () => {
    t = await bootTestApp();
    owner = await t.tokenFor('OWNER');
    admin = await t.tokenFor('ADMIN');
    catId = (await createCategory(t, owner, { name: 'Caps' })).id;
    t.app.get(DomainEvents).subscribe((e) => void events.push(e));
  });
  afterAll(() => t.close());

  describe('create', () => {
    it('creates a product and answers it with numbers for prices and the category', async () => {
      const res = await create(
        productPayload(catId, { sizes: [' M ', 'L', 'm'], colors: ['Black', 'black'], discountedPrice: 129.5, tags: ['nba', ' retro '] }),
      );
      expect(res.status).toBe(201);
      const p = res.body.data;
      expect(p).toMatchObject({
        name: 'Retro Lakers Snapback',
        brand: 'New Era',
        condition: 'NEW',
        originalPrice: 95,
        sellingPrice: 149,
        discountedPrice: 129.5,
        currency: 'SAR',
        sizes: ['M', 'L'],
        colors: ['Black'],
        tags: ['nba', 'retro'],
        featured: false,
        publiclyVisible: true,
        archived: false,
        categoryId: catId,
        category: { id: catId, name: 'Caps' },
        images: [],
      });
      expect(p.id).toMatch(/^c[a-z0-9]{24}$/);
      expect(typeof p.createdAt).toBe('string');
      const row = await t.ds.query('SELECT effective_price FROM products WHERE id = $1', [p.id]);
      expect(Number(row[0].effective_price)).toBe(129.5);
      expect(events.some((e) => e.entityType === 'product' && e.action === 'created' && e.entityId === p.id && e.actor?.role === 'OWNER')).toBe(true);
    });

    it('treats a discounted price of 0 as no discount and leaves optional fields absent', async () => {
      const res = await create(productPayload(catId, { name: 'No Discount Cap', discountedPrice: 0, subcategory: '', material: '  ' }));
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ discountedPrice: null, subcategory: null, material: null });
    });

    const cases: [string, Record<string, unknown>, string, string][] = [
      ['name missing', { name: undefined }, 'name', P.nameRequired],
      ['name blank', { name: '   ' }, 'name', P.nameRequired],
      ['name short', { name: 'ab' }, 'name', P.nameMin],
      ['name long', { name: 'x'.repeat(101) }, 'name', P.nameMax],
      ['brand missing', { brand: undefined }, 'brand', P.brandRequired],
      ['brand short', { brand: 'a' }, 'brand', P.brandMin],
      ['brand long', { brand: 'b'.repeat(51) }, 'brand', P.brandMax],
      ['category missing', { categoryId: undefined }, 'categoryId', P.categoryRequired],
      ['condition missing', { condition: undefined }, 'condition', P.conditionRequired],
      ['condition unknown', { condition: 'MINT' }, 'condition', P.conditionRequired],
      ['original negative', { originalPrice: -1 }, 'originalPrice', P.originalPricePositive],
      ['original not a number', { originalPrice: 'abc' }, 'originalPrice', P.originalPricePositive],
      ['original too high', { originalPrice: 1_000_000, sellingPrice: 1_000_000 }, 'originalPrice', P.originalPriceHigh],
      ['selling negative', { sellingPrice: -5 }, 'sellingPrice', P.sellingPricePositive],
      ['selling too high', { sellingPrice: 1_000_000 }, 'sellingPrice', P.sellingPriceHigh],
      ['discount too high', { discountedPrice: 1_000_000 }, 'discountedPrice', P.discountedPriceHigh],
      ['description long', { description: 'd'.repeat(1001) }, 'description', P.descriptionMax],
      ['no sizes', { sizes: [] }, 'sizes', P.sizeRequired],
      ['sizes missing', { sizes: undefined }, 'sizes', P.sizeRequired],
      ['empty size', { sizes: ['M', '  '] }, 'sizes', P.sizeEmpty],
      ['no colors', { colors: [] }, 'colors', P.colorRequired],
      ['empty color', { colors: [''] }, 'colors', P.colorEmpty],
      ['empty tag', { tags: ['ok', ''] }, 'tags', P.tagEmpty],
      ['too many tags', { tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'tags', P.tagsMax],
      ['selling below original', { originalPrice: 100, sellingPrice: 99.99 }, 'sellingPrice', P.sellingBelowOriginal],
      ['discount not below selling', { sellingPrice: 149, discountedPrice: 149 }, 'discountedPrice', P.discountNotBelowSelling],
      ['too many images', { images: Array.from({ length: 6 }, (_, i) => ({ url: `/uploads/x${i}.png`, cloudinaryId: `x${i}`, alt: 'x', order: i })) }, 'images', P.imagesMax],
      ['unknown image', { images: [{ url: 'https://evil.example/x.jpg', cloudinaryId: 'evil/x', alt: 'x', order: 0 }] }, 'images.0.cloudinaryId', P.imageUnknown],
      ['unknown category', { categoryId: 'czzzzzzzzzzzzzzzzzzzzzzzz' }, 'categoryId', S.categoryUnknown],
    ];
    it.each(cases)('refuses %s with the spec message', async (_label, change, field, message) => {
      const res = await create(productPayload(catId, change));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.errors[field]).toBe(message);
    });

    it('answers every failing rule in one 400, the price rules beside the field rules', async () => {
      const res = await create(productPayload(catId, { name: 'ab', brand: 'x', originalPrice: 100, sellingPrice: 90, discountedPrice: 95 }));
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({
        name: P.nameMin,
        brand: P.brandMin,
        sellingPrice: P.sellingBelowOriginal,
        discountedPrice: P.discountNotBelowSelling,
      });
      expect(res.body.message).toBe(P.nameMin);

      const onlyProfit = await create(productPayload(catId, { name: 'ab', originalPrice: 100, sellingPrice: 99.99 }));
      expect(onlyProfit.body.errors).toEqual({ name: P.nameMin, sellingPrice: 'Selling price must be equal to or greater than original price to allow profits' });

      const p = await createProduct(t, owner, catId, { name: 'Many Errors Cap' });
      const upd = await put(p.id, { name: 'ab', originalPrice: 100, sellingPrice: 90, discountedPrice: 95 });
      expect(upd.status).toBe(400);
      expect(upd.body.errors).toEqual({ name: P.nameMin, sellingPrice: P.sellingBelowOriginal, discountedPrice: P.discountNotBelowSelling });
      // against the stored prices (original 95): both rules at once from the service
      const stored = await put(p.id, { sellingPrice: 90, discountedPrice: 92 });
      expect(stored.status).toBe(400);
      expect(stored.body.errors).toEqual({ sellingPrice: P.sellingBelowOriginal, discountedPrice: P.discountNotBelowSelling });
      // a price failing its own rule is not compared as well
      const own = await create(productPayload(catId, { originalPrice: 100, sellingPrice: -1 }));
      expect(own.body.errors).toEqual({ sellingPrice: P.sellingPricePositive });
    });

    it('refuses unknown fields and needs productCreate', async () => {
      expect((await create(productPayload(catId, { archived: true }))).status).toBe(400);
      expect((await t.http.post(api('/products')).send(productPayload(catId))).status).toBe(401);
      const viewer = await t.tokenWithPermissions(['productView']);
      expect((await create(productPayload(catId), viewer)).status).toBe(403);
    });
  });

  describe('update and images', () => {
    it('updates only the fields sent and checks price rules against the stored values', async () => {
      const p = await createProduct(t, owner, catId, { name: 'Partial Update Cap' });
      const res = await put(p.id, { name: 'Renamed Cap', discountedPrice: 120 });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ name: 'Renamed Cap', brand: 'New Era', sellingPrice: 149, discountedPrice: 120 });
      const bad = await put(p.id, { sellingPrice: 90 });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe(P.sellingBelowOriginal);
      const below = await put(p.id, { sellingPrice: 110 });
      expect(below.body.message).toBe(P.discountNotBelowSelling);
      expect((await put(p.id, { name: null })).body.message).toBe(P.nameRequired);
      expect((await put(p.id, { sizes: [] })).body.message).toBe(P.sizeRequired);
      expect((await put(p.id, { discountedPrice: null })).body.data.discountedPrice).toBeNull();
      expect(events.some((e) => e.action === 'updated' && e.entityId === p.id && e.entityName === 'Renamed Cap')).toBe(true);
    });

    it('clears every optional field sent as null, and a cleared discount no longer limits the selling price', async () => {
      const p = await createProduct(t, owner, catId, {
        name: 'Clearable Cap', discountedPrice: 129, subcategory: 'Snapback', material: 'Wool', description: 'Soon gone',
      });
      expect(p).toMatchObject({ discountedPrice: 129, subcategory: 'Snapback', material: 'Wool', description: 'Soon gone' });
      const cleared = await put(p.id, { discountedPrice: null, subcategory: null, material: null, description: null });
      expect(cleared.status).toBe(200);
      expect(cleared.body.data).toMatchObject({ discountedPrice: null, subcategory: null, material: null, description: null, name: 'Clearable Cap' });
      const [row] = await t.ds.query('SELECT discounted_price, subcategory, material, description, effective_price FROM products WHERE id = $1', [p.id]);
      expect(row).toMatchObject({ discounted_price: null, subcategory: null, material: null, description: null, effective_price: '149.00' });
      // shoppers no longer see the discount
      const shopper = await t.http.get(api(`/products/${p.id}`));
      expect(shopper.status).toBe(200);
      expect(shopper.body.data.discountedPrice).toBeNull();
      // the old discount (129) no longer stands in the way of a lower selling price
      const lower = await put(p.id, { sellingPrice: 120 });
      expect(lower.status).toBe(200);
      expect(lower.body.data).toMatchObject({ sellingPrice: 120, discountedPrice: null });
    });

    it('clears a discount and lowers the selling price below it in one update', async () => {
      const p = await createProduct(t, owner, catId, { name: 'One Step Cap', discountedPrice: 129 });
      const res = await put(p.id, { discountedPrice: null, sellingPrice: 110 });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ sellingPrice: 110, discountedPrice: null });
      // an empty string clears the text fields too
      const blank = await put(p.id, { subcategory: '', material: '  ' });
      expect(blank.body.data).toMatchObject({ subcategory: null, material: null });
    });

    it('attaches stored images in order with the first as primary, and deletes the files of dropped ones', async () => {
      const p = await createProduct(t, owner, catId, { name: 'Image Cap' });
      const [a, b, c] = [await storeImage(t, 'product', p.id, 0), await storeImage(t, 'product', p.id, 1), await storeImage(t, 'product', p.id, 2)];
      const res = await put(p.id, {
        images: [
          { url: c.url, cloudinaryId: c.cloudinaryId, alt: 'third', order: 2 },
          { url: 'https://elsewhere.example/ignored.jpg', cloudinaryId: a.cloudinaryId, alt: 'first', order: 0 },
          { url: b.url, cloudinaryId: b.cloudinaryId, alt: 'second', order: 1, isPrimary: true },
        ],
      });
      expect(res.status).toBe(200);
      const imgs = res.body.data.images;
      expect(imgs.map((i: any) => i.cloudinaryId)).toEqual([a.cloudinaryId, b.cloudinaryId, c.cloudinaryId]);
      expect(imgs.map((i: any) => i.isPrimary)).toEqual([true, false, false]);
      expect(imgs[0].url).toBe(a.url); // the stored URL, not the client's
      expect(imgs[0]).toMatchObject({ alt: 'first', order: 0, width: 400, height: 400 });

      // resubmitting as read back (with width/height/srcset) keeps them; dropping one deletes its file after commit
      const keep = imgs.slice(0, 2).map((i: any, n: number) => ({ ...i, order: n }));
      const uploads = t.app.get(UploadsService);
      const res2 = await put(p.id, { images: keep });
      expect(res2.status).toBe(200);
      expect(res2.body.data.images).toHaveLength(2);
      const still = await uploads.findByCloudinaryIds([a.cloudinaryId, b.cloudinaryId, c.cloudinaryId]);
      expect([...still.keys()].sort()).toEqual([a.cloudinaryId, b.cloudinaryId].sort());
      const localFile = path.join(process.env.DATA_DIR!, 'uploads', c.url.replace(/^\/uploads\//, ''));
      expect(fs.existsSync(localFile)).toBe(false);

      expect((await put(p.id, { images: [] })).body.message).toBe(P.imageRequired);
      const six = Array.from({ length: 6 }, (_, i) => ({ url: a.url, cloudinaryId: `${a.cloudinaryId}${i}`, alt: 'x', order: i }));
      expect((await put(p.id, { images: six })).body.message).toBe(P.imagesMax);
      const dup = [0, 1].map((order) => ({ url: a.url, cloudinaryId: a.cloudinaryId, alt: 'x', order }));
      expect((await put(p.id, { images: dup })).body.message).toBe(S.imageDuplicate);
    });

    it("refuses a foreign URL and another product's image", async () => {
      const p = await createProduct(t, owner, catId, { name: 'Guarded Cap' });
      const other = await createProduct(t, owner, catId, { name: 'Other Cap' });
      const theirs = await storeImage(t, 'product', other.id);
      const foreign = await put(p.id, { images: [{ url: 'https://evil.example/a.jpg', cloudinaryId: 'evil/a', alt: 'a', order: 0 }] });
      expect(foreign.status).toBe(400);
      expect(foreign.body.message).toBe(P.imageUnknown);
      const stolen = await put(p.id, { images: [{ url: theirs.url, cloudinaryId: theirs.cloudinaryId, alt: 'a', order: 0 }] });
      expect(stolen.status).toBe(400);
      expect(stolen.body.message).toBe(P.imageUnknown);
    });

    it('answers 404 for unknown products and 403 without productUpdate', async () => {
      expect((await put('czzzzzzzzzzzzzzzzzzzzzzzz', { name: 'Nothing here' })).status).toBe(404);
      expect((await put('not-an-id', { name: 'Nothing here' })).status).toBe(404);
      const p = await createProduct(t, owner, catId, { name: 'Locked Cap' });
      const viewer = await t.tokenWithPermissions(['productView', 'productCreate']);
      expect((await put(p.id, { name: 'Changed' }, viewer)).status).toBe(403);
    });
  });

  describe('toggles and delete', () => {
    it('toggles featured, archive/restore and visibility, answering the product each time', async () => {
      const p = await createProduct(t, owner, catId, { name: 'Toggle Cap' });
      const patch = (suffix: string, body?: object) => t.http.patch(api(`/products/${p.id}/${suffix}`)).set(t.bearer(admin)).send(body);
      expect((await patch('featured')).body.data.featured).toBe(true);
      expect((await patch('featured')).body.data.featured).toBe(false);
      // one state: archived is always the opposite of publiclyVisible, whichever call moved it
      const hidden = { publiclyVisible: false, archived: true };
      const shown = { publiclyVisible: true, archived: false };
      expect((await patch('archive')).body.data).toMatchObject(hidden);
      expect((await patch('restore')).body.data).toMatchObject(shown);
      expect((await patch('public-visibility')).body.data).toMatchObject(hidden);
      expect((await patch('public-visibility')).body.data).toMatchObject(shown);
      expect((await patch('public-visibility/set', { publiclyVisible: false })).body.data).toMatchObject(hidden);
      expect((await patch('public-visibility/set', { publiclyVisible: true })).body.data).toMatchObject({ id: p.id, ...shown });
      const bad = await patch('public-visibility/set', { publiclyVisible: 'yes' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe(S.visibilityBoolean);
      const actions = events.filter((e) => e.entityId === p.id).map((e) => e.action);
      expect(actions).toEqual(expect.arrayContaining(['featured', 'archived', 'restored', 'visibility']));
      expect((await t.http.patch(api('/products/czzzzzzzzzzzzzzzzzzzzzzzz/featured')).set(t.bearer(admin))).status).toBe(404);
      expect((await t.http.patch(api(`/products/${p.id}/featured`))).status).toBe(401);
    });

    it('deletes with productDelete only, and removes the image files', async () => {
      const p = await createProduct(t, owner, catId, { name: 'Doomed Cap' });
      const img = await storeImage(t, 'product', p.id);
      await put(p.id, { images: [{ url: img.url, cloudinaryId: img.cloudinaryId, alt: 'x', order: 0 }] });
      expect((await t.http.delete(api(`/products/${p.id}`)).set(t.bearer(admin))).status).toBe(403);
      const res = await t.http.delete(api(`/products/${p.id}`)).set(t.bearer(owner));
      expect(res.status).toBe(200);
      expect((await t.http.get(api(`/products/${p.id}`)).set(t.bearer(owner))).status).toBe(404);
      expect((await t.app.get(UploadsService).findByCloudinaryIds([img.cloudinaryId])).size).toBe(0);
      expect(events.some((e) => e.action === 'deleted' && e.entityId === p.id)).toBe(true);
      expect((await t.http.delete(api(`/products/${p.id}`)).set(t.bearer(owner))).status).toBe(404);
    });
  });

  describe('what shoppers see', () => {
    let visibleCat: string;
    let hiddenCat: string;
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      visibleCat = (await createCategory(t, owner, { name: 'Shop Window' })).id;
      hiddenCat = (await createCategory(t, owner, { name: 'Back Room', publiclyVisible: false })).id;
      ids.visible = (await createProduct(t, owner, visibleCat, { name: 'Window Visible Cap', brand: 'Shopwin' })).id;
      ids.hidden = (await createProduct(t, owner, visibleCat, { name: 'Window Hidden Cap', brand: 'Shopwin', publiclyVisible: false })).id;
      ids.archived = (await createProduct(t, owner, visibleCat, { name: 'Window Archived Cap', brand: 'Shopwin' })).id;
      await t.http.patch(api(`/products/${ids.archived}/archive`)).set(t.bearer(owner));
      ids.inHiddenCat = (await createProduct(t, owner, hiddenCat, { name: 'Back Room Cap', brand: 'Shopwin' })).id;
    });

    it('lists only public products of visible categories, whatever the query asks', async () => {
      for (const q of ['', '&publiclyVisible=false', '&archived=true', '&publiclyVisible=true']) {
        const res = await list(`?brand=shopwin&limit=50${q}`);
        expect(res.status).toBe(200);
        expect(res.body.data.products.map((p: any) => p.id)).toEqual([ids.visible]);
        expect(res.body.data.pagination.total).toBe(1);
      }
      const byCat = await list(`?category=${hiddenCat}`);
      expect(byCat.body.data.products).toEqual([]);
    });

    it('hides the cost price from shoppers and shows it to productView holders', async () => {
      const pub = await t.http.get(api(`/products/${ids.visible}`));
      expect(pub.status).toBe(200);
      expect(pub.body.data).not.toHaveProperty('originalPrice');
      expect(pub.body.data.sellingPrice).toBe(149);
      const listed = await list('?brand=shopwin');
      expect(listed.body.data.products[0]).not.toHaveProperty('originalPrice');
      const signedInNoView = await t.tokenWithPermissions(['salesView']);
      expect((await list('?brand=shopwin', signedInNoView)).body.data.products[0]).not.toHaveProperty('originalPrice');
      const staff = await t.tokenWithPermissions(['productView']);
      const all = await list('?brand=shopwin&sortBy=name', staff);
      expect(all.body.data.products).toHaveLength(4);
      expect(all.body.data.products[0].originalPrice).toBe(95);
      expect((await t.http.get(api(`/products/${ids.hidden}`)).set(t.bearer(staff))).body.data.originalPrice).toBe(95);
    });

    it('answers 404 to shoppers for hidden, archived and hidden-category products', async () => {
      for (const key of ['hidden', 'archived', 'inHiddenCat']) {
        const res = await t.http.get(api(`/products/${ids[key]}`));
        expect(res.status).toBe(404);
        expect(res.body.message).toBe(P.notFound);
      }
      expect((await t.http.get(api('/products/nonsense'))).status).toBe(404);
    });

    it('staff filters: publiclyVisible=true hides archived products, false and archived=true list them', async () => {
      const staff = await t.tokenWithPermissions(['productView']);
      const idsOf = (res: any) => res.body.data.products.map((p: any) => p.id).sort();
      const vis = await list('?brand=shopwin&publiclyVisible=true&limit=50', staff);
      expect(idsOf(vis)).toEqual([ids.visible, ids.inHiddenCat].sort());
      expect(idsOf(await list('?brand=shopwin&archived=false&limit=50', staff))).toEqual(idsOf(vis));
      // created hidden or archived afterwards: the same state
      const hid = await list('?brand=shopwin&publiclyVisible=false', staff);
      expect(idsOf(hid)).toEqual([ids.hidden, ids.archived].sort());
      expect(idsOf(await list('?brand=shopwin&archived=true', staff))).toEqual(idsOf(hid));
      expect(hid.body.data.products.every((p: any) => p.archived && !p.publiclyVisible)).toBe(true);
    });

    it('publishes a hidden product with any of the calls that say so, and hides it with any of the others', async () => {
      const p = await createProduct(t, owner, visibleCat, { name: 'Window Publish Cap', brand: 'Publishme', publiclyVisible: false });
      expect(p).toMatchObject({ publiclyVisible: false, archived: true });
      const shopperSees = async () => (await t.http.get(api(`/products/${p.id}`))).status === 200;
      const listed = async () => (await list('?brand=publishme')).body.data.products.length === 1;
      expect(await shopperSees()).toBe(false);
      const staffPatch = (suffix: string, body?: object) => t.http.patch(api(`/products/${p.id}/${suffix}`)).set(t.bearer(admin)).send(body);

      const steps: [string, () => Promise<any>, boolean][] = [
        ['restore', () => staffPatch('restore'), true],
        ['archive', () => staffPatch('archive'), false],
        ['toggle', () => staffPatch('public-visibility'), true],
        ['set false', () => staffPatch('public-visibility/set', { publiclyVisible: false }), false],
        ['set true', () => staffPatch('public-visibility/set', { publiclyVisible: true }), true],
        ['toggle', () => staffPatch('public-visibility'), false],
        ['PUT true', () => put(p.id, { publiclyVisible: true }), true],
        ['PUT false', () => put(p.id, { publiclyVisible: false }), false],
      ];
      for (const [label, step, visible] of steps) {
        const res = await step();
        expect([label, res.status]).toEqual([label, 200]);
        expect([label, res.body.data.publiclyVisible, res.body.data.archived]).toEqual([label, visible, !visible]);
        expect([label, await shopperSees(), await listed()]).toEqual([label, visible, visible]);
      }
    });

    it('shows a change to shoppers at once (the public cache is cleared)', async () => {
      expect((await list('?brand=shopwin')).body.data.products).toHaveLength(1);
      await t.http.patch(api(`/products/${ids.hidden}/public-visibility/set`)).set(t.bearer(owner)).send({ publiclyVisible: true });
      expect((await list('?brand=shopwin')).body.data.products).toHaveLength(2);
      await t.http.patch(api(`/categories/${hiddenCat}/visibility/set`)).set(t.bearer(owner)).send({ publiclyVisible: true });
      expect((await list('?brand=shopwin')).body.data.products).toHaveLength(3);
      await t.http.patch(api(`/categories/${hiddenCat}/visibility/set`)).set(t.bearer(owner)).send({ publiclyVisible: false });
      await t.http.patch(api(`/products/${ids.hidden}/public-visibility/set`)).set(t.bearer(owner)).send({ publiclyVisible: false });
      expect((await list('?brand=shopwin')).body.data.products).toHaveLength(1);
    });

    it('builds one answer for many shoppers asking the same thing at once', async () => {
      const spy = jest.spyOn(t.ds, 'query');
      try {
        const all = await Promise.all(Array.from({ length: 6 }, () => list('?brand=shopwin&sortBy=name&limit=7')));
        expect(all.every((r) => r.status === 200 && r.body.data.products.length === 1)).toBe(true);
        // the page's products are read by one statement (the total may come from the summary cache)
        const listQueries = spy.mock.calls.filter(([sql]) => String(sql).includes('FROM unnest('));
        expect(listQueries).toHaveLength(1);
      } finally {
        spy.mockRestore();
      }
    });

    it('answers 304 to a shopper repeating a request with the ETag', async () => {
      const first = await list('?brand=shopwin');
      expect(first.headers.etag).toBeTruthy();
      const again = await t.http.get(api('/products?brand=shopwin')).set('If-None-Match', first.headers.etag);
      expect(again.status).toBe(304);
    });
  });

  describe('search, filters, facets and pagination', () => {
    let searchCat: string;
    beforeAll(async () => {
      searchCat = (await createCategory(t, owner, { name: 'Search Lab' })).id;
      const mk = (o: Record<string, unknown>) => createProduct(t, owner, searchCat, { description: null, tags: [], ...o });
      await mk({ name: 'Vintage Bulls Snapback', brand: 'Mitchell & Ness', condition: 'VINTAGE', originalPrice: 100, sellingPrice: 229, discountedPrice: 199, tags: ['nba'] });
      await mk({ name: 'Tambay Jeepney Trucker', brand: 'Tambay', condition: 'NEW', originalPrice: 40, sellingPrice: 79, description: 'Mesh trucker, vintage feel' });
      await mk({ name: 'Crown Dad Hat', brand: 'KRWN', condition: 'NEW', originalPrice: 50, sellingPrice: 99, tags: ['streetwear', 'vintage-inspired'] });
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
      expect(f.brands).toEqual(expect.arrayContaining([{ value: 'Tambay', count: 1 }, { value: 'KRWN', count: 1 }]));
      expect(f.brands).toHaveLength(2);
      expect(f.conditions).toEqual(
        expect.arrayContaining([{ value: 'NEW', count: 2 }, { value: 'VINTAGE', count: 1 }, { value: 'USED', count: 1 }, { value: 'REFURBISHED', count: 1 }]),
      );
      expect(f.price).toEqual({ min: 79, max: 99 });
      const searched = (await lab('facets=true&search=vintage')).body.data.facets;
      expect(searched.price).toEqual({ min: 79, max: 199 });
      expect((await lab('')).body.data.facets).toBeUndefined();
      const none = (await lab('facets=true&search=nothingmatcheszzz')).body.data;
      expect(none.facets).toEqual({ brands: [], conditions: [], price: { min: null, max: null } });
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

    it('serves the storefront featured strip', async () => {
      const p = await createProduct(t, owner, searchCat, { name: 'Featured Strip Cap', featured: true });
      const res = await list('?featured=true&publiclyVisible=true&limit=4');
      expect(res.body.data.products.map((x: any) => x.id)).toContain(p.id);
      expect(res.body.data.products.every((x: any) => x.featured)).toBe(true);
    });
  });
});
