import type { MigrationInterface, QueryRunner } from 'typeorm';

const ROLLUP_APPLY_CALLS = `
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          PERFORM "sales_rollup_apply"((OLD."sale_date" AT TIME ZONE 'Asia/Riyadh')::date, OLD."platform", OLD."product_ref",
                                       -1, -OLD."revenue", -OLD."total_earnings");
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          PERFORM "sales_rollup_apply"((NEW."sale_date" AT TIME ZONE 'Asia/Riyadh')::date, NEW."platform", NEW."product_ref",
                                       1, NEW."revenue", NEW."total_earnings");
        END IF;
        RETURN NULL;`;

/**
 * Stock per size, kept as a ledger:
 *
 * - product_stock holds on-hand per (product, size); a product is tracked exactly when it has rows there. Existing
 *   products have none, so nothing changes for them until staff set their stock.
 * - stock_movements is the only way on-hand moves: a trigger applies each inserted movement to its product_stock row
 *   in the same statement (and records the result), and movements cannot be edited, so on-hand always equals the sum
 *   of its movements. on_hand >= 0 is a CHECK: overselling is a zero-delta OVERSELL movement, never a negative count.
 * - products.stock_left (NULL = not tracked) is the sum over sizes, kept by a trigger, so listings filter and sort on
 *   availability without a join.
 * - Sales gain quantity, size, the pieces they took from stock (returned on edit or delete) and the pieces oversold.
 *   final_price stays the price of one piece; total_earnings and the new revenue cover every piece, and the rollups
 *   (revenue, earnings) follow them. sales_count still counts sales, not pieces.
 */
export class ProductStock1764100000000 implements MigrationInterface {
  name = 'ProductStock1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "products" ADD COLUMN "stock_left" integer NULL CHECK ("stock_left" >= 0)`);
    // Shoppers' lists with "sold out last" read the sold-out products apart; they are few, so one small index serves every sort.
    await q.query(
      `CREATE INDEX "idx_products_public_sold_out" ON "products" ("category_id") INCLUDE ("created_at", "effective_price", "brand", "name", "condition")
       WHERE "stock_left" = 0 AND NOT "archived"`,
    );
    await q.query(`
      CREATE TABLE "product_stock" (
        "product_id" varchar(25) NOT NULL REFERENCES "products" ("id") ON DELETE CASCADE,
        "size" text NOT NULL,
        "on_hand" integer NOT NULL DEFAULT 0 CHECK ("on_hand" >= 0),
        PRIMARY KEY ("product_id", "size")
      )`);
    await q.query(`
      CREATE TYPE "stock_movement_kind" AS ENUM (
        'INITIAL', 'SALE', 'SALE_EDIT', 'SALE_DELETE', 'RECEIVED', 'COUNTED', 'DAMAGED', 'RETURNED', 'OVERSELL'
      )`);
    await q.query(`
      CREATE TABLE "stock_movements" (
        "id" varchar(25) PRIMARY KEY,
        "product_id" varchar(25) NOT NULL REFERENCES "products" ("id") ON DELETE CASCADE,
        "size" text NOT NULL,
        "kind" "stock_movement_kind" NOT NULL,
        "delta" integer NOT NULL,
        "on_hand_after" integer NOT NULL DEFAULT 0,
        "oversold" integer NOT NULL DEFAULT 0 CHECK ("oversold" >= 0),
        "sale_id" varchar(25) NULL,
        "note" text NULL,
        "user_id" varchar(25) NULL,
        "user_name" varchar(200) NULL,
        "created_at" timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await q.query(`CREATE INDEX "idx_stock_movements_product" ON "stock_movements" ("product_id", "created_at" DESC, "id" DESC)`);
    await q.query(`
      CREATE FUNCTION "stock_movement_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE "product_stock" SET "on_hand" = "on_hand" + NEW."delta"
        WHERE "product_id" = NEW."product_id" AND "size" = NEW."size"
        RETURNING "on_hand" INTO NEW."on_hand_after";
        IF NOT FOUND THEN
          RAISE EXCEPTION 'stock movement for an untracked size % of product %', NEW."size", NEW."product_id";
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(
      `CREATE TRIGGER "stock_movement_apply" BEFORE INSERT ON "stock_movements" FOR EACH ROW EXECUTE FUNCTION "stock_movement_apply"()`,
    );
    await q.query(`
      CREATE FUNCTION "stock_movement_frozen"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'stock movements are history: they are never changed';
      END $$`);
    await q.query(
      `CREATE TRIGGER "stock_movement_frozen" BEFORE UPDATE ON "stock_movements" FOR EACH ROW EXECUTE FUNCTION "stock_movement_frozen"()`,
    );
    await q.query(`
      CREATE FUNCTION "product_stock_total"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE pid varchar(25) := coalesce(NEW."product_id", OLD."product_id");
      BEGIN
        UPDATE "products" SET "stock_left" = (SELECT sum("on_hand") FROM "product_stock" WHERE "product_id" = pid)
        WHERE "id" = pid;
        RETURN NULL;
      END $$`);
    await q.query(
      `CREATE TRIGGER "product_stock_total" AFTER INSERT OR UPDATE OR DELETE ON "product_stock" FOR EACH ROW EXECUTE FUNCTION "product_stock_total"()`,
    );

    await q.query(`
      ALTER TABLE "sales"
        ADD COLUMN "quantity" integer NOT NULL DEFAULT 1 CHECK ("quantity" >= 1),
        ADD COLUMN "size" text NULL,
        ADD COLUMN "stock_taken" integer NOT NULL DEFAULT 0 CHECK ("stock_taken" >= 0),
        ADD COLUMN "oversold" integer NOT NULL DEFAULT 0 CHECK ("oversold" >= 0)`);
    await q.query(`ALTER TABLE "sales" DROP COLUMN "total_earnings"`);
    await q.query(`
      ALTER TABLE "sales"
        ADD COLUMN "total_earnings" numeric(14,2) GENERATED ALWAYS AS (
          (CASE WHEN "discounted_price" > 0 THEN "discounted_price" ELSE "selling_price" END - "original_price") * "quantity"
        ) STORED,
        ADD COLUMN "revenue" numeric(14,2) GENERATED ALWAYS AS (
          CASE WHEN "discounted_price" > 0 THEN "discounted_price" ELSE "selling_price" END * "quantity"
        ) STORED`);
    await q.query(`
      CREATE OR REPLACE FUNCTION "sales_rollup_row"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE'
           AND OLD."sale_date" = NEW."sale_date" AND OLD."platform" = NEW."platform" AND OLD."product_ref" = NEW."product_ref"
           AND OLD."revenue" = NEW."revenue" AND OLD."total_earnings" = NEW."total_earnings" THEN
          RETURN NULL; -- e.g. product_id set to NULL when the product is deleted: the sums do not move
        END IF;${ROLLUP_APPLY_CALLS}
      END $$`);
    await q.query(`
      CREATE OR REPLACE FUNCTION "sales_rollup_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        TRUNCATE "sales_daily_platform", "sales_daily_product", "sales_monthly_product";
        INSERT INTO "sales_daily_platform" ("day", "platform", "sales_count", "revenue", "earnings")
          SELECT ("sale_date" AT TIME ZONE 'Asia/Riyadh')::date, "platform", count(*), sum("revenue"), sum("total_earnings")
          FROM "sales" GROUP BY 1, 2;
        INSERT INTO "sales_daily_product" ("day", "product_ref", "sales_count", "revenue", "earnings")
          SELECT ("sale_date" AT TIME ZONE 'Asia/Riyadh')::date, "product_ref", count(*), sum("revenue"), sum("total_earnings")
          FROM "sales" GROUP BY 1, 2;
        INSERT INTO "sales_monthly_product" ("month", "product_ref", "sales_count", "revenue", "earnings")
          SELECT date_trunc('month', "day")::date, "product_ref", sum("sales_count"), sum("revenue"), sum("earnings")
          FROM "sales_daily_product" GROUP BY 1, 2;
      END $$`);

    await q.query(`
      ALTER TABLE "settings"
        ADD COLUMN "low_stock_threshold" integer NOT NULL DEFAULT 1 CHECK ("low_stock_threshold" BETWEEN 0 AND 1000),
        ADD COLUMN "show_exact_stock" boolean NOT NULL DEFAULT false,
        ADD COLUMN "sold_out_last" boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "settings" DROP COLUMN "low_stock_threshold", DROP COLUMN "show_exact_stock", DROP COLUMN "sold_out_last"`);
    await q.query(`
      CREATE OR REPLACE FUNCTION "sales_rollup_row"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE'
           AND OLD."sale_date" = NEW."sale_date" AND OLD."platform" = NEW."platform" AND OLD."product_ref" = NEW."product_ref"
           AND OLD."final_price" = NEW."final_price" AND OLD."total_earnings" = NEW."total_earnings" THEN
          RETURN NULL;
        END IF;${ROLLUP_APPLY_CALLS.replace(/"revenue"/g, '"final_price"')}
      END $$`);
    await q.query(`ALTER TABLE "sales" DROP COLUMN "revenue", DROP COLUMN "total_earnings"`);
    await q.query(`
      ALTER TABLE "sales" ADD COLUMN "total_earnings" numeric(10,2) GENERATED ALWAYS AS (
        CASE WHEN "discounted_price" > 0 THEN "discounted_price" ELSE "selling_price" END - "original_price"
      ) STORED`);
    await q.query(`ALTER TABLE "sales" DROP COLUMN "quantity", DROP COLUMN "size", DROP COLUMN "stock_taken", DROP COLUMN "oversold"`);
    await q.query(`
      CREATE OR REPLACE FUNCTION "sales_rollup_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        TRUNCATE "sales_daily_platform", "sales_daily_product", "sales_monthly_product";
        INSERT INTO "sales_daily_platform" ("day", "platform", "sales_count", "revenue", "earnings")
          SELECT ("sale_date" AT TIME ZONE 'Asia/Riyadh')::date, "platform", count(*), sum("final_price"), sum("total_earnings")
          FROM "sales" GROUP BY 1, 2;
        INSERT INTO "sales_daily_product" ("day", "product_ref", "sales_count", "revenue", "earnings")
          SELECT ("sale_date" AT TIME ZONE 'Asia/Riyadh')::date, "product_ref", count(*), sum("final_price"), sum("total_earnings")
          FROM "sales" GROUP BY 1, 2;
        INSERT INTO "sales_monthly_product" ("month", "product_ref", "sales_count", "revenue", "earnings")
          SELECT date_trunc('month', "day")::date, "product_ref", sum("sales_count"), sum("revenue"), sum("earnings")
          FROM "sales_daily_product" GROUP BY 1, 2;
      END $$`);
    await q.query(`DROP TABLE IF EXISTS "stock_movements"`);
    await q.query(`DROP FUNCTION IF EXISTS "stock_movement_frozen"()`);
    await q.query(`DROP FUNCTION IF EXISTS "stock_movement_apply"()`);
    await q.query(`DROP TYPE IF EXISTS "stock_movement_kind"`);
    await q.query(`DROP TABLE IF EXISTS "product_stock"`);
    await q.query(`DROP FUNCTION IF EXISTS "product_stock_total"()`);
    await q.query(`DROP INDEX IF EXISTS "idx_products_public_sold_out"`);
    await q.query(`ALTER TABLE "products" DROP COLUMN "stock_left"`);
  }
}
