import type { DataSource, EntityManager } from 'typeorm';
import type { OrderIntakeStatus } from '@shop/common';
import type { OrderSettings } from './order-settings';

/** Why an anonymous order was not stored, and the seconds until it could be. */
export interface IntakeRefusal {
  /** `source`: this address (or IPv6 /64) sent its orders for the minute; `budget`: the shop's hour is spent. */
  reason: 'source' | 'budget';
  wait: number;
}

/** What staff see of the shop-wide budget (the contract's type): whether storage is paused now, and the last day's refusals. */
export type IntakeStatus = OrderIntakeStatus;

const HOUR = `interval '1 hour'`;
const MINUTE = `interval '1 minute'`;
const NOW = 'clock_timestamp()';
const seconds = (freeIn: number | null) => Math.max(1, Math.ceil(freeIn ?? 1));

/**
 * The anonymous order limits every API instance shares, counted in PostgreSQL: per source (an IPv4 address or an
 * IPv6 /64, as a keyed hash) per minute, and for the whole shop per hour. Each order stored leaves one
 * `order_intake` row for an hour; only the orders the budget refused are counted apart, per hour, for staff.
 */
export class OrderIntake {
  constructor(private readonly settings: Pick<OrderSettings, 'perMinute' | 'perHour'>) {}

  /**
   * Inside the order's own transaction: counts the order, or answers why not. The order's insert follows in the same
   * transaction, so an order refused later (a taken code) takes its count back. A budget refusal is counted for
   * staff: the caller commits it and then answers 429.
   */
  async admit(m: EntityManager, sourceKey: string): Promise<IntakeRefusal | null> {
    // One anonymous order at a time on every instance: this lock mode conflicts with itself, not with staff reads,
    // and it is held only while the counts are read and the order is inserted.
    await m.query(`LOCK TABLE "order_intake" IN SHARE ROW EXCLUSIVE MODE`);
    const [row]: { shop: number; shopFreeIn: number | null; source: number; sourceFreeIn: number | null }[] = await m.query(
      `WITH pruned AS (DELETE FROM "order_intake" WHERE "at" <= ${NOW} - ${HOUR})
       SELECT count(*)::int AS "shop",
              extract(epoch FROM min("at") + ${HOUR} - ${NOW})::float8 AS "shopFreeIn",
              count(*) FILTER (WHERE "source_key" = $1 AND "at" > ${NOW} - ${MINUTE})::int AS "source",
              extract(epoch FROM min("at") FILTER (WHERE "source_key" = $1 AND "at" > ${NOW} - ${MINUTE}) + ${MINUTE} - ${NOW})::float8 AS "sourceFreeIn"
         FROM "order_intake" WHERE "at" > ${NOW} - ${HOUR}`,
      [sourceKey],
    );
    // the source's own limit first: one flooding address is not counted as the shop's refusals
    if (row.source >= this.settings.perMinute) return { reason: 'source', wait: seconds(row.sourceFreeIn) };
    if (row.shop >= this.settings.perHour) {
      await m.query(
        `INSERT INTO "order_refusals" ("hour", "refused", "first_at", "last_at") VALUES (date_trunc('hour', ${NOW}), 1, ${NOW}, ${NOW})
         ON CONFLICT ("hour") DO UPDATE SET "refused" = "order_refusals"."refused" + 1, "last_at" = EXCLUDED."last_at"`,
      );
      return { reason: 'budget', wait: seconds(row.shopFreeIn) };
    }
    await m.query(`INSERT INTO "order_intake" ("source_key") VALUES ($1)`, [sourceKey]);
    return null;
  }

  async status(db: DataSource | EntityManager): Promise<IntakeStatus> {
    const [row]: { taken: number; refused: number; since: Date | null }[] = await db.query(
      `SELECT (SELECT count(*)::int FROM "order_intake" WHERE "at" > ${NOW} - ${HOUR}) AS "taken",
              coalesce(sum("refused"), 0)::int AS "refused", min("first_at") AS "since"
         FROM "order_refusals" WHERE "last_at" > ${NOW} - interval '1 day'`,
    );
    return {
      paused: row.taken >= this.settings.perHour,
      refused: row.refused,
      since: row.since?.toISOString() ?? null,
      perHour: this.settings.perHour,
    };
  }

  /** The hourly sweep: no source hash outlives its hour, no refusal count its day, even when no order comes. */
  async prune(db: DataSource | EntityManager): Promise<void> {
    await db.query(`DELETE FROM "order_intake" WHERE "at" <= ${NOW} - ${HOUR}`);
    await db.query(`DELETE FROM "order_refusals" WHERE "last_at" <= ${NOW} - interval '1 day'`);
  }
}
