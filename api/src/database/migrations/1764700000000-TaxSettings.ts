import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The shop's VAT registration and legal identity, one row (id 1) created on the owner's first save. Apart from
 * "settings" so Reset to Defaults never unregisters the shop. VAT is off until the owner turns it on.
 */
export class TaxSettings1764700000000 implements MigrationInterface {
  name = 'TaxSettings1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "tax_settings" (
        "id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
        "vat_registered" boolean NOT NULL DEFAULT false,
        "vat_number" varchar(15) NULL CHECK ("vat_number" ~ '^3[0-9]{13}3$'),
        "vat_rate" numeric(5,2) NOT NULL DEFAULT 15 CHECK ("vat_rate" > 0 AND "vat_rate" <= 100),
        "prices_include_vat" boolean NOT NULL DEFAULT true,
        "legal_name_ar" varchar(200) NULL,
        "legal_name_en" varchar(200) NULL,
        "cr_number" varchar(10) NULL CHECK ("cr_number" ~ '^[0-9]{10}$'),
        "sbc_certificate_number" varchar(50) NULL,
        "seller_building_number" varchar(4) NULL,
        "seller_street" varchar(100) NULL,
        "seller_district" varchar(100) NULL,
        "seller_city" varchar(100) NULL,
        "seller_postal_code" varchar(5) NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CHECK (NOT "vat_registered" OR ("vat_number" IS NOT NULL AND "legal_name_ar" IS NOT NULL))
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "tax_settings"`);
  }
}
