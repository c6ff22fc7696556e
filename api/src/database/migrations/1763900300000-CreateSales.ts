import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sales keep a snapshot of the product (its id, name and brand at the time of sale) so that deleting or
 * renaming a product never rewrites history; product_id is the live link and becomes NULL on delete.
 * final_price and total_earnings are computed by PostgreSQL, so no client or code path can set them.
 */
export class CreateSales1763900300000 implements MigrationInterface {
  name = 'CreateSales1763900300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`
      CREATE TYPE "sale_platform" AS ENUM (
        'PHYSICAL_STORE', 'FACEBOOK', 'INSTAGRAM', 'WHATSAPP', 'VIBER',
        'MARKETPLACE', 'SHOPEE', 'TIKTOK', 'LAZADA', 'OTHERS'
      )`);
    await q.query(`
      CREATE TABLE "sales" (
        "id" varchar(25) PRIMARY KEY,
        "product_id" varchar(25) NULL REFERENCES "products" ("id") ON DELETE SET NULL,
        "product_ref" varchar(25) NOT NULL,
        "product_name" text NOT NULL,
        "product_brand" text NOT NULL,
        "sale_date" timestamptz NOT NULL,
        "platform" "sale_platform" NOT NULL DEFAULT 'PHYSICAL_STORE',
        "original_price" numeric(10,2) NOT NULL CHECK ("original_price" >= 0),
        "selling_price" numeric(10,2) NOT NULL CHECK ("selling_price" >= 0),
        "discounted_price" numeric(10,2) NULL CHECK ("discounted_price" >= 0),
        "final_price" numeric(10,2) GENERATED ALWAYS AS (
          CASE WHEN "discounted_price" > 0 THEN "discounted_price" ELSE "selling_price" END
        ) STORED,
        "total_earnings" numeric(10,2) GENERATED ALWAYS AS (
          CASE WHEN "discounted_price" > 0 THEN "discounted_price" ELSE "selling_price" END - "original_price"
        ) STORED,
        "customer_name" varchar(200) NULL,
        "customer_location" varchar(200) NULL,
        "sale_notes" text NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    // Newest first is the list's only order; created_at and id break ties between sales of the same day.
    await q.query(`CREATE INDEX "idx_sales_sale_date" ON "sales" ("sale_date" DESC, "created_at" DESC, "id" DESC)`);
    await q.query(
      `CREATE INDEX "idx_sales_platform_sale_date" ON "sales" ("platform", "sale_date" DESC, "created_at" DESC, "id" DESC)`,
    );
    await q.query(`CREATE INDEX "idx_sales_product_id" ON "sales" ("product_id")`);
    await q.query(`CREATE INDEX "idx_sales_product_ref" ON "sales" ("product_ref", "sale_date" DESC)`);
    // One trigram index serves the keyword search over the snapshot and the customer fields.
    await q.query(`
      CREATE INDEX "idx_sales_search_trgm" ON "sales" USING gin ((
        lower("product_name" || ' ' || "product_brand" || ' ' || coalesce("customer_name", '') || ' ' || coalesce("customer_location", ''))
      ) gin_trgm_ops)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "sales"`);
    await q.query(`DROP TYPE IF EXISTS "sale_platform"`);
  }
}
