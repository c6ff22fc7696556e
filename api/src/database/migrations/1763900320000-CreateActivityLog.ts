import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who changed what and when. No foreign keys: a row outlives the user and the entity it names, and user_name
 * is kept as written. Only staff and catalogue names go here, never a shopper's personal data.
 */
export class CreateActivityLog1763900320000 implements MigrationInterface {
  name = 'CreateActivityLog1763900320000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "activity_log" (
        "id" varchar(25) PRIMARY KEY,
        "action" varchar(40) NOT NULL,
        "entity_type" varchar(20) NOT NULL,
        "entity_id" varchar(25) NULL,
        "entity_name" varchar(200) NULL,
        "user_id" varchar(25) NULL,
        "user_name" varchar(200) NULL,
        "created_at" timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await q.query(`CREATE INDEX "idx_activity_log_created_at" ON "activity_log" ("created_at" DESC, "id" DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "activity_log"`);
  }
}
