import { Injectable, Logger, type OnApplicationBootstrap, type BeforeApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { ADVISORY_LOCK } from '../core/cluster/advisory-locks';
import { type FatooraAnswer, fatooraPost } from './fatoora-client';
import { reportingTimings, type ZatcaEnvironment, zatcaBaseUrl } from './zatca-environments';
import { ZATCA_MESSAGES } from './zatca.messages';

type Outcome = 'sent' | 'idle' | 'busy' | { waitMs: number };

export type ReportState = 'WAITING' | 'REPORTED' | 'REPORTED_WITH_WARNINGS' | 'REJECTED';

/** What ZATCA's answer means for the document: a final state, or null to send it again later. */
export function reportStateOf(answer: FatooraAnswer | null): Exclude<ReportState, 'WAITING'> | null {
  if (!answer) return null;
  const status = (answer.body?.validationResults as { status?: string } | undefined)?.status;
  const warnings = (answer.body?.validationResults as { warningMessages?: unknown[] } | undefined)?.warningMessages ?? [];
  if (answer.status === 200) return status === 'WARNING' || warnings.length ? 'REPORTED_WITH_WARNINGS' : 'REPORTED';
  if (answer.status === 202) return 'REPORTED_WITH_WARNINGS';
  // 400 with ZATCA's validation results: the document itself is refused; sending it again would not change that
  if (answer.status === 400 && answer.body?.validationResults) return 'REJECTED';
  return null; // 401 (credentials), 429, 5xx, anything else: the document is not at fault, try again
}

/**
 * Sends each queued signed simplified document to ZATCA's reporting API, in chain order (a document is sent only after
 * the one before it got a final answer), retried with back-off through outages and restarts. Every instance runs the
 * loop; one transaction-scoped advisory lock lets one instance at a time send the head of the queue and record the
 * answer before the next one can look, so no document is sent twice by two instances. (A crash between ZATCA's
 * answer and the commit sends that one document again after the restart: ZATCA's reporting is keyed by the uuid.)
 */
@Injectable()
export class ZatcaReporterService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly log = new Logger('ZatcaReporter');
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  onApplicationBootstrap(): void {
    if (process.env.ZATCA_REPORTING === 'off') return;
    this.schedule(0);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.drain().finally(() => {
        this.running = null;
      });
    }, ms);
    this.timer.unref?.();
  }

  /** Sends until the queue is empty, waiting, or another instance holds the turn; then sleeps until the next look. */
  private async drain(): Promise<void> {
    const { pollMs } = reportingTimings();
    let next = pollMs;
    try {
      for (;;) {
        if (this.stopped) return;
        const outcome = await this.sendNext();
        if (outcome === 'sent') continue;
        if (typeof outcome === 'object') next = Math.min(pollMs, Math.max(1, outcome.waitMs));
        break;
      }
    } catch (e) {
      // the database is away or the instance is closing: look again later
      if (!this.stopped) this.log.warn(`reporting paused: ${(e as Error).message}`);
    }
    this.schedule(next);
  }

  /** One document: the head of the queue, if due, sent and its answer recorded under the reporting lock. */
  async sendNext(): Promise<Outcome> {
    return await this.ds.transaction(async (m) => {
      const [{ ok }] = await m.query('SELECT pg_try_advisory_xact_lock($1) AS ok', [ADVISORY_LOCK.zatcaReporting]);
      if (!ok) return 'busy';
      const credentials = await this.credentials(m);
      if (!credentials) return 'idle';
      const rows: { invoice_id: string; attempts: number; wait_ms: string; xml: string; hash: string }[] = await m.query(
        `SELECT r."invoice_id", r."attempts", GREATEST(0, EXTRACT(EPOCH FROM (r."next_attempt_at" - now())) * 1000)::bigint AS "wait_ms",
                i."xml", i."hash"
           FROM "zatca_reports" r JOIN "invoices" i ON i."id" = r."invoice_id"
          WHERE r."state" = 'WAITING' ORDER BY r."number" LIMIT 1`,
      );
      if (!rows.length) return 'idle';
      const head = rows[0];
      if (Number(head.wait_ms) > 0) return { waitMs: Number(head.wait_ms) };
      const { timeoutMs, retryBaseMs, retryMaxMs } = reportingTimings();
      const answer = await fatooraPost(
        `${zatcaBaseUrl(credentials.environment)}/invoices/reporting/single`,
        { invoiceHash: head.hash, uuid: head.invoice_id, invoice: Buffer.from(head.xml, 'utf8').toString('base64') },
        { credentials, headers: { 'Clearance-Status': '0' }, timeoutMs },
      );
      const state = reportStateOf(answer);
      const kept = answer
        ? answer.status === 401
          ? { ...answer.body, message: ZATCA_MESSAGES.badCredentials }
          : answer.body
        : { message: ZATCA_MESSAGES.noAnswer };
      if (state) {
        await m.query(
          `UPDATE "zatca_reports" SET "state" = $2, "attempts" = "attempts" + 1, "answered_at" = now(), "last_status" = $3, "last_answer" = $4
            WHERE "invoice_id" = $1`,
          [head.invoice_id, state, answer?.status ?? null, JSON.stringify(kept)],
        );
        return 'sent';
      }
      const backoff = Math.min(retryMaxMs, retryBaseMs * 2 ** Math.min(head.attempts, 30));
      await m.query(
        `UPDATE "zatca_reports" SET "attempts" = "attempts" + 1, "next_attempt_at" = now() + $2 * interval '1 millisecond',
                "last_status" = $3, "last_answer" = $4
          WHERE "invoice_id" = $1`,
        [head.invoice_id, backoff, answer?.status ?? null, JSON.stringify(kept)],
      );
      return { waitMs: backoff };
    });
  }

  private async credentials(m: EntityManager): Promise<{ environment: ZatcaEnvironment; token: string; secret: string } | null> {
    const rows: { environment: ZatcaEnvironment; production_token: string | null; production_secret: string | null }[] = await m.query(
      `SELECT "environment", "production_token", "production_secret" FROM "zatca_onboarding" WHERE "id" = 1`,
    );
    const row = rows[0];
    if (!row?.production_token || !row.production_secret) return null;
    return { environment: row.environment, token: row.production_token, secret: row.production_secret };
  }
}
