import type { MigrationInterface, QueryRunner } from 'typeorm';
import { SEARCH_FOLD_FUNCTION_SQL } from '../arabic-search.sql';

/**
 * Optional Arabic texts beside the English ones (product and category name and description, image alt text), and
 * search over them.
 *
 * search_text is rebuilt through shop_search_fold, which lower-cases and folds the Arabic spellings a shopper may
 * type differently (hamza and alef forms, taa marbuta, alef maksura, diacritics, tatweel); the API folds the
 * shopper's words with the same function. English text goes through it unchanged, and a product without Arabic
 * keeps exactly the search text it had, so English matching and ranking stay as they were.
 * A generated column's expression cannot be altered before PostgreSQL 17, hence drop and add (its trigram index and
 * the word-collecting trigger go with it and are made again).
 */
export class ArabicContent1764200000000 implements MigrationInterface {
  name = 'ArabicContent1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "products" ADD COLUMN "name_ar" varchar(100) NULL, ADD COLUMN "description_ar" text NULL`);
    await q.query(`ALTER TABLE "categories" ADD COLUMN "name_ar" varchar(100) NULL, ADD COLUMN "description_ar" text NULL`);
    await q.query(`ALTER TABLE "product_images" ADD COLUMN "alt_ar" text NULL`);

    await q.query(SEARCH_FOLD_FUNCTION_SQL);
    await q.query(`DROP TRIGGER IF EXISTS "products_collect_words" ON "products"`);
    await q.query(`ALTER TABLE "products" DROP COLUMN "search_text"`);
    await q.query(`
      ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (
        shop_search_fold("name" || ' ' || "brand" || ' ' || coalesce("description", '') || ' ' || catalog_tags_text("tags")
          || coalesce(' ' || "name_ar", '') || coalesce(' ' || "description_ar", ''))
      ) STORED`);
    await q.query(`CREATE INDEX "idx_products_search_trgm" ON "products" USING gin ("search_text" gin_trgm_ops)`);
    // ranking puts name matches first; the Arabic name's folded form is kept so ranking folds nothing per row
    await q.query(`ALTER TABLE "products" ADD COLUMN "name_ar_search" text GENERATED ALWAYS AS (shop_search_fold("name_ar")) STORED`);
    await q.query(`
      CREATE TRIGGER "products_collect_words"
      AFTER INSERT OR UPDATE OF "name", "brand", "description", "tags", "name_ar", "description_ar" ON "products"
      FOR EACH ROW EXECUTE FUNCTION catalog_collect_words()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS "products_collect_words" ON "products"`);
    await q.query(`ALTER TABLE "products" DROP COLUMN "name_ar_search"`);
    await q.query(`ALTER TABLE "products" DROP COLUMN "search_text"`);
    await q.query(`
      ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (
        lower("name" || ' ' || "brand" || ' ' || coalesce("description", '') || ' ' || catalog_tags_text("tags"))
      ) STORED`);
    await q.query(`CREATE INDEX "idx_products_search_trgm" ON "products" USING gin ("search_text" gin_trgm_ops)`);
    await q.query(`
      CREATE TRIGGER "products_collect_words" AFTER INSERT OR UPDATE OF "name", "brand", "description", "tags" ON "products"
      FOR EACH ROW EXECUTE FUNCTION catalog_collect_words()`);
    await q.query(`DROP FUNCTION IF EXISTS shop_search_fold(text)`);
    await q.query(`ALTER TABLE "product_images" DROP COLUMN "alt_ar"`);
    await q.query(`ALTER TABLE "categories" DROP COLUMN "name_ar", DROP COLUMN "description_ar"`);
    await q.query(`ALTER TABLE "products" DROP COLUMN "name_ar", DROP COLUMN "description_ar"`);
  }
}
