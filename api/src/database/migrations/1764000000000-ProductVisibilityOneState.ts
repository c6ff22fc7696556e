import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A product had two flags for one fact: publicly_visible and archived. A product shoppers cannot see is archived, so
 * `archived` alone now decides it (the API still answers and accepts publiclyVisible as its opposite). A product
 * hidden under either flag stays hidden.
 */
export class ProductVisibilityOneState1764000000000 implements MigrationInterface {
  name = 'ProductVisibilityOneState1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE "products" SET "archived" = true WHERE NOT "publicly_visible" AND NOT "archived"`);
    await q.query(`DROP INDEX IF EXISTS "idx_products_visibility_featured"`);
    await q.query(`DROP INDEX IF EXISTS "idx_products_category_visibility"`);
    await q.query(`ALTER TABLE "products" DROP COLUMN "publicly_visible"`);
    await q.query(
      `CREATE INDEX "idx_products_visibility_featured" ON "products" ("archived", "featured", "created_at" DESC) INCLUDE ("category_id")`,
    );
    await q.query(`CREATE INDEX "idx_products_category_visibility" ON "products" ("category_id", "archived", "created_at" DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS "idx_products_visibility_featured"`);
    await q.query(`DROP INDEX IF EXISTS "idx_products_category_visibility"`);
    await q.query(`ALTER TABLE "products" ADD COLUMN "publicly_visible" boolean NOT NULL DEFAULT true`);
    await q.query(`UPDATE "products" SET "publicly_visible" = NOT "archived"`);
    await q.query(
      `CREATE INDEX "idx_products_visibility_featured" ON "products" ("publicly_visible", "archived", "featured", "created_at" DESC) INCLUDE ("category_id")`,
    );
    await q.query(
      `CREATE INDEX "idx_products_category_visibility" ON "products" ("category_id", "publicly_visible", "archived", "created_at" DESC)`,
    );
  }
}
