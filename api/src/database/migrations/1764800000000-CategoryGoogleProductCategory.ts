import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The Google product category a category's products carry in the product feeds (its path or its number), optional. */
export class CategoryGoogleProductCategory1764800000000 implements MigrationInterface {
  name = 'CategoryGoogleProductCategory1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "categories" ADD COLUMN "google_product_category" varchar(250)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "categories" DROP COLUMN "google_product_category"`);
  }
}
