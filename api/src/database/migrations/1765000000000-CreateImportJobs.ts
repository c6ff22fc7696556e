import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A spreadsheet import's apply, run as a job so the Products screen can show its progress and find it again after a
 * reload: its file name, state, rows written so far of the total, and the report once done (or the failure).
 */
export class CreateImportJobs1765000000000 implements MigrationInterface {
  name = 'CreateImportJobs1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "import_jobs" (
        "id" varchar(25) PRIMARY KEY,
        "file" varchar(255) NOT NULL,
        "state" varchar(10) NOT NULL DEFAULT 'running' CHECK ("state" IN ('running', 'done', 'failed')),
        "rows_done" integer NOT NULL DEFAULT 0,
        "rows_total" integer NOT NULL,
        "result" jsonb,
        "error" text,
        "started_by" varchar(100),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        "finished_at" timestamptz
      )`);
    await q.query(`CREATE INDEX "import_jobs_created_at" ON "import_jobs" ("created_at" DESC, "id" DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "import_jobs"`);
  }
}
