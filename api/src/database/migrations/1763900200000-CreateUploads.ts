import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Images stored by this API (local disk or Cloudinary). */
export class CreateUploads1763900200000 implements MigrationInterface {
  name = 'CreateUploads1763900200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "uploads" (
        "id" varchar(25) PRIMARY KEY,
        "cloudinary_id" varchar(255) NOT NULL,
        "url" text NOT NULL,
        "driver" varchar(20) NOT NULL CHECK ("driver" IN ('local', 'cloudinary')),
        "entity_type" varchar(20) NOT NULL CHECK ("entity_type" IN ('product', 'category', 'branding')),
        "entity_id" varchar(25) NULL,
        "alt" text NOT NULL DEFAULT '',
        "sort_order" integer NOT NULL DEFAULT 0,
        "width" integer NULL,
        "height" integer NULL,
        "bytes" integer NOT NULL,
        "format" varchar(10) NOT NULL,
        "srcset" text NULL,
        "attached_at" timestamptz NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX "uploads_cloudinary_id_key" ON "uploads" ("cloudinary_id")`);
    await q.query(`CREATE INDEX "idx_uploads_entity" ON "uploads" ("entity_type", "entity_id")`);
    // The hourly sweep only ever looks at unattached rows by age.
    await q.query(`CREATE INDEX "idx_uploads_unattached" ON "uploads" ("created_at") WHERE "attached_at" IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "uploads"`);
  }
}
