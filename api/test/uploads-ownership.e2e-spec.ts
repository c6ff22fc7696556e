import * as fs from 'node:fs';
import { PRODUCT_MESSAGES } from '@shop/common';
import { ATTACH_MESSAGES } from '../src/uploads/upload-ownership';
import { UploadsService } from '../src/uploads/uploads.service';
import type { TestApp } from './helpers/test-app';
import { productPayload } from './catalog.fixtures';
import { LocalUploads, png } from './uploads.fixtures';

/**
 * An upload attaches only to its own kind of target (product, category, settings), and an unsaved one only for the
 * staff member who uploaded it: an ADMIN must not be able to delete the owner's logo by attaching and dropping it.
 */
describe('upload ownership', () => {
  const local = new LocalUploads();
  const { fileOnDisk, post } = local;
  let t: TestApp, owner: string, admin: string;
  beforeAll(async () => ({ t, owner, admin } = await local.boot()));
  afterAll(() => t?.close());

  const api = (p: string) => `/api/v1${p}`;
  const later = () => new Date(Date.now() + 3 * 24 * 3600_000);

  /** The ADMIN gives the product a fresh image of its own in place of whatever it showed. */
  const replaceImages = async (productId: string) => {
    const [own] = (
      await post(api(`/upload/entity/product/${productId}`), admin)
        .attach('files', await png(200, 200), 'own.png')
        .expect(200)
    ).body.data.images;
    await t.http
      .put(api(`/products/${productId}`))
      .set(t.bearer(admin))
      .send({ images: [{ cloudinaryId: own.cloudinaryId, url: own.url, alt: 'own', order: 0 }] })
      .expect(200);
  };

  /** The owner uploads a logo and puts it in the settings, as the Settings screen does. */
  const ownersLogo = async () => {
    const up = await post(api('/upload/image'), owner)
      .field('context', 'logo')
      .attach('file', await png(300, 300), 'logo.png');
    expect(up.status).toBe(200);
    await t.http.put(api('/settings')).set(t.bearer(owner)).send({ logoUrl: up.body.data.url }).expect(200);
    return up.body.data as { url: string; cloudinaryId: string };
  };

  it('an ADMIN reading the logo id from the public settings cannot attach it to a category or a product, and the logo file survives', async () => {
    const logo = await ownersLogo();
    // what the ADMIN sees: the public business details, anonymous
    const logoUrl: string = (await t.http.get(api('/settings/business')).expect(200)).body.data.logoUrl;
    expect(logoUrl).toBe(logo.url);
    const logoId = logoUrl.replace(/^\/uploads\//, '').replace(/\.(png|jpg)$/, '');

    // a new category, and an existing one, with the logo as its image
    const created = await t.http.post(api('/categories')).set(t.bearer(admin)).send({ name: 'Logo Thieves', image: logoUrl, cloudinaryId: logoId });
    expect(created.status).toBe(400);
    expect(created.body.errors.cloudinaryId).toBe(ATTACH_MESSAGES.wrongKind('branding', 'category'));
    const cat = (await t.http.post(api('/categories')).set(t.bearer(admin)).send({ name: 'Plain' }).expect(201)).body.data;
    const put = await t.http
      .put(api(`/categories/${cat.id}`))
      .set(t.bearer(admin))
      .send({ name: 'Plain', image: logoUrl, cloudinaryId: logoId });
    expect(put.status).toBe(400);
    expect(put.body.errors.cloudinaryId).toBe(ATTACH_MESSAGES.wrongKind('branding', 'category'));
    // ...then dropping the category's image, which deletes whatever file it pointed at
    await t.http
      .put(api(`/categories/${cat.id}`))
      .set(t.bearer(admin))
      .send({ name: 'Plain', image: null, cloudinaryId: null })
      .expect(200);

    // a new product and an existing one
    const viaCreate = await t.http
      .post(api('/products'))
      .set(t.bearer(admin))
      .send(productPayload(cat.id, { images: [{ cloudinaryId: logoId, url: logoUrl, alt: 'x', order: 0 }] }));
    expect(viaCreate.status).toBe(400);
    expect(viaCreate.body.errors['images.0.cloudinaryId']).toBe(ATTACH_MESSAGES.wrongKind('branding', 'product'));
    const product = (await t.http.post(api('/products')).set(t.bearer(admin)).send(productPayload(cat.id)).expect(201)).body.data;
    const viaUpdate = await t.http
      .put(api(`/products/${product.id}`))
      .set(t.bearer(admin))
      .send({ images: [{ cloudinaryId: logoId, url: logoUrl, alt: 'x', order: 0 }] });
    expect(viaUpdate.status).toBe(400);
    expect(viaUpdate.body.errors['images.0.cloudinaryId']).toBe(ATTACH_MESSAGES.wrongKind('branding', 'product'));
    // ...then replacing the product's images (which deletes the dropped files), and the owner deleting the product
    await replaceImages(product.id);
    await t.http
      .delete(api(`/products/${product.id}`))
      .set(t.bearer(owner))
      .expect(200);

    // days later, after the sweep, the logo is still the settings' logo, on disk and served
    await t.app.get(UploadsService).sweep(later());
    expect(fs.existsSync(fileOnDisk(logo.url))).toBe(true);
    await t.http.get(logo.url).expect(200);
    const [row] = await t.ds.query('SELECT entity_type, entity_id FROM uploads WHERE cloudinary_id = $1', [logo.cloudinaryId]);
    expect(row).toEqual({ entity_type: 'branding', entity_id: null });
  });

  it('a product image goes only on its product, a category image only on its category', async () => {
    const cat = (await t.http.post(api('/categories')).set(t.bearer(owner)).send({ name: 'Kinds' }).expect(201)).body.data;
    const product = (await t.http.post(api('/products')).set(t.bearer(owner)).send(productPayload(cat.id)).expect(201)).body.data;
    const forProduct = (
      await post(api(`/upload/entity/product/${product.id}`), admin)
        .attach('files', await png(200, 200), 'p.png')
        .expect(200)
    ).body.data.images[0];
    const forCategory = (
      await post(api(`/upload/entity/category/${cat.id}`), admin)
        .attach('files', await png(200, 200), 'c.png')
        .expect(200)
    ).body.data.images[0];

    const catWithProductImage = await t.http
      .put(api(`/categories/${cat.id}`))
      .set(t.bearer(admin))
      .send({ name: 'Kinds', cloudinaryId: forProduct.cloudinaryId });
    expect(catWithProductImage.status).toBe(400);
    expect(catWithProductImage.body.errors.cloudinaryId).toBe(ATTACH_MESSAGES.wrongKind('product', 'category'));
    const productWithCategoryImage = await t.http
      .put(api(`/products/${product.id}`))
      .set(t.bearer(admin))
      .send({ images: [{ cloudinaryId: forCategory.cloudinaryId, url: forCategory.url, alt: 'x', order: 0 }] });
    expect(productWithCategoryImage.status).toBe(400);
    expect(productWithCategoryImage.body.errors['images.0.cloudinaryId']).toBe(ATTACH_MESSAGES.wrongKind('category', 'product'));
    // their own targets still take them
    await t.http
      .put(api(`/categories/${cat.id}`))
      .set(t.bearer(admin))
      .send({ name: 'Kinds', cloudinaryId: forCategory.cloudinaryId })
      .expect(200);
    await t.http
      .put(api(`/products/${product.id}`))
      .set(t.bearer(admin))
      .send({ images: [{ cloudinaryId: forProduct.cloudinaryId, url: forProduct.url, alt: 'x', order: 0 }] })
      .expect(200);
  });

  it("another staff member's unsaved draft cannot be taken by a category or a product, and stays theirs", async () => {
    const [draft] = (
      await post(api('/upload/drafts/product'), owner)
        .attach('files', await png(200, 200), 'mine.png')
        .expect(200)
    ).body.data.images;
    const cat = (await t.http.post(api('/categories')).set(t.bearer(admin)).send({ name: 'Draft Takers' }).expect(201)).body.data;

    const onCategory = await t.http
      .put(api(`/categories/${cat.id}`))
      .set(t.bearer(admin))
      .send({ name: 'Draft Takers', cloudinaryId: draft.cloudinaryId });
    expect(onCategory.status).toBe(400);
    expect(onCategory.body.errors.cloudinaryId).toBe(ATTACH_MESSAGES.wrongKind('product', 'category'));
    const product = (await t.http.post(api('/products')).set(t.bearer(admin)).send(productPayload(cat.id)).expect(201)).body.data;
    const onProduct = await t.http
      .put(api(`/products/${product.id}`))
      .set(t.bearer(admin))
      .send({ images: [{ cloudinaryId: draft.cloudinaryId, url: draft.url, alt: 'x', order: 0 }] });
    expect(onProduct.status).toBe(400);
    expect(onProduct.body.errors['images.0.cloudinaryId']).toBe(ATTACH_MESSAGES.othersDraft);
    await replaceImages(product.id);

    const [row] = await t.ds.query('SELECT entity_type, entity_id, attached_at FROM uploads WHERE id = $1', [draft.id]);
    expect(row).toEqual({ entity_type: 'product', entity_id: null, attached_at: null });
    expect(fs.existsSync(fileOnDisk(draft.url))).toBe(true);
    // the uploader still creates with it
    await t.http
      .post(api('/products'))
      .set(t.bearer(owner))
      .send(productPayload(cat.id, { imageIds: [draft.id] }))
      .expect(201);
  });

  it("an unknown image id keeps the specs' message", async () => {
    const cat = (await t.http.post(api('/categories')).set(t.bearer(admin)).send({ name: 'Unknowns' }).expect(201)).body.data;
    const res = await t.http
      .put(api(`/categories/${cat.id}`))
      .set(t.bearer(admin))
      .send({ name: 'Unknowns', cloudinaryId: 'retro-shop/categories/cnotstoredhereatall000000' });
    expect(res.status).toBe(400);
    expect(res.body.errors.cloudinaryId).toBe(PRODUCT_MESSAGES.imageUnknown);
  });
});
