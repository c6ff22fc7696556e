import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Password-reset requests, counted per email and per address by every API instance (the forgot-password throttle).
 * Kept for an hour; logged, so a database crash does not hand out a fresh allowance.
 */
export class PasswordResetRequests1764520000000 implements MigrationInterface {
  name = 'PasswordResetRequests1764520000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "password_reset_requests" (
        "id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        "email" varchar(254) NOT NULL,
        "address" varchar(64) NOT NULL,
        "at" timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await q.query(`CREATE INDEX "idx_password_reset_requests_email" ON "password_reset_requests" ("email", "at")`);
    await q.query(`CREATE INDEX "idx_password_reset_requests_address" ON "password_reset_requests" ("address", "at")`);
    await q.query(`CREATE INDEX "idx_password_reset_requests_at" ON "password_reset_requests" ("at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "password_reset_requests"`);
  }
}
