import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Daily sums per platform and per product, keyed by the shop's calendar day (Asia/Riyadh), kept in step with
 * every write to "sales" by a trigger. Analytics and the dashboard read these instead of scanning a million
 * sales, and the sales list takes its exact total from them when no keyword is searched.
 * sales_rollup_rebuild() recomputes both from scratch (used after bulk loads that bypass the trigger).
 */
export class CreateSalesRollups1763900310000 implements MigrationInterface {
  name = 'CreateSalesRollups1763900310000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "sales_daily_platform" (
        "day" date NOT NULL,
        "platform" "sale_platform" NOT NULL,
        "sales_count" integer NOT NULL,
        "revenue" numeric(16,2) NOT NULL,
        "earnings" numeric(16,2) NOT NULL,
        PRIMARY KEY ("day", "platform")
      )`);
    await q.query(`
      CREATE TABLE "sales_daily_product" (
        "day" date NOT NULL,
        "product_ref" varchar(25) NOT NULL,
        "sales_count" integer NOT NULL,
        "revenue" numeric(16,2) NOT NULL,
        "earnings" numeric(16,2) NOT NULL,
        PRIMARY KEY ("day", "product_ref")
      )`);
    await q.query(`
      CREATE FUNCTION "sales_rollup_apply"(p_day date, p_platform "sale_platform", p_ref varchar, p_count integer, p_revenue numeric, p_earnings numeric)
      RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO "sales_daily_platform" AS r ("day", "platform", "sales_count", "revenue", "earnings")
        VALUES (p_day, p_platform, p_count, p_revenue, p_earnings)
        ON CONFLICT ("day", "platform") DO UPDATE SET
          "sales_count" = r."sales_count" + EXCLUDED."sales_count",
          "revenue" = r."revenue" + EXCLUDED."revenue",
          "earnings" = r."earnings" + EXCLUDED."earnings";
        INSERT INTO "sales_daily_product" AS r ("day", "product_ref", "sales_count", "revenue", "earnings")
        VALUES (p_day, p_ref, p_count, p_revenue, p_earnings)
        ON CONFLICT ("day", "product_ref") DO UPDATE SET
          "sales_count" = r."sales_count" + EXCLUDED."sales_count",
          "revenue" = r."revenue" + EXCLUDED."revenue",
          "earnings" = r."earnings" + EXCLUDED."earnings";
      END $$`);
    await q.query(`
      CREATE FUNCTION "sales_rollup_row"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE'
           AND OLD."sale_date" = NEW."sale_date" AND OLD."platform" = NEW."platform" AND OLD."product_ref" = NEW."product_ref"
           AND OLD."final_price" = NEW."final_price" AND OLD."total_earnings" = NEW."total_earnings" THEN
          RETURN NULL; -- e.g. product_id set to NULL when the product is deleted: the sums do not move
        END IF;
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          PERFORM "sales_rollup_apply"((OLD."sale_date" AT TIME ZONE 'Asia/Riyadh')::date, OLD."platform", OLD."product_ref",
                                       -1, -OLD."final_price", -OLD."total_earnings");
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          PERFORM "sales_rollup_apply"((NEW."sale_date" AT TIME ZONE 'Asia/Riyadh')::date, NEW."platform", NEW."product_ref",
                                       1, NEW."final_price", NEW."total_earnings");
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION "sales_rollup_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        TRUNCATE "sales_daily_platform", "sales_daily_product";
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION "sales_rollup_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        TRUNCATE "sales_daily_platform", "sales_daily_product";
        INSERT INTO "sales_daily_platform" ("day", "platform", "sales_count", "revenue", "earnings")
          SELECT ("sale_date" AT TIME ZONE 'Asia/Riyadh')::date, "platform", count(*), sum("final_price"), sum("total_earnings")
          FROM "sales" GROUP BY 1, 2;
        INSERT INTO "sales_daily_product" ("day", "product_ref", "sales_count", "revenue", "earnings")
          SELECT ("sale_date" AT TIME ZONE 'Asia/Riyadh')::date, "product_ref", count(*), sum("final_price"), sum("total_earnings")
          FROM "sales" GROUP BY 1, 2;
      END $$`);
    await q.query(
      `CREATE TRIGGER "sales_rollup" AFTER INSERT OR UPDATE OR DELETE ON "sales" FOR EACH ROW EXECUTE FUNCTION "sales_rollup_row"()`,
    );
    await q.query(
      `CREATE TRIGGER "sales_rollup_truncate" AFTER TRUNCATE ON "sales" FOR EACH STATEMENT EXECUTE FUNCTION "sales_rollup_truncate"()`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS "sales_rollup_truncate" ON "sales"`);
    await q.query(`DROP TRIGGER IF EXISTS "sales_rollup" ON "sales"`);
    await q.query(`DROP FUNCTION IF EXISTS "sales_rollup_rebuild"()`);
    await q.query(`DROP FUNCTION IF EXISTS "sales_rollup_truncate"()`);
    await q.query(`DROP FUNCTION IF EXISTS "sales_rollup_row"()`);
    await q.query(`DROP FUNCTION IF EXISTS "sales_rollup_apply"(date, "sale_platform", varchar, integer, numeric, numeric)`);
    await q.query(`DROP TABLE IF EXISTS "sales_daily_product"`);
    await q.query(`DROP TABLE IF EXISTS "sales_daily_platform"`);
  }
}
