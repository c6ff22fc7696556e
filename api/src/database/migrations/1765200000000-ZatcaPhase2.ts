import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * ZATCA phase 2 (issue 44). invoice_sequence gains the switch: the row every issuer already locks says whether the
 * next document is signed, so phase 1 and phase 2 documents never interleave out of order and the chain continues
 * across the switch. zatca_signing holds the shop's one ECDSA secp256k1 key and its certificate (a self-signed
 * stand-in until onboarding swaps in ZATCA's CSID); it is a table like the rest, so backups carry it.
 */
export class ZatcaPhase21765200000000 implements MigrationInterface {
  name = 'ZatcaPhase21765200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "invoice_sequence" ADD COLUMN "zatca_phase2" boolean NOT NULL DEFAULT false`);
    await q.query(`
      CREATE TABLE "zatca_signing" (
        "id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
        "private_key_pem" text NOT NULL,
        "certificate_pem" text NOT NULL,
        "certificate_kind" varchar(20) NOT NULL CHECK ("certificate_kind" IN ('SELF_SIGNED', 'COMPLIANCE_CSID', 'PRODUCTION_CSID')),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "zatca_signing"`);
    await q.query(`ALTER TABLE "invoice_sequence" DROP COLUMN "zatca_phase2"`);
  }
}
