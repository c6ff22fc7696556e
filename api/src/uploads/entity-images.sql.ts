import type { DataSource } from 'typeorm';
import type { UploadTarget } from './upload-rules';

/**
 * The images a product or category shows right now, from the catalog's own tables (raw SQL: no dependency on its
 * entity classes). Null when the entity does not exist.
 */
export async function currentImageIds(ds: DataSource, entityType: UploadTarget, entityId: string): Promise<string[] | null> {
  if (entityType === 'category') {
    // An image without a cloudinaryId was not stored here and cannot be replaced by id, so it does not count.
    const rows: { cloudinary_id: string | null }[] = await ds.query('SELECT cloudinary_id FROM categories WHERE id = $1', [entityId]);
    if (!rows.length) return null;
    return rows[0].cloudinary_id ? [rows[0].cloudinary_id] : [];
  }
  const found: unknown[] = await ds.query('SELECT 1 FROM products WHERE id = $1', [entityId]);
  if (!found.length) return null;
  const imgs: { cloudinary_id: string }[] = await ds.query('SELECT cloudinary_id FROM product_images WHERE product_id = $1', [entityId]);
  return imgs.map((i) => i.cloudinary_id);
}
