import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Optional Arabic versions of the shop's own texts that shoppers read (business address, tagline, description), with
 * the English columns' lengths. Nullable with no default: an existing shop keeps its row as it was, and its Arabic
 * pages show the English texts until the owner enters Arabic ones.
 */
export class SettingsArabic1764400000000 implements MigrationInterface {
  name = 'SettingsArabic1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE "settings"
        ADD COLUMN "business_address_ar" varchar(200) NULL,
        ADD COLUMN "tagline_ar" varchar(100) NULL,
        ADD COLUMN "description_ar" varchar(500) NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "settings" DROP COLUMN "business_address_ar", DROP COLUMN "tagline_ar", DROP COLUMN "description_ar"`);
  }
}
