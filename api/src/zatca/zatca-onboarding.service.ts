import { randomUUID, X509Certificate } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { hasPermission, type ZatcaEnvironment, type ZatcaOnboardingStatus, type ZatcaOnboardingStep, type ZatcaSampleCheck } from '@shop/common';
import type { AuthUser } from '../core/actor/auth-user';
import { ConflictError, ForbiddenError } from '../core/validation/errors';
import { rateToBasisPoints } from '../invoices/invoice-amounts';
import { PHASE2_SELLER_FIELDS, sellerOf } from '../invoices/invoices.service';
import { signerFrom } from '../invoices/zatca-sign';
import { ZatcaSigningStore } from '../invoices/zatca-signing.store';
import { TaxSettingsService } from '../tax-settings/tax-settings.service';
import { type FatooraAnswer, type FatooraCredentials, fatooraPost } from './fatoora-client';
import { csrForFatoora, zatcaCsr, type ZatcaCsrFields } from './zatca-csr';
import { reportingTimings, zatcaBaseUrl } from './zatca-environments';
import { complianceSamples } from './zatca-samples';
import { ZATCA_MESSAGES as M } from './zatca.messages';

type StepName = keyof ZatcaOnboardingStatus['steps'];

/** What the steps column holds: each step's state and ZATCA's answer, and the unit's details the CSR was made of. */
interface StoredSteps {
  unit?: { branchName: string; businessCategory: string; serial: string };
  complianceCsid?: ZatcaOnboardingStep;
  complianceChecks?: ZatcaOnboardingStep & { documents: ZatcaSampleCheck[] };
  productionCsid?: ZatcaOnboardingStep;
  renewal?: ZatcaOnboardingStep;
}

interface OnboardingRow {
  environment: ZatcaEnvironment;
  steps: StoredSteps;
  compliance_token: string | null;
  compliance_secret: string | null;
  compliance_request_id: string | null;
  production_token: string | null;
  production_secret: string | null;
}

/** The solution and model in the CSR's serial number (1-<solution>|2-<model>|3-<serial>). */
const SOLUTION = 'RetroCapShop';
const MODEL = 'api-1';
/** The shop issues simplified (B2C) documents only: standard 0, simplified 1. */
const INVOICE_TYPES = '0100';

const TODO: ZatcaOnboardingStep = { state: 'TODO', at: null, httpStatus: null, messages: [], fix: null };

/** ZATCA's messages from any of its answer shapes: validation results, `errors`, `code`/`message`, `errorCode`/`errorMessage`. */
export function fatooraMessages(body: Record<string, unknown> | null | undefined): string[] {
  if (!body) return [];
  const line = (e: unknown): string => {
    if (typeof e === 'string') return e;
    const o = (e ?? {}) as Record<string, unknown>;
    const code = o.code ?? o.errorCode;
    const message = o.message ?? o.errorMessage ?? o.error;
    return code ? `${code}: ${message ?? ''}`.trim() : String(message ?? JSON.stringify(o));
  };
  const results = body.validationResults as { errorMessages?: unknown[]; warningMessages?: unknown[] } | undefined;
  if (results) return [...(results.errorMessages ?? []), ...(results.warningMessages ?? [])].map(line);
  if (Array.isArray(body.errors) && body.errors.length) return body.errors.map(line);
  if (body.code || body.errorCode || body.message || body.errorMessage) return [line(body)];
  return [];
}

/** What a CSID answer's binarySecurityToken holds: base64 of the certificate's base64 DER; as PEM. */
export const certificateFromToken = (token: string): string => {
  const b64 = Buffer.from(token, 'base64').toString('utf8').replace(/\s+/g, '');
  return `-----BEGIN CERTIFICATE-----\n${b64.match(/.{1,64}/g)?.join('\n')}\n-----END CERTIFICATE-----\n`;
};

/**
 * The shop's onboarding with ZATCA (issue 44, item 3), owner only, one step per call so the back office can show each
 * one's state and ZATCA's answer: the environment; the compliance CSID (a CSR from the shop's signing key with the
 * OTP); the compliance checks (a sample simplified invoice, credit note and debit note signed with the compliance
 * certificate); the production CSID, which becomes the signing certificate and the reporting queue's credentials; and
 * its renewal later with a new OTP (same key, so the invoice chain runs on). Fatoora is called outside any
 * transaction; each step's answer is written after it. Tokens and secrets stay in the zatca_onboarding row: no
 * answer and no log line carries them.
 */
@Injectable()
export class ZatcaOnboardingService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly signing: ZatcaSigningStore,
    private readonly tax: TaxSettingsService,
  ) {}

  async status(actor: AuthUser): Promise<ZatcaOnboardingStatus> {
    this.ownerOnly(actor);
    return await this.ds.transaction((m) => this.statusIn(m));
  }

  /** Choosing another environment starts onboarding again: its CSIDs are not the other environment's. */
  async chooseEnvironment(actor: AuthUser, environment: ZatcaEnvironment): Promise<ZatcaOnboardingStatus> {
    this.ownerOnly(actor);
    return await this.ds.transaction(async (m) => {
      const row = await this.row(m, true);
      if (row?.environment === environment) return await this.statusIn(m);
      // the unit keeps its serial and details; the CSIDs belong to the environment left, so they go (documents
      // signed until the new production CSID are not queued, as before any onboarding)
      await m.query(
        `INSERT INTO "zatca_onboarding" ("id", "environment", "steps") VALUES (1, $1, $2)
         ON CONFLICT ("id") DO UPDATE SET "environment" = $1, "steps" = $2, "compliance_token" = NULL, "compliance_secret" = NULL,
           "compliance_request_id" = NULL, "production_token" = NULL, "production_secret" = NULL, "updated_at" = now()`,
        [environment, JSON.stringify({ unit: row?.steps.unit })],
      );
      return await this.statusIn(m);
    });
  }

  /** The OTP and the unit's details: a CSR from the shop's key, sent to `<base>/compliance` for the compliance CSID. */
  async complianceCsid(actor: AuthUser, input: { otp: string; branchName: string; businessCategory: string }): Promise<ZatcaOnboardingStatus> {
    this.ownerOnly(actor);
    const { row, csr } = await this.ds.transaction(async (m) => {
      const row = await this.requireRow(m);
      const unit = {
        branchName: input.branchName.trim(),
        businessCategory: input.businessCategory.trim(),
        serial: row.steps.unit?.serial ?? randomUUID(),
      };
      return { row, csr: await this.csr(m, row.environment, unit) };
    });
    const answer = await fatooraPost(
      `${zatcaBaseUrl(row.environment)}/compliance`,
      { csr: csrForFatoora(csr.pem) },
      {
        headers: { OTP: input.otp },
        timeoutMs: reportingTimings().timeoutMs,
      },
    );
    const token = answer?.status === 200 ? this.csid(answer) : null;
    return await this.record(
      row.environment,
      'complianceCsid',
      answer,
      token ? null : this.csidFix(answer, M.complianceCsidRefused),
      async (m, steps) => {
        steps.unit = csr.unit;
        if (!token) return;
        await m.query(
          `UPDATE "zatca_onboarding" SET "compliance_token" = $1, "compliance_secret" = $2, "compliance_request_id" = $3 WHERE "id" = 1`,
          [token.token, token.secret, String(answer?.body?.requestID ?? '')],
        );
        // a new compliance CSID starts the checks and the production CSID over
        steps.complianceChecks = { ...TODO, documents: [] };
        steps.productionCsid = { ...TODO };
      },
    );
  }

  /**
   * ZATCA's compliance checks for a shop issuing simplified documents: a sample invoice, credit note and debit note,
   * each signed with the compliance certificate, sent to `<base>/compliance/invoices`. Every one must pass.
   */
  async complianceChecks(actor: AuthUser): Promise<ZatcaOnboardingStatus> {
    this.ownerOnly(actor);
    const { row, samples } = await this.ds.transaction(async (m) => {
      const row = await this.requireRow(m);
      if (!row.compliance_token || !row.compliance_secret || row.steps.complianceCsid?.state !== 'DONE')
        throw new ConflictError(M.needsComplianceCsid);
      const tax = await this.tax.read(m);
      const signer = signerFrom(await this.signing.privateKeyPem(m), certificateFromToken(row.compliance_token));
      return { row, samples: complianceSamples(sellerOf(tax), rateToBasisPoints(tax.vatRate), tax.pricesIncludeVat, signer) };
    });
    const credentials = { token: row.compliance_token as string, secret: row.compliance_secret as string };
    const documents: ZatcaSampleCheck[] = [];
    let last: FatooraAnswer | null = null;
    let trouble: FatooraAnswer | null | undefined;
    for (const sample of samples) {
      const answer = await fatooraPost(
        `${zatcaBaseUrl(row.environment)}/compliance/invoices`,
        { invoiceHash: sample.invoiceHash, uuid: sample.uuid, invoice: Buffer.from(sample.xml, 'utf8').toString('base64') },
        { credentials, timeoutMs: reportingTimings().timeoutMs },
      );
      last = answer;
      const results = answer?.body?.validationResults as { status?: string } | undefined;
      documents.push({ kind: sample.kind, status: results?.status ?? null, messages: fatooraMessages(answer?.body) });
      // a document ZATCA looked at (200 or 400 with its results) has its answer; anything else stops the checks
      if (!answer || !results || (answer.status !== 200 && answer.status !== 400)) {
        trouble = answer;
        break;
      }
    }
    const rejected = documents.filter((d) => d.status === 'ERROR').map((d) => d.kind.toLowerCase().replace('_', ' '));
    const passed = documents.length === samples.length && !rejected.length && trouble === undefined;
    const fix = passed
      ? null
      : trouble !== undefined
        ? trouble?.status === 401
          ? M.complianceCsidRefused
          : this.downOrRefused(trouble)
        : M.samplesRejected(rejected);
    return await this.record(row.environment, 'complianceChecks', last, fix, async (_m, steps) => {
      const step = steps.complianceChecks as ZatcaOnboardingStep & { documents: ZatcaSampleCheck[] };
      step.documents = documents;
      step.messages = documents.flatMap((d) => d.messages.map((msg) => `${d.kind}: ${msg}`));
    });
  }

  /** After the checks pass: `<base>/production/csids` with the compliance request id; its certificate signs from now on. */
  async productionCsid(actor: AuthUser): Promise<ZatcaOnboardingStatus> {
    this.ownerOnly(actor);
    const row = await this.ds.transaction(async (m) => {
      const row = await this.requireRow(m);
      if (!row.compliance_token || !row.compliance_secret) throw new ConflictError(M.needsComplianceCsid);
      if (row.steps.complianceChecks?.state !== 'DONE') throw new ConflictError(M.needsChecks);
      return row;
    });
    const answer = await fatooraPost(
      `${zatcaBaseUrl(row.environment)}/production/csids`,
      { compliance_request_id: row.compliance_request_id },
      { credentials: { token: row.compliance_token as string, secret: row.compliance_secret as string }, timeoutMs: reportingTimings().timeoutMs },
    );
    return await this.storeProductionCsid(row.environment, 'productionCsid', answer, M.complianceCsidRefused);
  }

  /**
   * Renewal: a new CSR (same key, same unit) with a new OTP, `PATCH <base>/production/csids` authenticated by the
   * current production CSID. The new certificate replaces the old one for signing and reporting; the key and the
   * invoice chain stay as they are.
   */
  async renew(actor: AuthUser, otp: string): Promise<ZatcaOnboardingStatus> {
    this.ownerOnly(actor);
    const { row, csr } = await this.ds.transaction(async (m) => {
      const row = await this.requireRow(m);
      if (!row.production_token || !row.production_secret || !row.steps.unit) throw new ConflictError(M.needsProduction);
      return { row, csr: await this.csr(m, row.environment, row.steps.unit) };
    });
    const answer = await fatooraPost(
      `${zatcaBaseUrl(row.environment)}/production/csids`,
      { csr: csrForFatoora(csr.pem) },
      {
        method: 'PATCH',
        headers: { OTP: otp },
        credentials: { token: row.production_token as string, secret: row.production_secret as string },
        timeoutMs: reportingTimings().timeoutMs,
      },
    );
    return await this.storeProductionCsid(row.environment, 'renewal', answer, M.productionCsidRefused);
  }

  /** A production CSID answered (first or renewed): stored for reporting and made the signing certificate together. */
  private async storeProductionCsid(
    environment: ZatcaEnvironment,
    step: 'productionCsid' | 'renewal',
    answer: FatooraAnswer | null,
    refused: string,
  ) {
    const token = answer?.status === 200 ? this.csid(answer) : null;
    return await this.record(environment, step, answer, token ? null : this.csidFix(answer, refused), async (m, steps) => {
      if (!token) return;
      try {
        await this.signing.replaceCertificate(m, certificateFromToken(token.token), 'PRODUCTION_CSID');
      } catch {
        // ZATCA certified another key: the step fails with what to do (record answers the 409)
        steps[step] = { ...(steps[step] as ZatcaOnboardingStep), state: 'FAILED', fix: M.certificateNotOurs };
        return;
      }
      await m.query(`UPDATE "zatca_onboarding" SET "production_token" = $1, "production_secret" = $2 WHERE "id" = 1`, [token.token, token.secret]);
    });
  }

  /**
   * Writes a step's outcome (and whatever the step stores with it) in one transaction, then answers the status, or,
   * when the step failed, a 409 saying what to fix (the step's state and ZATCA's messages are kept for the screen).
   */
  private async record(
    environment: ZatcaEnvironment,
    name: StepName,
    answer: FatooraAnswer | null,
    fix: string | null,
    also: (m: EntityManager, steps: StoredSteps) => Promise<void>,
  ): Promise<ZatcaOnboardingStatus> {
    const status = await this.ds.transaction(async (m) => {
      const row = await this.row(m, true);
      // another environment was chosen while Fatoora answered: this answer belongs to the one left
      if (!row || row.environment !== environment) throw new ConflictError(M.chooseEnvironment);
      const steps = row.steps;
      const step: ZatcaOnboardingStep = {
        state: fix ? 'FAILED' : 'DONE',
        at: new Date().toISOString(),
        httpStatus: answer?.status ?? null,
        messages: fatooraMessages(answer?.body),
        fix,
      };
      steps[name] = name === 'complianceChecks' ? { ...step, documents: [] } : (step as never);
      await also(m, steps);
      await m.query(`UPDATE "zatca_onboarding" SET "steps" = $1, "updated_at" = now() WHERE "id" = 1`, [JSON.stringify(steps)]);
      return await this.statusIn(m);
    });
    const failed = status.steps[name];
    if (failed.state === 'FAILED') throw new ConflictError([failed.fix, ...failed.messages].filter(Boolean).join(' — '));
    return status;
  }

  /** The token and secret of a CSID answer, or null when the answer has none. */
  private csid(answer: FatooraAnswer): FatooraCredentials | null {
    const token = answer.body?.binarySecurityToken;
    const secret = answer.body?.secret;
    return typeof token === 'string' && token && typeof secret === 'string' && secret ? { token, secret } : null;
  }

  /** What the owner does when a CSID request failed: a bad or expired OTP, refused credentials, Fatoora away, or ZATCA's refusal. */
  private csidFix(answer: FatooraAnswer | null, refused: string): string {
    if (answer?.status === 200) return M.noCertificate;
    const text = fatooraMessages(answer?.body).join(' ').toLowerCase();
    if (answer && answer.status < 500 && /expired/.test(text) && /otp/.test(text)) return M.expiredOtp;
    if (answer && answer.status < 500 && /otp/.test(text)) return M.badOtp;
    if (answer?.status === 401) return refused;
    return this.downOrRefused(answer);
  }

  private downOrRefused(answer: FatooraAnswer | null): string {
    return !answer || answer.status >= 500 || answer.status === 429 ? M.fatooraDown(answer?.status ?? null) : M.refused(answer.status);
  }

  /** The CSR from the shop's signing key (created on first need) and the tax settings; refuses while a seller detail is missing. */
  private async csr(m: EntityManager, environment: ZatcaEnvironment, unit: NonNullable<StoredSteps['unit']>) {
    const tax = await this.tax.read(m);
    const missing = PHASE2_SELLER_FIELDS.filter(([key]) => !tax[key]).map(([, label]) => label);
    if (missing.length) throw new ConflictError(M.sellerMissing(missing));
    const fields: ZatcaCsrFields = {
      commonName: `${SOLUTION}-${unit.serial.slice(0, 8)}-${tax.vatNumber}`,
      organizationName: tax.legalNameEn || (tax.legalNameAr as string),
      organizationUnit: unit.branchName,
      vatNumber: tax.vatNumber as string,
      solutionName: SOLUTION,
      model: MODEL,
      serial: unit.serial,
      invoiceTypes: INVOICE_TYPES,
      registeredAddress: `${tax.sellerBuildingNumber} ${tax.sellerStreet}, ${tax.sellerDistrict}, ${tax.sellerCity} ${tax.sellerPostalCode}`,
      businessCategory: unit.businessCategory,
    };
    return { pem: zatcaCsr(await this.signing.privateKeyPem(m), fields, environment), unit };
  }

  private ownerOnly(actor: AuthUser): void {
    if (!hasPermission(actor.permissions, 'taxSettingsUpdate')) throw new ForbiddenError(M.onboardingOwnerOnly);
  }

  private async requireRow(m: EntityManager): Promise<OnboardingRow> {
    const row = await this.row(m);
    if (!row) throw new ConflictError(M.chooseEnvironment);
    return row;
  }

  private async row(m: EntityManager, lock = false): Promise<OnboardingRow | null> {
    const rows: OnboardingRow[] = await m.query(
      `SELECT "environment", "steps", "compliance_token", "compliance_secret", "compliance_request_id", "production_token", "production_secret"
         FROM "zatca_onboarding" WHERE "id" = 1${lock ? ' FOR UPDATE' : ''}`,
    );
    return rows[0] ?? null;
  }

  private async statusIn(m: EntityManager): Promise<ZatcaOnboardingStatus> {
    const row = await this.row(m);
    const steps = row?.steps ?? {};
    const current = await this.signing.certificate(m);
    let certificate: ZatcaOnboardingStatus['certificate'] = null;
    if (current) {
      const x = new X509Certificate(current.certificatePem);
      certificate = {
        kind: current.kind,
        subject: x.subject.split('\n').join(', '),
        issuer: x.issuer.split('\n').join(', '),
        validTo: new Date(x.validTo).toISOString(),
      };
    }
    const [sequence] = await m.query(`SELECT "zatca_phase2" FROM "invoice_sequence" WHERE "id" = 1`);
    return {
      environment: row?.environment ?? null,
      certificate,
      onboarded: !!row?.production_token,
      phase2: !!sequence?.zatca_phase2,
      unit: steps.unit
        ? {
            branchName: steps.unit.branchName,
            businessCategory: steps.unit.businessCategory,
            serialNumber: `1-${SOLUTION}|2-${MODEL}|3-${steps.unit.serial}`,
          }
        : null,
      steps: {
        complianceCsid: steps.complianceCsid ?? TODO,
        complianceChecks: steps.complianceChecks ?? { ...TODO, documents: [] },
        productionCsid: steps.productionCsid ?? TODO,
        renewal: steps.renewal ?? TODO,
      },
    };
  }
}
