import * as fs from 'node:fs';
import { UPLOAD_MESSAGES } from '../src/uploads/uploads.messages';
import { UploadsService } from '../src/uploads/uploads.service';
import type { TestApp } from './helpers/test-app';
import { LocalUploads, png } from './uploads.fixtures';

/** Uploads nobody uses any more are removed, files and records, after a day. */
describe('uploads (local disk)', () => {
  const local = new LocalUploads();
  const { insertCategory, insertProduct, attachToProduct, fileOnDisk, post } = local;
  let t: TestApp, admin: string;
  beforeAll(async () => ({ t, admin } = await local.boot()));
  afterAll(() => t?.close());

  describe('sweep of unattached uploads', () => {
    it('removes files and rows never attached and older than 24 h; keeps attached and recent ones', async () => {
      const svc = t.app.get(UploadsService);
      const productId = await insertProduct();
      const res = await post(`/api/v1/upload/entity/product/${productId}`, admin)
        .attach('files', await png(500, 500), 'stale.png')
        .attach('files', await png(500, 500), 'kept.png')
        .attach('files', await png(500, 500), 'recent.png');
      const [stale, kept, recent] = res.body.data.images;
      await svc.markAttached([kept.cloudinaryId], 'product', productId);
      await t.ds.query(`UPDATE uploads SET created_at = now() - interval '25 hours' WHERE cloudinary_id = ANY($1)`, [
        [stale.cloudinaryId, kept.cloudinaryId],
      ]);
      await t.ds.query(`UPDATE uploads SET created_at = now() - interval '23 hours' WHERE cloudinary_id = $1`, [recent.cloudinaryId]);
      const alreadyStale = (
        await t.ds.query(`SELECT count(*)::int AS n FROM uploads WHERE attached_at IS NULL AND created_at < now() - interval '24 hours'`)
      )[0].n;
      expect(alreadyStale).toBe(1);

      expect(await svc.sweep(new Date())).toBe(1);
      expect(fs.existsSync(fileOnDisk(stale.url))).toBe(false);
      expect(fs.existsSync(fileOnDisk(`/uploads/${stale.cloudinaryId}-w320.webp`))).toBe(false);
      expect(fs.existsSync(fileOnDisk(kept.url))).toBe(true);
      expect(fs.existsSync(fileOnDisk(recent.url))).toBe(true);
      const left = await svc.findByCloudinaryIds([stale.cloudinaryId, kept.cloudinaryId, recent.cloudinaryId]);
      expect(left.has(stale.cloudinaryId)).toBe(false);
      expect(left.has(kept.cloudinaryId)).toBe(true);

      // Two hours later the "recent" one has crossed the line too.
      expect(await svc.sweep(new Date(Date.now() + 2 * 3600_000))).toBeGreaterThanOrEqual(1);
      expect(fs.existsSync(fileOnDisk(recent.url))).toBe(false);
      expect(fs.existsSync(fileOnDisk(kept.url))).toBe(true);
    });

    it('removes images attached once but no longer referenced by any product or category for a day', async () => {
      const svc = t.app.get(UploadsService);
      const productId = await insertProduct();
      const res = await post(`/api/v1/upload/entity/product/${productId}`, admin)
        .attach('files', await png(500, 500), 'shown.png')
        .attach('files', await png(500, 500), 'dropped.png');
      const [shown, dropped] = res.body.data.images;
      await attachToProduct(productId, [shown, dropped]);
      // The product is saved again without the second image.
      await t.ds.query('DELETE FROM product_images WHERE cloudinary_id = $1', [dropped.cloudinaryId]);
      await t.ds.query(`UPDATE uploads SET attached_at = now() - interval '25 hours' WHERE cloudinary_id = ANY($1)`, [
        [shown.cloudinaryId, dropped.cloudinaryId],
      ]);
      expect(await svc.sweep(new Date())).toBe(1);
      expect(fs.existsSync(fileOnDisk(dropped.url))).toBe(false);
      expect(fs.existsSync(fileOnDisk(shown.url))).toBe(true);
      // A deleted product's images go too (its product_images rows cascade away).
      await t.ds.query('DELETE FROM products WHERE id = $1', [productId]);
      expect(await svc.sweep(new Date())).toBe(1);
      expect(fs.existsSync(fileOnDisk(shown.url))).toBe(false);
    });

    it('storeBuffer (demo seed) records the image as attached; deleteStored removes files and records; unknown ids are ignored', async () => {
      const svc = t.app.get(UploadsService);
      const catId = await insertCategory();
      const img = await svc.storeBuffer(null, await png(), 'seed.png', { entityType: 'category', entityId: catId, alt: 'Seed', order: 1 });
      expect(img).toMatchObject({ alt: 'Seed', order: 1, width: 800, height: 600 });
      expect(img.cloudinaryId).toMatch(/^retro-shop\/categories\//);
      expect(fs.existsSync(fileOnDisk(img.url))).toBe(true);
      const [row] = await t.ds.query('SELECT attached_at FROM uploads WHERE cloudinary_id = $1', [img.cloudinaryId]);
      expect(row.attached_at).not.toBeNull();
      await t.ds.query('UPDATE categories SET image = $1, cloudinary_id = $2 WHERE id = $3', [img.url, img.cloudinaryId, catId]);
      // Referenced by its category: no sweep takes it, however late.
      await svc.sweep(new Date(Date.now() + 48 * 3600_000));
      expect(fs.existsSync(fileOnDisk(img.url))).toBe(true);
      await expect(
        svc.storeBuffer(null, Buffer.from('text'), 'seed.png', { entityType: 'category', entityId: catId, alt: 'x', order: 1 }),
      ).rejects.toThrow(UPLOAD_MESSAGES.notAnImage);
      await svc.deleteStored([img.cloudinaryId, 'retro-shop/categories/cunknown0000000000000000']);
      expect(fs.existsSync(fileOnDisk(img.url))).toBe(false);
      expect((await svc.findByCloudinaryIds([img.cloudinaryId])).size).toBe(0);
    });
  });
});
