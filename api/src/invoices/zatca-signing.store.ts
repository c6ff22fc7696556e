import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { selfSignedCredentials, signerFrom, type ZatcaSigner } from './zatca-sign';

export const ZATCA_CERTIFICATE_KINDS = ['SELF_SIGNED', 'COMPLIANCE_CSID', 'PRODUCTION_CSID'] as const;
export type ZatcaCertificateKind = (typeof ZATCA_CERTIFICATE_KINDS)[number];

/**
 * The shop's one ECDSA secp256k1 key and the certificate that goes with it, in the database like the rest of the
 * shop's state (so backups carry it and every API instance signs with the same key). Created on first need with a
 * self-signed certificate (SELF_SIGNED, its subject says it is a stand-in); onboarding keeps the key and swaps the
 * certificate for ZATCA's CSID (replaceCertificate). Neither the key nor this row is ever answered or logged.
 */
@Injectable()
export class ZatcaSigningStore {
  /** Parsed once per certificate: signing runs in every sale's transaction. */
  private cached: { certificatePem: string; signer: ZatcaSigner } | null = null;

  /** The signer, creating the key on first need; called by the issuer while it holds the sequence row's lock. */
  async signer(m: EntityManager): Promise<ZatcaSigner> {
    let row = await this.row(m);
    if (!row) {
      const fresh = selfSignedCredentials();
      await m.query(
        `INSERT INTO "zatca_signing" ("id", "private_key_pem", "certificate_pem", "certificate_kind") VALUES (1, $1, $2, 'SELF_SIGNED')
         ON CONFLICT ("id") DO NOTHING`,
        [fresh.privateKeyPem, fresh.certificatePem],
      );
      row = await this.row(m);
      if (!row) throw new Error('the ZATCA signing key could not be stored');
    }
    if (this.cached?.certificatePem !== row.certificate_pem) {
      this.cached = { certificatePem: row.certificate_pem, signer: signerFrom(row.private_key_pem, row.certificate_pem) };
    }
    return this.cached.signer;
  }

  /** The private key, for onboarding's certificate signing request; never answered by any route. */
  async privateKeyPem(m: EntityManager): Promise<string> {
    await this.signer(m);
    const row = await this.row(m);
    return (row as { private_key_pem: string }).private_key_pem;
  }

  /** The certificate now in use and what it is (the self-signed stand-in or a CSID). */
  async certificate(m: EntityManager): Promise<{ certificatePem: string; kind: ZatcaCertificateKind } | null> {
    const row = await this.row(m);
    return row ? { certificatePem: row.certificate_pem, kind: row.certificate_kind } : null;
  }

  /** Onboarding's swap: the CSID ZATCA issued must certify this shop's own key. */
  async replaceCertificate(m: EntityManager, certificatePem: string, kind: ZatcaCertificateKind): Promise<void> {
    const row = await this.row(m, true);
    if (!row) throw new Error('no ZATCA signing key yet: the certificate request is made from it first');
    const next = signerFrom(row.private_key_pem, certificatePem);
    const own = signerFrom(row.private_key_pem, row.certificate_pem);
    if (!next.publicKeyDer.equals(own.publicKeyDer)) throw new Error("the certificate is not for this shop's signing key");
    await m.query(`UPDATE "zatca_signing" SET "certificate_pem" = $1, "certificate_kind" = $2, "updated_at" = now() WHERE "id" = 1`, [
      certificatePem,
      kind,
    ]);
  }

  private async row(m: EntityManager, lock = false) {
    const rows: { private_key_pem: string; certificate_pem: string; certificate_kind: ZatcaCertificateKind }[] = await m.query(
      `SELECT "private_key_pem", "certificate_pem", "certificate_kind" FROM "zatca_signing" WHERE "id" = 1${lock ? ' FOR UPDATE' : ''}`,
    );
    return rows[0] ?? null;
  }
}
