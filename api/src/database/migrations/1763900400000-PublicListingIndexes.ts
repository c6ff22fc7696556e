import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Sort keys of the shop's list orders; the order of each key list is the order the lists sort by. */
const SORTS: [string, string][] = [
  ['price', `"effective_price", "id"`],
  ['name', `lower("name"), "id"`],
  ['brand', `lower("brand"), lower("name"), "id"`],
  ['created', `"created_at", "id"`],
];

/**
 * Shoppers' category and listing pages, in every sort order and at any depth, read as index-only scans: one
 * partial index (not archived: the product is public) per sort order, with and without the category in front, carrying the
 * columns the page's filters test (brand, condition, price, category, name) so no filter needs the table. A deep
 * page (page 300 of 10) walks 3,000 narrow index entries instead of sorting a whole category.
 */
export class PublicListingIndexes1763900400000 implements MigrationInterface {
  name = 'PublicListingIndexes1763900400000';

  async up(q: QueryRunner): Promise<void> {
    for (const [name, keys] of SORTS) {
      const include = `INCLUDE ("category_id", "brand", "name", "condition", "effective_price")`;
      await q.query(
        `CREATE INDEX IF NOT EXISTS "idx_products_public_category_${name}" ON "products" ("category_id", ${keys}) ${include} WHERE NOT "archived"`,
      );
      await q.query(`CREATE INDEX IF NOT EXISTS "idx_products_public_${name}" ON "products" (${keys}) ${include} WHERE NOT "archived"`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [name] of SORTS) {
      await q.query(`DROP INDEX IF EXISTS "idx_products_public_category_${name}"`);
      await q.query(`DROP INDEX IF EXISTS "idx_products_public_${name}"`);
    }
  }
}
