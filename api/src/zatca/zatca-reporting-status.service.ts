import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { hasPermission, type ZatcaRejection, type ZatcaReportingStatus } from '@shop/common';
import type { AuthUser } from '../core/actor/auth-user';
import { ForbiddenError } from '../core/validation/errors';
import { ZATCA_MESSAGES } from './zatca.messages';

/** What the owner's card and /health read from the reporting queue. */
@Injectable()
export class ZatcaReportingStatusService {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** How long the oldest document has waited to be reported, in seconds (null: none waiting), for monitoring. */
  async oldestWaitingAgeSeconds(): Promise<number | null> {
    const [row] = await this.ds.query(
      `SELECT FLOOR(EXTRACT(EPOCH FROM (now() - MIN("queued_at"))))::int AS "age" FROM "zatca_reports" WHERE "state" = 'WAITING'`,
    );
    return row.age === null ? null : Number(row.age);
  }

  async status(actor: AuthUser): Promise<ZatcaReportingStatus> {
    if (!hasPermission(actor.permissions, 'taxSettingsUpdate')) throw new ForbiddenError(ZATCA_MESSAGES.ownerOnly);
    const [counts] = await this.ds.query(
      `SELECT COUNT(*) FILTER (WHERE "state" = 'WAITING')::int AS "waiting",
              COUNT(*) FILTER (WHERE "state" = 'REPORTED')::int AS "reported",
              COUNT(*) FILTER (WHERE "state" = 'REPORTED_WITH_WARNINGS')::int AS "warned",
              COUNT(*) FILTER (WHERE "state" = 'REJECTED')::int AS "rejected"
         FROM "zatca_reports"`,
    );
    const rejected: { invoice_id: string; number: string; answered_at: Date; last_answer: Record<string, any> | null }[] = await this.ds.query(
      `SELECT "invoice_id", "number", "answered_at", "last_answer" FROM "zatca_reports" WHERE "state" = 'REJECTED' ORDER BY "number" DESC LIMIT 20`,
    );
    return {
      waiting: counts.waiting,
      oldestWaitingAgeSeconds: await this.oldestWaitingAgeSeconds(),
      reported: counts.reported,
      reportedWithWarnings: counts.warned,
      rejected: counts.rejected,
      rejections: rejected.map(
        (r): ZatcaRejection => ({
          invoiceId: r.invoice_id,
          number: Number(r.number),
          answeredAt: r.answered_at.toISOString(),
          messages: ((r.last_answer?.validationResults?.errorMessages ?? []) as { code?: string; message?: string }[]).map((e) =>
            e.code ? `${e.code}: ${e.message ?? ''}` : String(e.message ?? ''),
          ),
        }),
      ),
    };
  }
}
