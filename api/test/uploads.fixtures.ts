import * as path from 'node:path';
import sharp from 'sharp';
import { newId } from '../src/core/ids/ids';
import { UploadsService } from '../src/uploads/uploads.service';
import { StaffApp } from './helpers/test-app';

/** Image bytes made in code, shared by the upload e2e files. */
export const png = (width = 800, height = 600, color = { r: 200, g: 40, b: 40 }) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
/** A landscape JPEG whose EXIF says "rotate 90°", carrying a camera model the API must strip. */
export const rotatedJpeg = () =>
  sharp({ create: { width: 1200, height: 400, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Model: 'SecretCam 9000' } } })
    .toBuffer();
/** The first bytes of a Windows executable: "MZ", the DOS stub text, padding. */
export const exeBytes = () =>
  Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'binary'), Buffer.from('This program cannot be run in DOS mode.'), Buffer.alloc(512, 7)]);

/** The app storing uploads on local disk, with a category, and the calls the local-disk upload files share. */
export class LocalUploads extends StaffApp {
  uploadsRoot: string;
  categoryId: string;

  protected override async prepare(): Promise<void> {
    this.uploadsRoot = path.join(this.t.config.dataDir, 'uploads');
    this.categoryId = await this.insertCategory();
  }

  insertCategory = async (cloudinaryId: string | null = null) => {
    const id = newId();
    await this.t.ds.query('INSERT INTO categories (id, name, cloudinary_id) VALUES ($1, $2, $3)', [id, `Cat ${id}`, cloudinaryId]);
    return id;
  };

  insertProduct = async () => {
    const id = newId();
    await this.t.ds.query(
      `INSERT INTO products (id, name, brand, category_id, original_price, selling_price, sizes, colors)
       VALUES ($1, 'Retro Cap', 'New Era', $2, 100, 150, '{M}', '{Black}')`,
      [id, this.categoryId],
    );
    return id;
  };

  /** What the catalog does when a product is saved with stored images. */
  attachToProduct = async (productId: string, images: { id: string; url: string; cloudinaryId: string }[]) => {
    for (const [i, img] of images.entries()) {
      await this.t.ds.query(
        'INSERT INTO product_images (id, product_id, url, cloudinary_id, "order", is_primary, alt) VALUES ($1, $2, $3, $4, $5, $6, $7)',
        [newId(), productId, img.url, img.cloudinaryId, i + 1, i === 0, 'x'],
      );
    }
    await this.t.app.get(UploadsService).markAttached(
      images.map((i) => i.cloudinaryId),
      'product',
      productId,
    );
  };

  fileOnDisk = (url: string) => path.join(this.uploadsRoot, url.replace(/^\/uploads\//, ''));

  post = (url: string, token?: string) => {
    const req = this.t.http.post(url);
    return token ? req.set(this.t.bearer(token)) : req;
  };

  /** One admin request uploading `count` square PNGs of `side` pixels to a product. */
  postProductImages = async (productId: string, count: number, side: number) => {
    let req = this.post(`/api/v1/upload/entity/product/${productId}`, this.admin);
    for (let i = 0; i < count; i++) req = req.attach('files', await png(side, side), `p${i}.png`);
    return await req;
  };
}
