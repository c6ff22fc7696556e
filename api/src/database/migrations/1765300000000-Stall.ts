import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The market stall (issue 42). The STALL role joins the role check. `stall_baskets` holds one row per basket the
 * stall's phone sent, keyed by the id the phone made: inserted in the same transaction as the basket's sales, so a
 * retry (on any instance) meets the primary key and answers the first result instead of recording again. Its
 * payment method is what the day's takings are summed by; its sale ids name the sales it recorded.
 */
export class Stall1765300000000 implements MigrationInterface {
  name = 'Stall1765300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users" DROP CONSTRAINT IF EXISTS "users_role_check"`);
    await q.query(`ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("role" IN ('OWNER', 'ADMIN', 'STALL'))`);
    await q.query(`
      CREATE TABLE "stall_baskets" (
        "id" uuid PRIMARY KEY,
        "made_at" timestamptz NOT NULL,
        "payment" varchar(16) NOT NULL CHECK ("payment" IN ('CASH', 'CARD', 'BANK_TRANSFER', 'GCASH', 'OTHER')),
        "user_id" varchar(25),
        "sale_ids" varchar(25)[] NOT NULL,
        "oversold_lines" integer[] NOT NULL DEFAULT '{}',
        "total" numeric(14, 2) NOT NULL,
        "received_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "idx_stall_baskets_made_at" ON "stall_baskets" ("made_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "stall_baskets"`);
    await q.query(`ALTER TABLE "users" DROP CONSTRAINT IF EXISTS "users_role_check"`);
    await q.query(`ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("role" IN ('OWNER', 'ADMIN'))`);
  }
}
