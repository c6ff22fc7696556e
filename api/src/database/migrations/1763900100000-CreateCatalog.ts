import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Categories, products, product images and the single settings row.
 *
 * - effective_price is what a shopper pays (discounted when above zero), stored as a generated column so the
 *   price filter, the price sort and the price facet read one indexed column instead of a CASE per row.
 * - search_text folds name, brand, description and tags into one lower-cased string; one trigram GIN index on
 *   it serves both the substring match (ILIKE) and the typo-tolerant word_similarity match (<%).
 *   array_to_string is only STABLE in PostgreSQL, so an IMMUTABLE wrapper makes it usable in a generated column.
 */
export class CreateCatalog1763900100000 implements MigrationInterface {
  name = 'CreateCatalog1763900100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`
      CREATE OR REPLACE FUNCTION catalog_tags_text(tags text[]) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT coalesce(array_to_string(tags, ' '), '') $$`);

    await q.query(`
      CREATE TABLE "categories" (
        "id" varchar(25) PRIMARY KEY,
        "name" varchar(100) NOT NULL,
        "description" text NULL,
        "image" text NULL,
        "cloudinary_id" text NULL,
        "sort_order" integer NOT NULL DEFAULT 1 CHECK ("sort_order" >= 1),
        "publicly_visible" boolean NOT NULL DEFAULT true,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX "categories_name_key" ON "categories" (lower("name"))`);
    await q.query(`CREATE INDEX "idx_categories_order" ON "categories" ("sort_order", "name")`);

    await q.query(`
      CREATE TABLE "products" (
        "id" varchar(25) PRIMARY KEY,
        "name" varchar(100) NOT NULL,
        "brand" varchar(50) NOT NULL,
        "category_id" varchar(25) NOT NULL REFERENCES "categories" ("id") ON DELETE RESTRICT,
        "subcategory" varchar(100) NULL,
        "condition" varchar(20) NOT NULL DEFAULT 'NEW'
          CHECK ("condition" IN ('NEW', 'VINTAGE', 'SECOND_HAND', 'USED', 'REFURBISHED', 'COLLECTOR')),
        "original_price" numeric(10,2) NOT NULL CHECK ("original_price" >= 0),
        "selling_price" numeric(10,2) NOT NULL CHECK ("selling_price" >= 0),
        "discounted_price" numeric(10,2) NULL CHECK ("discounted_price" >= 0),
        "effective_price" numeric(10,2) GENERATED ALWAYS AS (
          CASE WHEN "discounted_price" > 0 THEN "discounted_price" ELSE "selling_price" END
        ) STORED,
        "currency" varchar(3) NOT NULL DEFAULT 'SAR',
        "description" text NULL,
        "sizes" text[] NOT NULL DEFAULT '{}',
        "colors" text[] NOT NULL DEFAULT '{}',
        "material" varchar(100) NULL,
        "tags" text[] NOT NULL DEFAULT '{}',
        "featured" boolean NOT NULL DEFAULT false,
        "publicly_visible" boolean NOT NULL DEFAULT true,
        "archived" boolean NOT NULL DEFAULT false,
        "search_text" text GENERATED ALWAYS AS (
          lower("name" || ' ' || "brand" || ' ' || coalesce("description", '') || ' ' || catalog_tags_text("tags"))
        ) STORED,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    // Storefront: featured strip and every public list filter on these three first.
    await q.query(
      `CREATE INDEX "idx_products_visibility_featured" ON "products" ("publicly_visible", "archived", "featured", "created_at" DESC)`,
    );
    // Category page: newest first within a category; the visibility columns let the page count be an index-only scan.
    await q.query(
      `CREATE INDEX "idx_products_category_visibility" ON "products" ("category_id", "publicly_visible", "archived", "created_at" DESC)`,
    );
    await q.query(`CREATE INDEX "idx_products_created_at" ON "products" ("created_at" DESC)`);
    await q.query(`CREATE INDEX "idx_products_effective_price" ON "products" ("effective_price")`);
    await q.query(`CREATE INDEX "idx_products_brand_lower" ON "products" (lower("brand"))`);
    await q.query(`CREATE INDEX "idx_products_search_trgm" ON "products" USING gin ("search_text" gin_trgm_ops)`);
    await q.query(`CREATE INDEX "idx_products_name_trgm" ON "products" USING gin (lower("name") gin_trgm_ops)`);

    // The catalog's vocabulary, kept by a trigger: a misspelt search word is matched against these few thousand
    // words (trigram similarity), not against every product, so typo tolerance stays cheap at 100k products.
    // Words of deleted products linger harmlessly: they only widen a search to patterns that match nothing.
    await q.query(`CREATE TABLE "catalog_words" ("word" text PRIMARY KEY)`);
    await q.query(`CREATE INDEX "idx_catalog_words_trgm" ON "catalog_words" USING gin ("word" gin_trgm_ops)`);
    await q.query(`
      CREATE OR REPLACE FUNCTION catalog_collect_words() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO catalog_words ("word")
        SELECT DISTINCT w FROM regexp_split_to_table(NEW.search_text, '[^[:alnum:]'']+') AS w
        WHERE length(w) BETWEEN 2 AND 40
        ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER "products_collect_words" AFTER INSERT OR UPDATE OF "name", "brand", "description", "tags" ON "products"
      FOR EACH ROW EXECUTE FUNCTION catalog_collect_words()`);

    await q.query(`
      CREATE TABLE "product_images" (
        "id" varchar(25) PRIMARY KEY,
        "product_id" varchar(25) NOT NULL REFERENCES "products" ("id") ON DELETE CASCADE,
        "url" text NOT NULL,
        "cloudinary_id" text NOT NULL,
        "order" integer NOT NULL DEFAULT 0,
        "is_primary" boolean NOT NULL DEFAULT false,
        "alt" text NOT NULL DEFAULT '',
        "width" integer NULL,
        "height" integer NULL,
        "srcset" text NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "idx_product_images_product" ON "product_images" ("product_id", "order")`);
    await q.query(`CREATE INDEX "idx_product_images_cloudinary" ON "product_images" ("cloudinary_id")`);

    await q.query(`
      CREATE TABLE "settings" (
        "id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
        "logo_url" text NULL,
        "brand_url" text NULL,
        "business_name" varchar(100) NULL,
        "business_address" varchar(200) NULL,
        "business_email" varchar(254) NULL,
        "tagline" varchar(100) NULL,
        "description" varchar(500) NULL,
        "business_phone" varchar(50) NULL,
        "business_telephone" varchar(50) NULL,
        "owner_name" varchar(100) NULL,
        "owner_email" varchar(254) NULL,
        "whatsapp_number" varchar(50) NULL,
        "viber_number" varchar(50) NULL,
        "facebook_url" text NULL,
        "instagram_url" text NULL,
        "twitter_url" text NULL,
        "youtube_url" text NULL,
        "messenger_url" text NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "settings"`);
    await q.query(`DROP TABLE IF EXISTS "product_images"`);
    await q.query(`DROP TABLE IF EXISTS "products"`);
    await q.query(`DROP TABLE IF EXISTS "catalog_words"`);
    await q.query(`DROP FUNCTION IF EXISTS catalog_collect_words()`);
    await q.query(`DROP TABLE IF EXISTS "categories"`);
    await q.query(`DROP FUNCTION IF EXISTS catalog_tags_text(text[])`);
  }
}
