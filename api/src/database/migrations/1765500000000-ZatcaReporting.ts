import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * ZATCA phase 2 reporting (issue 44, items 3 and 4). zatca_onboarding is the one row of the shop's onboarding: the
 * environment, each step's state and ZATCA's answer, and the CSIDs' tokens and secrets (never answered by any route).
 * zatca_reports is the reporting queue: one row per signed simplified document, inserted in the document's own
 * transaction, sent in chain order (number) and kept with ZATCA's last answer.
 */
export class ZatcaReporting1765500000000 implements MigrationInterface {
  name = 'ZatcaReporting1765500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "zatca_onboarding" (
        "id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
        "environment" varchar(20) NOT NULL CHECK ("environment" IN ('DEVELOPER_PORTAL', 'SIMULATION', 'PRODUCTION')),
        "steps" jsonb NOT NULL DEFAULT '{}',
        "compliance_token" text NULL,
        "compliance_secret" text NULL,
        "compliance_request_id" text NULL,
        "production_token" text NULL,
        "production_secret" text NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE "zatca_reports" (
        "invoice_id" uuid PRIMARY KEY REFERENCES "invoices" ("id"),
        "number" bigint NOT NULL UNIQUE,
        "state" varchar(30) NOT NULL DEFAULT 'WAITING'
          CHECK ("state" IN ('WAITING', 'REPORTED', 'REPORTED_WITH_WARNINGS', 'REJECTED')),
        "attempts" integer NOT NULL DEFAULT 0,
        "next_attempt_at" timestamptz NOT NULL DEFAULT now(),
        "queued_at" timestamptz NOT NULL DEFAULT now(),
        "answered_at" timestamptz NULL,
        "last_status" integer NULL,
        "last_answer" jsonb NULL
      )`);
    await q.query(`CREATE INDEX "zatca_reports_waiting" ON "zatca_reports" ("number") WHERE "state" = 'WAITING'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "zatca_reports"`);
    await q.query(`DROP TABLE "zatca_onboarding"`);
  }
}
