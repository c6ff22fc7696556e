import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Simplified tax invoices and credit notes, one gap-free sequence for the shop. invoice_sequence's one row is
 * locked (UPDATE) inside the sale's own transaction, so numbers follow commit order on any number of API instances,
 * a rolled-back sale gives its number back, and the previous-hash chain is written in the same order.
 * A document never changes once issued: a trigger refuses UPDATE and DELETE on "invoices".
 * sale_id has no foreign key: a deleted sale keeps its invoice and credit note.
 */
export class CreateInvoices1764700100000 implements MigrationInterface {
  name = 'CreateInvoices1764700100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "invoice_sequence" (
        "id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
        "last_number" bigint NOT NULL DEFAULT 0,
        "last_hash" text NOT NULL
      )`);
    // ZATCA's previous-invoice hash for the first document: base64 of the hex SHA-256 of "0"
    await q.query(`INSERT INTO "invoice_sequence" ("id", "last_number", "last_hash")
      VALUES (1, 0, 'NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==')`);
    await q.query(`
      CREATE TABLE "invoices" (
        "id" uuid PRIMARY KEY,
        "number" bigint NOT NULL UNIQUE CHECK ("number" > 0),
        "kind" varchar(12) NOT NULL CHECK ("kind" IN ('INVOICE', 'CREDIT_NOTE')),
        "sale_id" varchar(25) NOT NULL,
        "credits_invoice_id" uuid NULL REFERENCES "invoices" ("id"),
        "reason" text NULL,
        "issued_at" timestamptz NOT NULL,
        "seller" jsonb NOT NULL,
        "rate_bp" integer NOT NULL,
        "prices_include_vat" boolean NOT NULL,
        "lines" jsonb NOT NULL,
        "net_halalas" bigint NOT NULL,
        "vat_halalas" bigint NOT NULL,
        "gross_halalas" bigint NOT NULL,
        "qr" text NOT NULL,
        "xml" text NOT NULL,
        "hash" text NOT NULL,
        "previous_hash" text NOT NULL,
        CHECK (("kind" = 'CREDIT_NOTE') = ("credits_invoice_id" IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX "invoices_sale" ON "invoices" ("sale_id", "number")`);
    await q.query(`CREATE UNIQUE INDEX "invoices_one_credit_each" ON "invoices" ("credits_invoice_id") WHERE "credits_invoice_id" IS NOT NULL`);
    await q.query(`CREATE INDEX "invoices_issued" ON "invoices" ("issued_at")`);
    await q.query(`
      CREATE FUNCTION "invoices_never_change"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'an issued invoice never changes: issue a credit note instead';
      END $$`);
    await q.query(`
      CREATE TRIGGER "invoices_never_change" BEFORE UPDATE OR DELETE ON "invoices"
      FOR EACH ROW EXECUTE FUNCTION "invoices_never_change"()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "invoices"`);
    await q.query(`DROP FUNCTION "invoices_never_change"()`);
    await q.query(`DROP TABLE "invoice_sequence"`);
  }
}
