import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Every upload checks its member's unsaved uploads (count and bytes) against the quota: keep that a small index read. */
export class UploadsUnusedByMember1764512000000 implements MigrationInterface {
  name = 'UploadsUnusedByMember1764512000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "idx_uploads_unused_by_member" ON "uploads" ("uploaded_by") INCLUDE ("bytes") WHERE "attached_at" IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS "idx_uploads_unused_by_member"`);
  }
}
