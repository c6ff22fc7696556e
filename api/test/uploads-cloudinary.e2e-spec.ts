import * as fs from 'node:fs';
import * as path from 'node:path';
import sharp from 'sharp';
import { newId } from '../src/core/ids/ids';
import { CloudinaryDriver, parseCloudinaryUrl } from '../src/uploads/storage/cloudinary.driver';
import type { TestApp } from './helpers/test-app';
import { appOnStandIn, CloudinaryStandIn, cloudinarySignature } from './helpers/cloudinary-standin';
import { png } from './uploads.fixtures';

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
      await expect(driver.put({ buffer: await png(10, 10), format: 'png', width: 10, height: 10, folder: 'x', name: newId() })).rejects.toThrow(
        'Invalid Signature',
      );
    } finally {
      standIn.failWith = null;
    }
  });
});

describe('uploads through the API with CLOUDINARY_URL set', () => {
  let t: TestApp;
  const standIn = appOnStandIn((app) => (t = app));

  it('answers Cloudinary URLs and public ids, and replacement destroys the old asset there', async () => {
    const owner = await t.tokenFor('OWNER');
    const catId = newId();
    await t.ds.query('INSERT INTO categories (id, name) VALUES ($1, $2)', [catId, 'Caps']);
    const first = await t.http
      .post(`/api/v1/upload/entity/category/${catId}`)
      .set(t.bearer(owner))
      .attach('files', await png(1000, 800), 'caps.png');
    expect(first.status).toBe(200);
    const [img] = first.body.data.images;
    expect(img.cloudinaryId).toMatch(/^retro-shop\/categories\/c[a-z0-9]{24}$/);
    expect(img.url).toBe(`https://res.cloudinary.com/shop-cloud/image/upload/v1763900000/${img.cloudinaryId}.png`);
    expect(img.srcset).toBe(
      [320, 640]
        .map((w) => `https://res.cloudinary.com/shop-cloud/image/upload/c_limit,f_auto,q_auto,w_${w}/v1763900000/${img.cloudinaryId} ${w}w`)
        .join(', '),
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
