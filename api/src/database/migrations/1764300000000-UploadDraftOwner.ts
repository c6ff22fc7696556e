import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Images uploaded before their product exists are drafts of the staff member who uploaded them: only that member's
 * product create may attach them. A deleted staff member's drafts lose their owner and are swept like any unused upload.
 */
export class UploadDraftOwner1764300000000 implements MigrationInterface {
  name = 'UploadDraftOwner1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "uploads" ADD COLUMN "uploaded_by" varchar(25) NULL REFERENCES "users" ("id") ON DELETE SET NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "uploads" DROP COLUMN "uploaded_by"`);
  }
}
