import * as fs from 'node:fs';
import * as path from 'node:path';
import sharp from 'sharp';
import { permissionMapFor } from '@shop/common';
import { UPLOAD_MESSAGES } from '../src/uploads/uploads.messages';
import { newId } from '../src/core/ids';
import { CloudinaryDriver, parseCloudinaryUrl } from '../src/uploads/storage/cloudinary.driver';
import { UploadsService } from '../src/uploads/uploads.service';
import { bootTestApp, type TestApp } from './helpers/test-app';
import { CloudinaryStandIn, cloudinarySignature } from './helpers/cloudinary-standin';

// ---- fixtures made in code ----
const png = (width = 800, height = 600, color = { r: 200, g: 40, b: 40 }) =>
  sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();
/** A landscape JPEG whose EXIF says "rotate 90°", carrying a camera model the API must strip. */
const rotatedJpeg = () =>
  sharp({ create: { width: 1200, height: 400, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Model: 'SecretCam 9000' } } })
    .toBuffer();
/** The first bytes of a Windows executable: "MZ", the DOS stub text, padding. */
const exeBytes = () => Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'binary'), Buffer.from('This program cannot be run in DOS mode.'), Buffer.alloc(512, 7)]);


describe('uploads (local disk)', () => {
  let t: TestApp;
  let owner: string;
  let admin: string;
  let uploadsRoot: string;
  let categoryId: string;

  const insertCategory = async (cloudinaryId: string | null = null) => {
    const id = newId();
    await t.ds.query('INSERT INTO categories (id, name, cloudinary_id) VALUES ($1, $2, $3)', [id, `Cat ${id}`, cloudinaryId]);
    return id;
  };
  const insertProduct = async () => {
    const id = newId();
    await t.ds.query(
      `INSERT INTO products (id, name, brand, category_id, original_price, selling_price, sizes, colors)
       VALUES ($1, 'Retro Cap', 'New Era', $2, 100, 150, '{M}', '{Black}')`,
      [id, categoryId],
    );
    return id;
  };
  /** What the catalog does when a product is saved with stored images. */
  const attachToProduct = async (productId: string, images: { id: string; url: string; cloudinaryId: string }[]) => {
    for (const [i, img] of images.entries()) {
      await t.ds.query(
        'INSERT INTO product_images (id, product_id, url, cloudinary_id, "order", is_primary, alt) VALUES ($1, $2, $3, $4, $5, $6, $7)',
        [newId(), productId, img.url, img.cloudinaryId, i + 1, i === 0, 'x'],
      );
    }
    await t.app.get(UploadsService).markAttached(images.map((i) => i.cloudinaryId), 'product', productId);
  };
  const fileOnDisk = (url: string) => path.join(uploadsRoot, url.replace(/^\/uploads\//, ''));

  const post = (url: string, token?: string) => {
    const req = t.http.post(url);
    return token ? req.set(t.bearer(token)) : req;
  };
  /** One admin request uploading `count` square PNGs of `side` pixels to a product. */
  const postProductImages = async (productId: string, count: number, side: number) => {
    let req = post(`/api/v1/upload/entity/product/${productId}`, admin);
    for (let i = 0; i < count; i++) req = req.attach('files', await png(side, side), `p${i}.png`);
    return await req;
  };

  beforeAll(async () => {
    t = await bootTestApp();
    owner = await t.tokenFor('OWNER');
    admin = await t.tokenFor('ADMIN');
    uploadsRoot = path.join(t.config.dataDir, 'uploads');
    categoryId = await insertCategory();
  });
  afterAll(() => t?.close());

  describe('upload configuration', () => {
    it('GET /upload/config needs a signed-in user and answers the general limits', async () => {
      expect((await t.http.get('/api/v1/upload/config')).status).toBe(401);
      const token = await t.tokenWithPermissions([]);
      const res = await t.http.get('/api/v1/upload/config').set(t.bearer(token));
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ allowedFileTypes: ['jpeg', 'jpg', 'png'], maxFileSizeMB: 5, maxImages: 5, environment: 'test', folder: 'retro-shop' });
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
      expect(images[0].srcset).toBe(
        ['320', '640'].map((w) => `/uploads/${images[0].cloudinaryId}-w${w}.webp ${w}w`).join(', '),
      );
      expect(images[1].srcset).toContain('-w320.webp 320w');

      const served = await t.http.get(images[1].url).buffer(true).parse((r, cb) => {
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
      const a = await post(`/api/v1/upload/entity/product/${productId}`, admin).attach('files', await png(), 'a.png').field('imageData', '{not json');
      expect(a.status).toBe(400);
      expect(a.body.errors).toHaveProperty('imageData');
      const b = await post(`/api/v1/upload/entity/product/${productId}`, admin)
        .attach('files', await png(), 'a.png')
        .field('imageData', JSON.stringify({ order: -1, alt: 'x' }));
      expect(b.status).toBe(400);
      const c = await post(`/api/v1/upload/entity/product/${productId}`, admin).attach('files', await png(), 'a.png').field('oldImageIds', '[1, 2');
      expect(c.status).toBe(400);
      expect(c.body.errors).toHaveProperty('oldImageIds');
    });

    describe('file checks', () => {
      let productId: string;
      beforeAll(async () => {
        productId = await insertProduct();
      });
      const expect400 = async (req: ReturnType<typeof post>, message: string) => {
        const res = await req;
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ statusCode: 400, message, error: 'Bad Request' });
        return res;
      };

      it('a Windows executable renamed .png is refused by its content', async () => {
        await expect400(post(`/api/v1/upload/entity/product/${productId}`, admin).attach('files', exeBytes(), { filename: 'cap.png', contentType: 'image/png' }), UPLOAD_MESSAGES.notAnImage);
      });

      it('a text file named .jpg is refused by its content', async () => {
        await expect400(
          post(`/api/v1/upload/entity/product/${productId}`, admin).attach('files', Buffer.from('just some words, not a picture\n'), { filename: 'cap.jpg', contentType: 'image/jpeg' }),
          UPLOAD_MESSAGES.notAnImage,
        );
      });

      it('a PNG signature followed by garbage is refused (the decoder, not only the magic bytes, decides)', async () => {
        const fake = Buffer.concat([(await png()).subarray(0, 16), Buffer.alloc(2000, 0x41)]);
        await expect400(post(`/api/v1/upload/entity/product/${productId}`, admin).attach('files', fake, 'cap.png'), UPLOAD_MESSAGES.notAnImage);
      });

      it('an extension outside jpeg, jpg, png is refused with the spec message (even for real image bytes)', async () => {
        await expect400(post(`/api/v1/upload/entity/product/${productId}`, admin).attach('files', await png(), 'cap.gif'), 'Invalid file type. Allowed types: jpeg, jpg, png');
        await expect400(post(`/api/v1/upload/entity/product/${productId}`, admin).attach('files', await png(), 'cap.png.exe'), 'Invalid file type. Allowed types: jpeg, jpg, png');
        await expect400(post(`/api/v1/upload/entity/product/${productId}`, admin).attach('files', await png(), 'noextension'), 'Invalid file type. Allowed types: jpeg, jpg, png');
      });

      it('an uppercase extension is fine (the check lowercases it)', async () => {
        const res = await post(`/api/v1/upload/entity/product/${productId}`, admin).attach('files', await png(), 'CAP.PNG');
        expect(res.status).toBe(200);
      });

      it('an empty file is refused: File is empty', async () => {
        await expect400(post(`/api/v1/upload/entity/product/${productId}`, admin).attach('files', Buffer.alloc(0), 'empty.png'), 'File is empty');
      });

      it('a file over 5 MB is refused with the spec message, not a 413 or 500', async () => {
        const big = Buffer.concat([(await png()).subarray(0, 8), Buffer.alloc(5 * 1024 * 1024 + 10, 1)]);
        await expect400(post(`/api/v1/upload/entity/product/${productId}`, admin).attach('files', big, 'huge.png'), 'File size too large. Maximum size: 5 MB');
      });

      it('a request without files is refused', async () => {
        await expect400(post(`/api/v1/upload/entity/product/${productId}`, admin).field('imageData', '[]'), UPLOAD_MESSAGES.noFiles);
        await expect400(post(`/api/v1/upload/entity/product/${productId}`, admin).send({ files: [] }), UPLOAD_MESSAGES.noFiles);
      });

      it('nothing is stored when any file of the request is refused', async () => {
        const before = (await t.ds.query('SELECT count(*)::int AS n FROM uploads'))[0].n;
        await expect400(
          post(`/api/v1/upload/entity/product/${productId}`, admin).attach('files', await png(), 'ok.png').attach('files', exeBytes(), 'bad.png'),
          UPLOAD_MESSAGES.notAnImage,
        );
        expect((await t.ds.query('SELECT count(*)::int AS n FROM uploads'))[0].n).toBe(before);
      });
    });

    describe('image counts', () => {
      it('six files for a product: Maximum 5 images allowed', async () => {
        const res = await postProductImages(await insertProduct(), 6, 50);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('Maximum 5 images allowed');
      });

      it('two files for a category: Maximum 1 images allowed', async () => {
        const catId = await insertCategory();
        const res = await post(`/api/v1/upload/entity/category/${catId}`, admin).attach('files', await png(), 'a.png').attach('files', await png(), 'b.png');
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('Maximum 1 images allowed');
      });

      it('counts the images the product already has, minus those being replaced', async () => {
        const productId = await insertProduct();
        const first = await postProductImages(productId, 4, 400);
        expect(first.status).toBe(200);
        await attachToProduct(productId, first.body.data.images);

        const tooMany = await post(`/api/v1/upload/entity/product/${productId}`, admin).attach('files', await png(), 'x.png').attach('files', await png(), 'y.png');
        expect(tooMany.status).toBe(400);
        expect(tooMany.body.message).toBe('Maximum 5 images allowed');

        const replacing = await post(`/api/v1/upload/entity/product/${productId}`, admin)
          .attach('files', await png(), 'x.png')
          .attach('files', await png(), 'y.png')
          .field('oldImageIds', JSON.stringify([first.body.data.images[0].cloudinaryId]));
        expect(replacing.status).toBe(200);
      });

      it('a category with an image takes a new one only as a replacement', async () => {
        const catId = await insertCategory();
        const first = await post(`/api/v1/upload/entity/category/${catId}`, admin).attach('files', await png(), 'cat.png');
        expect(first.status).toBe(200);
        const old = first.body.data.images[0];
        expect(old.cloudinaryId).toMatch(/^retro-shop\/categories\//);
        await t.ds.query('UPDATE categories SET image = $1, cloudinary_id = $2 WHERE id = $3', [old.url, old.cloudinaryId, catId]);
        await t.app.get(UploadsService).markAttached([old.cloudinaryId], 'category', catId);

        const blocked = await post(`/api/v1/upload/entity/category/${catId}`, admin).attach('files', await png(), 'new.png');
        expect(blocked.status).toBe(400);
        expect(blocked.body.message).toBe('Maximum 1 images allowed');

        const replaced = await post(`/api/v1/upload/entity/category/${catId}`, admin)
          .attach('files', await png(), 'new.png')
          .field('oldImageIds', JSON.stringify([old.cloudinaryId]));
        expect(replaced.status).toBe(200);
        expect(fs.existsSync(fileOnDisk(old.url))).toBe(false);
      });
    });

    it('replacement: old files named in oldImageIds are deleted after the new ones are stored; foreign ids are left alone', async () => {
      const productA = await insertProduct();
      const productB = await insertProduct();
      const a = await post(`/api/v1/upload/entity/product/${productA}`, admin).attach('files', await png(700, 700), 'a1.png').attach('files', await png(700, 700), 'a2.png');
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

    it('entity ids: the specs\' format messages', async () => {
      const bad = await post('/api/v1/upload/entity/product/abc', admin).attach('files', await png(), 'a.png');
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Invalid entity ID format: abc. Expected CUID format.');
      const upper = await post('/api/v1/upload/entity/product/CABCDEFGHIJKLMNOPQRSTUVWX', admin).attach('files', await png(), 'a.png');
      expect(upper.body.message).toBe('Invalid entity ID format: CABCDEFGHIJKLMNOPQRSTUVWX. Expected CUID format.');
      const injection = await post(`/api/v1/upload/entity/product/${encodeURIComponent("c' OR 1=1 --")}`, admin).attach('files', await png(), 'a.png');
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

    it('401 without a token; 403 without the entity\'s update or create flag; either flag alone is enough', async () => {
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

  describe('branding images', () => {
    it('POST /upload/image stores one file (settingsUpdate) and keeps it out of the sweep', async () => {
      const res = await post('/api/v1/upload/image', owner).attach('file', await png(512, 512), 'logo.png').field('context', 'logo');
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ alt: 'logo image', width: 512, height: 512 });
      expect(res.body.data.cloudinaryId).toMatch(/^retro-shop\/branding\/logo\/c[a-z0-9]{24}$/);
      expect((await t.http.get(res.body.data.url)).status).toBe(200);
      const [row] = await t.ds.query('SELECT entity_type, attached_at FROM uploads WHERE cloudinary_id = $1', [res.body.data.cloudinaryId]);
      expect(row.entity_type).toBe('branding');
      expect(row.attached_at).not.toBeNull();
    });

    it('POST /config/images stores several files; checks apply; ADMIN (no settingsUpdate) gets 403, anonymous 401', async () => {
      const res = await post('/api/v1/config/images', owner).attach('files', await png(), 'a.png').attach('files', await rotatedJpeg(), 'b.jpg');
      expect(res.status).toBe(200);
      expect(res.body.data.images).toHaveLength(2);
      const exe = await post('/api/v1/config/images', owner).attach('files', exeBytes(), 'a.png');
      expect(exe.status).toBe(400);
      expect(exe.body.message).toBe(UPLOAD_MESSAGES.notAnImage);
      const badContext = await post('/api/v1/upload/image', owner).attach('file', await png(), 'a.png').field('context', '../../etc');
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
    for (const p of ['/api/v1/upload/config', '/api/v1/settings/upload-config/{type}', '/api/v1/upload/entity/{entityType}/{id}', '/api/v1/upload/image', '/api/v1/config/images']) {
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
      await t.ds.query(`UPDATE uploads SET created_at = now() - interval '25 hours' WHERE cloudinary_id = ANY($1)`, [[stale.cloudinaryId, kept.cloudinaryId]]);
      await t.ds.query(`UPDATE uploads SET created_at = now() - interval '23 hours' WHERE cloudinary_id = $1`, [recent.cloudinaryId]);
      const alreadyStale = (await t.ds.query(`SELECT count(*)::int AS n FROM uploads WHERE attached_at IS NULL AND created_at < now() - interval '24 hours'`))[0].n;
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
      await t.ds.query(`UPDATE uploads SET attached_at = now() - interval '25 hours' WHERE cloudinary_id = ANY($1)`, [[shown.cloudinaryId, dropped.cloudinaryId]]);
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
      await expect(svc.storeBuffer(null, Buffer.from('text'), 'seed.png', { entityType: 'category', entityId: catId, alt: 'x', order: 1 })).rejects.toThrow(
        UPLOAD_MESSAGES.notAnImage,
      );
      await svc.deleteStored([img.cloudinaryId, 'retro-shop/categories/cunknown0000000000000000']);
      expect(fs.existsSync(fileOnDisk(img.url))).toBe(false);
      expect((await svc.findByCloudinaryIds([img.cloudinaryId])).size).toBe(0);
    });
  });
});

describe('Cloudinary driver against a local stand-in', () => {
  const standIn = new CloudinaryStandIn();
  let base: string;
  beforeAll(async () => {
    base = await standIn.start();
  });
  afterAll(() => standIn.stop());

  it('reads CLOUDINARY_URL including upload_prefix', () => {
    expect(parseCloudinaryUrl('cloudinary://123:abc@shop-cloud?upload_prefix=http://127.0.0.1:9')).toEqual({
      cloudName: 'shop-cloud',
      apiKey: '123',
      apiSecret: 'abc',
      uploadPrefix: 'http://127.0.0.1:9',
      secureDistribution: undefined,
    });
    expect(parseCloudinaryUrl('cloudinary://123:abc@shop-cloud').uploadPrefix).toBe('https://api.cloudinary.com');
    expect(() => parseCloudinaryUrl('https://123:abc@x')).toThrow('cloudinary://');
    expect(() => parseCloudinaryUrl('cloudinary://@x')).toThrow();
  });

  it('upload: a signed multipart request with api_key, timestamp, folder and the file bytes; the answer is mapped', async () => {
    standIn.requests.length = 0;
    const driver = new CloudinaryDriver(parseCloudinaryUrl(`cloudinary://key-123:secret-456@demo-cloud?upload_prefix=${base}`));
    const bytes = await png(640, 480);
    const name = newId();
    const stored = await driver.put({ buffer: bytes, format: 'png', width: 640, height: 480, folder: 'retro-shop/products', name });

    expect(standIn.requests).toHaveLength(1);
    const req = standIn.requests[0];
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/v1_1/demo-cloud/image/upload');
    expect(req.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(req.fields.api_key).toBe('key-123');
    expect(req.fields.folder).toBe('retro-shop/products');
    expect(req.fields.public_id).toBe(name);
    expect(Number(req.fields.timestamp)).toBeGreaterThan(Date.now() / 1000 - 60);
    expect(Number(req.fields.timestamp)).toBeLessThanOrEqual(Date.now() / 1000 + 1);
    expect(req.fields.signature).toMatch(/^[0-9a-f]{40}$/);
    expect(req.fields.signature).toBe(cloudinarySignature(req.fields, 'secret-456'));
    expect(req.fields.signature).not.toBe(cloudinarySignature(req.fields, 'another-secret'));
    expect(JSON.stringify(req.fields)).not.toContain('secret-456'); // the secret signs, it is never sent
    expect(req.files).toHaveLength(1);
    expect(req.files[0].name).toBe('file');
    expect(req.files[0].data.equals(bytes)).toBe(true);

    expect(stored).toEqual({
      publicId: `retro-shop/products/${name}`,
      url: `https://res.cloudinary.com/demo-cloud/image/upload/v1763900000/retro-shop/products/${name}.png`,
      width: 640,
      height: 480,
      bytes: bytes.length,
      format: 'png',
      srcset: expect.any(String),
    });
    const srcset = stored.srcset!.split(', ');
    expect(srcset).toEqual([
      `https://res.cloudinary.com/demo-cloud/image/upload/c_limit,f_auto,q_auto,w_320/v1763900000/retro-shop/products/${name} 320w`,
    ]);
  });

  it('destroy: a signed request naming the public id; a Cloudinary error rejects the upload', async () => {
    standIn.requests.length = 0;
    const driver = new CloudinaryDriver(parseCloudinaryUrl(`cloudinary://key-123:secret-456@demo-cloud?upload_prefix=${base}`));
    await driver.remove('retro-shop/products/cabc');
    const req = standIn.requests[0];
    expect(req.path).toBe('/v1_1/demo-cloud/image/destroy');
    expect(req.fields.public_id).toBe('retro-shop/products/cabc');
    expect(req.fields.api_key).toBe('key-123');
    expect(req.fields.signature).toBe(cloudinarySignature(req.fields, 'secret-456'));

    standIn.failWith = { status: 401, message: 'Invalid Signature' };
    try {
      await expect(driver.put({ buffer: await png(10, 10), format: 'png', width: 10, height: 10, folder: 'x', name: newId() })).rejects.toThrow('Invalid Signature');
    } finally {
      standIn.failWith = null;
    }
  });
});

describe('uploads through the API with CLOUDINARY_URL set', () => {
  const standIn = new CloudinaryStandIn();
  let t: TestApp;
  beforeAll(async () => {
    const base = await standIn.start();
    t = await bootTestApp({ CLOUDINARY_URL: `cloudinary://key-9:secret-9@shop-cloud?upload_prefix=${base}` });
  });
  afterAll(async () => {
    delete process.env.CLOUDINARY_URL;
    await t?.close();
    await standIn.stop();
  });

  it('answers Cloudinary URLs and public ids, and replacement destroys the old asset there', async () => {
    const owner = await t.tokenFor('OWNER');
    const catId = newId();
    await t.ds.query('INSERT INTO categories (id, name) VALUES ($1, $2)', [catId, 'Caps']);
    const first = await t.http.post(`/api/v1/upload/entity/category/${catId}`).set(t.bearer(owner)).attach('files', await png(1000, 800), 'caps.png');
    expect(first.status).toBe(200);
    const [img] = first.body.data.images;
    expect(img.cloudinaryId).toMatch(/^retro-shop\/categories\/c[a-z0-9]{24}$/);
    expect(img.url).toBe(`https://res.cloudinary.com/shop-cloud/image/upload/v1763900000/${img.cloudinaryId}.png`);
    expect(img.srcset).toBe(
      [320, 640].map((w) => `https://res.cloudinary.com/shop-cloud/image/upload/c_limit,f_auto,q_auto,w_${w}/v1763900000/${img.cloudinaryId} ${w}w`).join(', '),
    );
    expect(img).toMatchObject({ width: 1000, height: 800 });
    const upload = standIn.requests.find((r) => r.path.endsWith('/image/upload'))!;
    // The stored bytes are the re-encoded PNG, not the client's file as sent.
    expect((await sharp(upload.files[0].data).metadata()).format).toBe('png');
    // Nothing is written to local disk in this mode.
    expect(fs.existsSync(path.join(t.config.dataDir, 'uploads', `${img.cloudinaryId}.png`))).toBe(false);

    await t.ds.query('UPDATE categories SET image = $1, cloudinary_id = $2 WHERE id = $3', [img.url, img.cloudinaryId, catId]);
    const second = await t.http
      .post(`/api/v1/upload/entity/category/${catId}`)
      .set(t.bearer(owner))
      .attach('files', await png(1000, 800), 'caps2.png')
      .field('oldImageIds', JSON.stringify([img.cloudinaryId]));
    expect(second.status).toBe(200);
    const destroy = standIn.requests.filter((r) => r.path.endsWith('/image/destroy'));
    expect(destroy).toHaveLength(1);
    expect(destroy[0].fields.public_id).toBe(img.cloudinaryId);
    // Destroyed only after the new one was uploaded.
    expect(standIn.requests.map((r) => r.path.split('/').pop())).toEqual(['upload', 'upload', 'destroy']);
  });
});
