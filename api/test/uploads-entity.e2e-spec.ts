import * as fs from 'node:fs';
import sharp from 'sharp';
import { permissionMapFor } from '@shop/common';
import { newId } from '../src/core/ids/ids';
import { UploadsService } from '../src/uploads/uploads.service';
import type { TestApp } from './helpers/test-app';
import { LocalUploads, png, rotatedJpeg } from './uploads.fixtures';

/** Uploading images for a product or a category: what is stored and served, replacement, ids and permissions. */
describe('uploads (local disk)', () => {
  const local = new LocalUploads();
  const { insertCategory, insertProduct, attachToProduct, fileOnDisk, post } = local;
  let t: TestApp, owner: string, admin: string;
  beforeAll(async () => ({ t, owner, admin } = await local.boot()));
  afterAll(() => t?.close());

  describe('POST /upload/entity/{type}/{id}', () => {
    it('stores real PNG and JPEG bytes: re-encoded, upright, metadata stripped, width variants, long cache', async () => {
      const productId = await insertProduct();
      const jpeg = await rotatedJpeg();
      expect((await sharp(jpeg).metadata()).orientation).toBe(6);
      const res = await post(`/api/v1/upload/entity/product/${productId}`, admin)
        .attach('files', await png(), { filename: 'front.png', contentType: 'image/png' })
        .attach('files', jpeg, { filename: 'Side View.JPG', contentType: 'image/jpeg' })
        .field('imageData', JSON.stringify({ order: 1, alt: 'Front of the cap' }))
        .field('imageData', JSON.stringify({ order: 2, alt: 'Side of the cap' }));
      expect(res.status).toBe(200);
      const images = res.body.data.images;
      expect(images).toHaveLength(2);
      expect(images[0]).toMatchObject({ alt: 'Front of the cap', order: 1, width: 800, height: 600 });
      expect(images[0].id).toMatch(/^c[a-z0-9]{24}$/);
      expect(images[0].cloudinaryId).toMatch(/^retro-shop\/products\/c[a-z0-9]{24}$/);
      expect(images[0].url).toBe(`/uploads/${images[0].cloudinaryId}.png`);
      // EXIF orientation 6 applied: the 1200x400 landscape is stored as a 400x1200 portrait.
      expect(images[1]).toMatchObject({ alt: 'Side of the cap', order: 2, width: 400, height: 1200 });
      expect(images[1].url).toBe(`/uploads/${images[1].cloudinaryId}.jpg`);
      expect(images[0].srcset).toBe(['320', '640'].map((w) => `/uploads/${images[0].cloudinaryId}-w${w}.webp ${w}w`).join(', '));
      expect(images[1].srcset).toContain('-w320.webp 320w');

      const served = await t.http
        .get(images[1].url)
        .buffer(true)
        .parse((r, cb) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => cb(null, Buffer.concat(chunks)));
        });
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
      const meta = await sharp(served.body as Buffer).metadata();
      expect(meta.format).toBe('jpeg');
      expect([meta.width, meta.height]).toEqual([400, 1200]);
      expect(meta.orientation).toBeUndefined();
      expect(meta.exif).toBeUndefined();
      expect((served.body as Buffer).includes(Buffer.from('SecretCam'))).toBe(false);

      const variant = await t.http.get(`/uploads/${images[0].cloudinaryId}-w320.webp`);
      expect(variant.status).toBe(200);
      expect(variant.headers['content-type']).toBe('image/webp');
      expect(fs.existsSync(fileOnDisk(`/uploads/${images[0].cloudinaryId}-w640.webp`))).toBe(true);
      expect(fs.existsSync(fileOnDisk(`/uploads/${images[0].cloudinaryId}-w1024.webp`))).toBe(false); // never enlarged

      const rows = await t.ds.query('SELECT entity_type, entity_id, attached_at, driver, format, bytes FROM uploads ORDER BY sort_order');
      const mine = rows.filter((r: { entity_id: string }) => r.entity_id === productId);
      expect(mine).toHaveLength(2);
      expect(mine[0]).toMatchObject({ entity_type: 'product', attached_at: null, driver: 'local', format: 'png' });
    });

    it('accepts imageData as one JSON array and defaults missing entries to position and file name', async () => {
      const productId = await insertProduct();
      const res = await post(`/api/v1/upload/entity/product/${productId}`, admin)
        .attach('files', await png(100, 100), 'a.png')
        .attach('files', await png(100, 100), 'blue_cap-back.jpeg')
        .attach('files', await png(100, 100), 'Gorra Niño.png')
        .field('imageData', JSON.stringify([{ order: 3, alt: 'Only the first' }]));
      expect(res.status).toBe(200);
      expect(res.body.data.images.map((i: { order: number; alt: string }) => [i.order, i.alt])).toEqual([
        [3, 'Only the first'],
        [2, 'blue cap back'],
        [3, 'Gorra Niño'],
      ]);
      // Too small for any variant: no srcset rather than enlarged copies.
      expect(res.body.data.images[0].srcset).toBeNull();
    });

    it('refuses malformed imageData and oldImageIds with a 400', async () => {
      const productId = await insertProduct();
      const a = await post(`/api/v1/upload/entity/product/${productId}`, admin)
        .attach('files', await png(), 'a.png')
        .field('imageData', '{not json');
      expect(a.status).toBe(400);
      expect(a.body.errors).toHaveProperty('imageData');
      const b = await post(`/api/v1/upload/entity/product/${productId}`, admin)
        .attach('files', await png(), 'a.png')
        .field('imageData', JSON.stringify({ order: -1, alt: 'x' }));
      expect(b.status).toBe(400);
      const c = await post(`/api/v1/upload/entity/product/${productId}`, admin)
        .attach('files', await png(), 'a.png')
        .field('oldImageIds', '[1, 2');
      expect(c.status).toBe(400);
      expect(c.body.errors).toHaveProperty('oldImageIds');
    });

    it('replacement: old files named in oldImageIds are deleted after the new ones are stored; foreign ids are left alone', async () => {
      const productA = await insertProduct();
      const productB = await insertProduct();
      const a = await post(`/api/v1/upload/entity/product/${productA}`, admin)
        .attach('files', await png(700, 700), 'a1.png')
        .attach('files', await png(700, 700), 'a2.png');
      const b = await post(`/api/v1/upload/entity/product/${productB}`, admin).attach('files', await png(700, 700), 'b1.png');
      expect(a.status).toBe(200);
      expect(b.status).toBe(200);
      await attachToProduct(productA, a.body.data.images);
      await attachToProduct(productB, b.body.data.images);
      const [a1, a2] = a.body.data.images;
      const [b1] = b.body.data.images;
      for (const img of [a1, a2, b1]) expect(fs.existsSync(fileOnDisk(img.url))).toBe(true);

      const res = await post(`/api/v1/upload/entity/product/${productA}`, owner)
        .attach('files', await png(), 'new.png')
        .field('imageData', JSON.stringify({ order: 1, alt: 'New front' }))
        .field('oldImageIds', JSON.stringify([a1.cloudinaryId, b1.cloudinaryId, 'retro-shop/products/cnotstoredanywhere0000000']));
      expect(res.status).toBe(200);
      const [fresh] = res.body.data.images;
      expect(fs.existsSync(fileOnDisk(fresh.url))).toBe(true);
      // a1 and its variants are gone from disk and from the records.
      expect(fs.existsSync(fileOnDisk(a1.url))).toBe(false);
      expect(fs.existsSync(fileOnDisk(`/uploads/${a1.cloudinaryId}-w320.webp`))).toBe(false);
      expect((await t.http.get(a1.url)).status).toBe(404);
      const found = await t.app.get(UploadsService).findByCloudinaryIds([a1.cloudinaryId, a2.cloudinaryId, b1.cloudinaryId, fresh.cloudinaryId]);
      expect([...found.keys()].sort()).toEqual([a2.cloudinaryId, b1.cloudinaryId, fresh.cloudinaryId].sort());
      expect(found.get(b1.cloudinaryId)).toMatchObject({ entityType: 'product', entityId: productB });
      // Another product's image is untouched.
      expect(fs.existsSync(fileOnDisk(b1.url))).toBe(true);
      expect(fs.existsSync(fileOnDisk(a2.url))).toBe(true);
    });

    it("entity ids: the specs' format messages", async () => {
      const bad = await post('/api/v1/upload/entity/product/abc', admin).attach('files', await png(), 'a.png');
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Invalid entity ID format: abc. Expected CUID format.');
      const upper = await post('/api/v1/upload/entity/product/CABCDEFGHIJKLMNOPQRSTUVWX', admin).attach('files', await png(), 'a.png');
      expect(upper.body.message).toBe('Invalid entity ID format: CABCDEFGHIJKLMNOPQRSTUVWX. Expected CUID format.');
      const injection = await post(`/api/v1/upload/entity/product/${encodeURIComponent("c' OR 1=1 --")}`, admin).attach(
        'files',
        await png(),
        'a.png',
      );
      expect(injection.status).toBe(400);
      expect(injection.body.message).toBe("Invalid entity ID format: c' OR 1=1 --. Expected CUID format.");
      // An empty id cannot reach the route (no path segment), so the service's own check is called directly.
      const actor = { id: newId(), name: 'Owner', email: 'o@example.com', role: 'OWNER' as const, permissions: permissionMapFor('OWNER') };
      await expect(t.app.get(UploadsService).uploadForEntity(actor, 'product', '', [], [], [])).rejects.toThrow(
        'Invalid entity ID: . Expected non-empty string.',
      );
      const type = await post(`/api/v1/upload/entity/user/${newId()}`, owner).attach('files', await png(), 'a.png');
      expect(type.status).toBe(400);
      expect(type.body.message).toBe('Entity type must be product or category');
    });

    it('an entity that does not exist answers 404 and stores nothing', async () => {
      const before = (await t.ds.query('SELECT count(*)::int AS n FROM uploads'))[0].n;
      const p = await post(`/api/v1/upload/entity/product/${newId()}`, admin).attach('files', await png(), 'a.png');
      expect(p.status).toBe(404);
      expect(p.body.message).toBe('Product not found');
      const c = await post(`/api/v1/upload/entity/category/${newId()}`, admin).attach('files', await png(), 'a.png');
      expect(c.status).toBe(404);
      expect(c.body.message).toBe('Category not found');
      expect((await t.ds.query('SELECT count(*)::int AS n FROM uploads'))[0].n).toBe(before);
    });

    it("401 without a token; 403 without the entity's update or create flag; either flag alone is enough", async () => {
      const productId = await insertProduct();
      const catId = await insertCategory();
      const noToken = await post(`/api/v1/upload/entity/product/${productId}`).attach('files', await png(), 'a.png');
      expect(noToken.status).toBe(401);
      const viewer = await t.tokenWithPermissions(['productView', 'categoryView', 'categoryUpdate', 'categoryCreate']);
      const denied = await post(`/api/v1/upload/entity/product/${productId}`, viewer).attach('files', await png(), 'a.png');
      expect(denied.status).toBe(403);
      expect(denied.body.message).toBe('You do not have permission to perform this action.');
      const creator = await t.tokenWithPermissions(['productCreate']);
      expect((await post(`/api/v1/upload/entity/product/${productId}`, creator).attach('files', await png(), 'a.png')).status).toBe(200);
      const updater = await t.tokenWithPermissions(['productUpdate']);
      expect((await post(`/api/v1/upload/entity/product/${productId}`, updater).attach('files', await png(), 'b.png')).status).toBe(200);
      expect((await post(`/api/v1/upload/entity/category/${catId}`, updater).attach('files', await png(), 'c.png')).status).toBe(403);
      const catCreator = await t.tokenWithPermissions(['categoryCreate']);
      expect((await post(`/api/v1/upload/entity/category/${catId}`, catCreator).attach('files', await png(), 'c.png')).status).toBe(200);
    });
  });
});
