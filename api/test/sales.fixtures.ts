import type { DataSource } from 'typeorm';
import { newId } from '../src/core/ids';

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
