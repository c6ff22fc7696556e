import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the anonymous order limits count, shared by every API instance. `order_intake` holds one row per order a
 * shopper stored in the last hour: the shop-wide budget counts them all, the per-source limit those of one source in
 * the last minute. The source is a keyed hash (HMAC with the shop's secret) of the IPv4 address or IPv6 /64, never
 * the address, and rows leave after the hour. `order_refusals` counts, per hour, the orders refused because the
 * budget was spent, so staff can see that storage was paused.
 */
export class OrderIntake1765100000000 implements MigrationInterface {
  name = 'OrderIntake1765100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "order_intake" (
        "source_key" varchar(43) NOT NULL,
        "at" timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await q.query(`CREATE INDEX "idx_order_intake_source" ON "order_intake" ("source_key", "at")`);
    await q.query(`CREATE INDEX "idx_order_intake_at" ON "order_intake" ("at")`);
    await q.query(`
      CREATE TABLE "order_refusals" (
        "hour" timestamptz PRIMARY KEY,
        "refused" integer NOT NULL,
        "first_at" timestamptz NOT NULL,
        "last_at" timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "order_refusals"`);
    await q.query(`DROP TABLE IF EXISTS "order_intake"`);
  }
}
