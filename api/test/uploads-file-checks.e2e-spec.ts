import * as fs from 'node:fs';
import { TEXT_MESSAGES } from '../src/core/validation/text-input.pipe';
import { UPLOAD_MESSAGES } from '../src/uploads/uploads.messages';
import { UploadsService } from '../src/uploads/uploads.service';
import type { TestApp } from './helpers/test-app';
import { exeBytes, LocalUploads, png } from './uploads.fixtures';

/** What an entity upload refuses: files that are not what they claim, and more images than the entity may have. */
describe('uploads (local disk)', () => {
  const local = new LocalUploads();
  const { insertCategory, insertProduct, attachToProduct, fileOnDisk, post, postProductImages } = local;
  let t: TestApp, admin: string;
  beforeAll(async () => ({ t, admin } = await local.boot()));
  afterAll(() => t?.close());

  describe('POST /upload/entity/{type}/{id}', () => {
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
        await expect400(
          post(`/api/v1/upload/entity/product/${productId}`, admin).attach('files', exeBytes(), { filename: 'cap.png', contentType: 'image/png' }),
          UPLOAD_MESSAGES.notAnImage,
        );
      });

      it('a text file named .jpg is refused by its content', async () => {
        await expect400(
          post(`/api/v1/upload/entity/product/${productId}`, admin).attach('files', Buffer.from('just some words, not a picture\n'), {
            filename: 'cap.jpg',
            contentType: 'image/jpeg',
          }),
          UPLOAD_MESSAGES.notAnImage,
        );
      });

      it('a PNG signature followed by garbage is refused (the decoder, not only the magic bytes, decides)', async () => {
        const fake = Buffer.concat([(await png()).subarray(0, 16), Buffer.alloc(2000, 0x41)]);
        await expect400(post(`/api/v1/upload/entity/product/${productId}`, admin).attach('files', fake, 'cap.png'), UPLOAD_MESSAGES.notAnImage);
      });

      it('an extension outside jpeg, jpg, png is refused with the spec message (even for real image bytes)', async () => {
        await expect400(
          post(`/api/v1/upload/entity/product/${productId}`, admin).attach('files', await png(), 'cap.gif'),
          'Invalid file type. Allowed types: jpeg, jpg, png',
        );
        await expect400(
          post(`/api/v1/upload/entity/product/${productId}`, admin).attach('files', await png(), 'cap.png.exe'),
          'Invalid file type. Allowed types: jpeg, jpg, png',
        );
        await expect400(
          post(`/api/v1/upload/entity/product/${productId}`, admin).attach('files', await png(), 'noextension'),
          'Invalid file type. Allowed types: jpeg, jpg, png',
        );
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
        await expect400(
          post(`/api/v1/upload/entity/product/${productId}`, admin).attach('files', big, 'huge.png'),
          'File size too large. Maximum size: 5 MB',
        );
      });

      it('a NUL in a file name sent as filename* is refused naming the file, like any text (not a 500)', async () => {
        // form-data writes only filename="…"; the RFC 5987 form is what lets a client percent-encode a NUL into the name
        const boundary = 'nul-name-boundary';
        const body = Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename*=UTF-8''cap%00name.png\r\nContent-Type: image/png\r\n\r\n`,
          ),
          await png(),
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
        const res = await expect400(
          post(`/api/v1/upload/entity/product/${productId}`, admin).set('Content-Type', `multipart/form-data; boundary=${boundary}`).send(body),
          TEXT_MESSAGES.nul('files.0.filename'),
        );
        expect(res.body.errors).toEqual({ 'files.0.filename': TEXT_MESSAGES.nul('files.0.filename') });
      });

      it('a request without files is refused', async () => {
        await expect400(post(`/api/v1/upload/entity/product/${productId}`, admin).field('imageData', '[]'), UPLOAD_MESSAGES.noFiles);
        await expect400(post(`/api/v1/upload/entity/product/${productId}`, admin).send({ files: [] }), UPLOAD_MESSAGES.noFiles);
      });

      it('nothing is stored when any file of the request is refused', async () => {
        const before = (await t.ds.query('SELECT count(*)::int AS n FROM uploads'))[0].n;
        await expect400(
          post(`/api/v1/upload/entity/product/${productId}`, admin)
            .attach('files', await png(), 'ok.png')
            .attach('files', exeBytes(), 'bad.png'),
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
        const res = await post(`/api/v1/upload/entity/category/${catId}`, admin)
          .attach('files', await png(), 'a.png')
          .attach('files', await png(), 'b.png');
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('Maximum 1 images allowed');
      });

      it('counts the images the product already has, minus those being replaced', async () => {
        const productId = await insertProduct();
        const first = await postProductImages(productId, 4, 400);
        expect(first.status).toBe(200);
        await attachToProduct(productId, first.body.data.images);

        const tooMany = await post(`/api/v1/upload/entity/product/${productId}`, admin)
          .attach('files', await png(), 'x.png')
          .attach('files', await png(), 'y.png');
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
  });
});
