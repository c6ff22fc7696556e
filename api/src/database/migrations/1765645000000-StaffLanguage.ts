import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The back office's language per staff member (issue 45): 'en' or 'ar', chosen by the staff member themself;
 * null until they choose, when the browser's language decides.
 */
export class StaffLanguage1765645000000 implements MigrationInterface {
  name = 'StaffLanguage1765645000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users" ADD COLUMN "language" varchar(2) CHECK ("language" IN ('en', 'ar'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users" DROP COLUMN "language"`);
  }
}
