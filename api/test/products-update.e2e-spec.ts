import * as fs from 'node:fs';
import * as path from 'node:path';
import { PRODUCT_MESSAGES as P } from '@shop/common';
import { PRODUCT_SERVER_MESSAGES as S } from '../src/products/products.messages';
import { UploadsService } from '../src/uploads/uploads.service';
import type { TestApp } from './helpers/test-app';
import { createProduct, storeImage } from './catalog.fixtures';
import { ProductsApp } from './products.fixtures';

/** Changing a product once it exists: fields, images, the toggles and delete. */
describe('products', () => {
  const products = new ProductsApp();
  const { events, api, put } = products;
  let t: TestApp, owner: string, admin: string, catId: string;
  beforeAll(async () => ({ t, owner, admin, catId } = await products.boot()));
  afterAll(() => t.close());

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
        name: 'Clearable Cap',
        discountedPrice: 129,
        subcategory: 'Snapback',
        material: 'Wool',
        description: 'Soon gone',
      });
      expect(p).toMatchObject({ discountedPrice: 129, subcategory: 'Snapback', material: 'Wool', description: 'Soon gone' });
      const cleared = await put(p.id, { discountedPrice: null, subcategory: null, material: null, description: null });
      expect(cleared.status).toBe(200);
      expect(cleared.body.data).toMatchObject({ discountedPrice: null, subcategory: null, material: null, description: null, name: 'Clearable Cap' });
      const [row] = await t.ds.query('SELECT discounted_price, subcategory, material, description, effective_price FROM products WHERE id = $1', [
        p.id,
      ]);
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
      const patch = (suffix: string, body?: object) =>
        t.http
          .patch(api(`/products/${p.id}/${suffix}`))
          .set(t.bearer(admin))
          .send(body);
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
});
