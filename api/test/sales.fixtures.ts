import type { DataSource } from 'typeorm';
import { newId } from '../src/core/ids/ids';
import { StaffApp } from './helpers/test-app';

/** Catalogue rows written straight to the database, so sales tests do not depend on the catalogue's API rules. */
export async function insertCategory(ds: DataSource, name = `Caps ${newId().slice(-6)}`): Promise<string> {
  const id = newId();
  await ds.query(`INSERT INTO "categories" ("id", "name", "sort_order") VALUES ($1, $2, 1)`, [id, name]);
  return id;
}

export interface ProductFixture {
  name: string;
  brand: string;
  originalPrice?: number;
  sellingPrice?: number;
  archived?: boolean;
  createdAt?: string;
  images?: string[];
}

export async function insertProduct(ds: DataSource, categoryId: string, p: ProductFixture): Promise<string> {
  const id = newId();
  await ds.query(
    `INSERT INTO "products" ("id", "name", "brand", "category_id", "original_price", "selling_price", "archived", "created_at")
     VALUES ($1, $2, $3, $4, $5, $6, $7, coalesce($8::timestamptz, now()))`,
    [id, p.name, p.brand, categoryId, p.originalPrice ?? 50, p.sellingPrice ?? 100, p.archived ?? false, p.createdAt ?? null],
  );
  for (const [i, url] of (p.images ?? []).entries()) {
    await ds.query(
      `INSERT INTO "product_images" ("id", "product_id", "url", "cloudinary_id", "order", "is_primary", "alt")
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [newId(), id, url, `local/${i}`, i + 1, i === 0, `${p.name} ${i + 1}`],
    );
  }
  return id;
}

/** The app the sales e2e files share: a cap and a shirt to sell (the cap with two images). */
export class SalesApp extends StaffApp {
  categoryId: string;
  capId: string;
  shirtId: string;

  protected override async prepare(): Promise<void> {
    this.categoryId = await insertCategory(this.t.ds);
    this.capId = await insertProduct(this.t.ds, this.categoryId, {
      name: 'Tambay Retro Cap',
      brand: 'Tambay',
      images: ['/uploads/products/cap-1.jpg', '/uploads/products/cap-2.jpg'],
    });
    this.shirtId = await insertProduct(this.t.ds, this.categoryId, { name: 'Vintage Jeepney Tee', brand: 'Krwn' });
  }

  post = (body: object, token = this.owner) => this.t.http.post('/api/v1/sales').set(this.t.bearer(token)).send(body);

  list = (query: Record<string, string | number>, token = this.owner) => this.t.http.get('/api/v1/sales').query(query).set(this.t.bearer(token));
}
