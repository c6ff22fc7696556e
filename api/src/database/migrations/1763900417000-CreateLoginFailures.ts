import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Failed sign-ins, shared by every API instance. Unlogged: written on every failure, pruned after a day, and
 * nothing is lost that matters if a crash empties it.
 */
export class CreateLoginFailures1763900417000 implements MigrationInterface {
  name = 'CreateLoginFailures1763900417000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE UNLOGGED TABLE "login_failures" (
        "id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        "email" varchar(254) NOT NULL,
        "address" varchar(64) NOT NULL,
        "at" timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await q.query(`CREATE INDEX "idx_login_failures_email" ON "login_failures" ("email", "at")`);
    await q.query(`CREATE INDEX "idx_login_failures_address" ON "login_failures" ("address", "at")`);
    await q.query(`CREATE INDEX "idx_login_failures_at" ON "login_failures" ("at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "login_failures"`);
  }
}
