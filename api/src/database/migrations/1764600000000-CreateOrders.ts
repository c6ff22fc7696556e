import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Chat orders: what a shopper's checkout sent (lines, pickup day, language, route), never who the shopper is. The
 * lines are a JSON list (an order holds at most ORDER_LIMITS.linesMax, and is read and written whole). Sales recorded
 * from an order keep its code; the sweep deletes only orders no sale names, so the link never dangles.
 */
export class CreateOrders1764600000000 implements MigrationInterface {
  name = 'CreateOrders1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "orders" (
        "code" varchar(14) PRIMARY KEY,
        "status" varchar(10) NOT NULL DEFAULT 'NEW' CHECK ("status" IN ('NEW', 'CONFIRMED', 'READY', 'COMPLETED', 'CANCELLED')),
        "status_at" timestamptz NOT NULL DEFAULT clock_timestamp(),
        "route" varchar(10) NOT NULL CHECK ("route" IN ('MESSENGER', 'WHATSAPP', 'COPY', 'EMAIL')),
        "language" varchar(2) NOT NULL CHECK ("language" IN ('en', 'ar')),
        "pickup_date" date NULL,
        "placed_at" timestamptz NOT NULL,
        "lines" jsonb NOT NULL,
        "total" numeric(14,2) NOT NULL,
        "currency" varchar(3) NOT NULL DEFAULT 'SAR',
        "cancel_reason" varchar(200) NULL,
        "recorded_at" timestamptz NULL,
        "platform" "sale_platform" NULL,
        "created_at" timestamptz NOT NULL DEFAULT clock_timestamp(),
        "updated_at" timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await q.query(`CREATE INDEX "idx_orders_created_at" ON "orders" ("created_at" DESC, "code")`);
    await q.query(`CREATE INDEX "idx_orders_status_created_at" ON "orders" ("status", "created_at" DESC)`);
    await q.query(`ALTER TABLE "sales" ADD COLUMN "order_code" varchar(14) NULL REFERENCES "orders" ("code") ON DELETE SET NULL`);
    await q.query(`CREATE INDEX "idx_sales_order_code" ON "sales" ("order_code") WHERE "order_code" IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "sales" DROP COLUMN IF EXISTS "order_code"`);
    await q.query(`DROP TABLE IF EXISTS "orders"`);
  }
}
