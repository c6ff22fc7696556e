import * as fs from 'node:fs';
import * as path from 'node:path';
import { UPLOAD_MESSAGES } from '../src/uploads/uploads.messages';
import type { TestApp } from './helpers/test-app';
import { exeBytes, LocalUploads, png, rotatedJpeg } from './uploads.fixtures';

/** The upload limits answered to the back office, branding images, the documented routes, and serving /uploads/. */
describe('uploads (local disk)', () => {
  const local = new LocalUploads();
  const { post } = local;
  let t: TestApp, owner: string, admin: string;
  beforeAll(async () => ({ t, owner, admin } = await local.boot()));
  afterAll(() => t?.close());

  describe('upload configuration', () => {
    it('GET /upload/config needs a signed-in user and answers the general limits', async () => {
      expect((await t.http.get('/api/v1/upload/config')).status).toBe(401);
      const token = await t.tokenWithPermissions([]);
      const res = await t.http.get('/api/v1/upload/config').set(t.bearer(token));
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({
        allowedFileTypes: ['jpeg', 'jpg', 'png'],
        maxFileSizeMB: 5,
        maxImages: 5,
        environment: 'test',
        folder: 'retro-shop',
      });
    });

    it('GET /settings/upload-config/{type} answers 5 for products, 1 for categories, 400 otherwise', async () => {
      const token = await t.tokenWithPermissions([]);
      const p = await t.http.get('/api/v1/settings/upload-config/product').set(t.bearer(token));
      expect(p.status).toBe(200);
      expect(p.body.data).toMatchObject({ maxImages: 5, maxFileSizeMB: 5, allowedFileTypes: ['jpeg', 'jpg', 'png'], folder: 'retro-shop/products' });
      const c = await t.http.get('/api/v1/settings/upload-config/category').set(t.bearer(token));
      expect(c.body.data).toMatchObject({ maxImages: 1, folder: 'retro-shop/categories' });
      const bad = await t.http.get('/api/v1/settings/upload-config/user').set(t.bearer(token));
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Upload type must be product or category');
      expect((await t.http.get('/api/v1/settings/upload-config/product')).status).toBe(401);
    });
  });

  describe('branding images', () => {
    it('POST /upload/image stores one file (settingsUpdate) and keeps it out of the sweep', async () => {
      const res = await post('/api/v1/upload/image', owner)
        .attach('file', await png(512, 512), 'logo.png')
        .field('context', 'logo');
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ alt: 'logo image', width: 512, height: 512 });
      expect(res.body.data.cloudinaryId).toMatch(/^retro-shop\/branding\/logo\/c[a-z0-9]{24}$/);
      expect((await t.http.get(res.body.data.url)).status).toBe(200);
      const [row] = await t.ds.query('SELECT entity_type, attached_at FROM uploads WHERE cloudinary_id = $1', [res.body.data.cloudinaryId]);
      expect(row.entity_type).toBe('branding');
      expect(row.attached_at).not.toBeNull();
    });

    it('POST /config/images stores several files; checks apply; ADMIN (no settingsUpdate) gets 403, anonymous 401', async () => {
      const res = await post('/api/v1/config/images', owner)
        .attach('files', await png(), 'a.png')
        .attach('files', await rotatedJpeg(), 'b.jpg');
      expect(res.status).toBe(200);
      expect(res.body.data.images).toHaveLength(2);
      const exe = await post('/api/v1/config/images', owner).attach('files', exeBytes(), 'a.png');
      expect(exe.status).toBe(400);
      expect(exe.body.message).toBe(UPLOAD_MESSAGES.notAnImage);
      const badContext = await post('/api/v1/upload/image', owner)
        .attach('file', await png(), 'a.png')
        .field('context', '../../etc');
      expect(badContext.status).toBe(400);
      expect((await post('/api/v1/config/images', admin).attach('files', await png(), 'a.png')).status).toBe(403);
      expect((await post('/api/v1/upload/image', admin).attach('file', await png(), 'a.png')).status).toBe(403);
      expect((await post('/api/v1/upload/image').attach('file', await png(), 'a.png')).status).toBe(401);
      expect((await post('/api/v1/upload/image', owner)).body.message).toBe(UPLOAD_MESSAGES.noFiles);
    });
  });

  it('the OpenAPI document lists the upload routes', async () => {
    const res = await t.http.get('/api/docs-json');
    expect(res.status).toBe(200);
    for (const p of [
      '/api/v1/upload/config',
      '/api/v1/settings/upload-config/{type}',
      '/api/v1/upload/entity/{entityType}/{id}',
      '/api/v1/upload/image',
      '/api/v1/config/images',
    ]) {
      expect(res.body.paths).toHaveProperty([p]);
    }
    expect(res.body.paths['/api/v1/upload/entity/{entityType}/{id}'].post.requestBody.content).toHaveProperty(['multipart/form-data']);
  });

  describe('serving /uploads/', () => {
    it('never leaves the uploads folder', async () => {
      fs.writeFileSync(path.join(t.config.dataDir, 'secret.txt'), 'do not serve');
      for (const p of ['/uploads/../secret.txt', '/uploads/%2e%2e/secret.txt', '/uploads/..%2fsecret.txt', '/uploads/%2e%2e%2fsecret.txt']) {
        const res = await t.http.get(p);
        expect(res.status).toBe(404);
        expect(res.text ?? '').not.toContain('do not serve');
      }
      expect((await t.http.get('/uploads/retro-shop/products/cmissing00000000000000000.png')).status).toBe(404);
    });
  });
});
