import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Lets the storefront's counts run as index-only scans: the featured strip's index also carries category_id
 * (checked against the visible categories), so counting public featured products never reads the table.
 */
export class CatalogCoveringIndexes1763900100001 implements MigrationInterface {
  name = 'CatalogCoveringIndexes1763900100001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS "idx_products_visibility_featured"`);
    await q.query(
      `CREATE INDEX "idx_products_visibility_featured" ON "products" ("publicly_visible", "archived", "featured", "created_at" DESC) INCLUDE ("category_id")`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS "idx_products_visibility_featured"`);
    await q.query(`CREATE INDEX "idx_products_visibility_featured" ON "products" ("publicly_visible", "archived", "featured", "created_at" DESC)`);
  }
}
