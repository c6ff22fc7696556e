import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Promotions and discount codes (issue 43). `promotions.used` counts the recorded orders that carried the promotion:
 * recording an order raises it with a conditional UPDATE (`used < usage_limit`) in the record's transaction, so a
 * limit holds exactly across instances. Codes are stored upper case (compared without regard to case), one promotion
 * each. `discount_licence` is the Ministry of Commerce's licence (one row, id 1). An order keeps the code, the
 * promotion and the discount the API confirmed at submit time.
 */
export class Promotions1765400000000 implements MigrationInterface {
  name = 'Promotions1765400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "promotions" (
        "id" varchar(25) PRIMARY KEY,
        "name" varchar(100) NOT NULL,
        "name_ar" varchar(100),
        "kind" varchar(16) NOT NULL CHECK ("kind" IN ('PERCENT', 'FIXED_ORDER', 'FIXED_PER_PIECE')),
        "value" numeric(10, 2) NOT NULL CHECK ("value" > 0),
        "applies_to" varchar(12) NOT NULL CHECK ("applies_to" IN ('ORDER', 'CATEGORIES', 'PRODUCTS', 'BRANDS')),
        "targets" jsonb NOT NULL DEFAULT '[]',
        "minimum_total" numeric(14, 2) NOT NULL DEFAULT 0,
        "starts_at" timestamptz NOT NULL,
        "ends_at" timestamptz NOT NULL,
        "usage_limit" integer CHECK ("usage_limit" > 0),
        "used" integer NOT NULL DEFAULT 0,
        "per_order_limit" integer CHECK ("per_order_limit" > 0),
        "automatic" boolean NOT NULL DEFAULT false,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CHECK ("ends_at" > "starts_at")
      )`);
    await q.query(`CREATE INDEX "idx_promotions_automatic_ends" ON "promotions" ("ends_at") WHERE "automatic"`);
    await q.query(`
      CREATE TABLE "promotion_codes" (
        "code" varchar(32) PRIMARY KEY CHECK ("code" = upper("code")),
        "promotion_id" varchar(25) NOT NULL REFERENCES "promotions" ("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "idx_promotion_codes_promotion" ON "promotion_codes" ("promotion_id")`);
    await q.query(`
      CREATE TABLE "discount_licence" (
        "id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
        "number" varchar(64) NOT NULL,
        "url" text,
        "barcode_url" text,
        "valid_from" date NOT NULL,
        "valid_to" date NOT NULL,
        "min_percent" numeric(5, 2) NOT NULL,
        "max_percent" numeric(5, 2) NOT NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`ALTER TABLE "orders" ADD COLUMN "promo_code" varchar(32)`);
    await q.query(`ALTER TABLE "orders" ADD COLUMN "promotion_id" varchar(25)`);
    await q.query(`ALTER TABLE "orders" ADD COLUMN "discount" numeric(14, 2) NOT NULL DEFAULT 0`);
    await q.query(`CREATE INDEX "idx_orders_promotion" ON "orders" ("promotion_id") WHERE "promotion_id" IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS "idx_orders_promotion"`);
    await q.query(`ALTER TABLE "orders" DROP COLUMN IF EXISTS "discount", DROP COLUMN IF EXISTS "promotion_id", DROP COLUMN IF EXISTS "promo_code"`);
    await q.query(`DROP TABLE IF EXISTS "discount_licence"`);
    await q.query(`DROP TABLE IF EXISTS "promotion_codes"`);
    await q.query(`DROP TABLE IF EXISTS "promotions"`);
  }
}
