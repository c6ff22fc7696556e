import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Platform, SalesAnalytics } from '@shop/common';
import type { SaleDateRangeQuery } from './dto/list-sales.query';
import { preparedQuery } from './prepared-query';
import { splitRollupRange } from './rollup-range';

export const TOP_PRODUCTS = 10;
/** Longer ranges list only the days that had sales instead of padding every empty day with zeros. */
const MAX_FILLED_DAYS = 3660;

/**
 * Every figure is summed by PostgreSQL from the trigger-maintained rollups (sales_daily_platform,
 * sales_daily_product, sales_monthly_product), whose days are already shop days, so a year is a few thousand
 * rows, not a million sales.
 */
@Injectable()
export class SalesAnalyticsService {
  constructor(private readonly ds: DataSource) {}

  async analytics(range: SaleDateRangeQuery): Promise<SalesAnalytics> {
    const [platforms, topProducts, revenueByDay] = await Promise.all([this.byPlatform(range), this.topProducts(range), this.byDay(range)]);
    return { ...platforms, topProducts, revenueByDay };
  }

  private dayFilter(range: SaleDateRangeQuery, alias: string, params: unknown[]): string {
    const conds = [`${alias}."sales_count" <> 0`];
    if (range.startDate) conds.push(`${alias}."day" >= $${params.push(range.startDate)}::date`);
    if (range.endDate) conds.push(`${alias}."day" <= $${params.push(range.endDate)}::date`);
    return conds.join(' AND ');
  }

  private async byPlatform(range: SaleDateRangeQuery) {
    const params: unknown[] = [];
    // GROUPING SETS gives the per-platform rows and the grand total in one pass; ties keep the enum's (spec's) order.
    const rows: { platform: Platform | null; count: string; revenue: string; earnings: string; average: string | null }[] = await preparedQuery(
      this.ds,
      `SELECT r."platform", sum(r."sales_count")::bigint AS "count", coalesce(sum(r."revenue"), 0) AS "revenue",
                coalesce(sum(r."earnings"), 0) AS "earnings",
                round(sum(r."revenue") / nullif(sum(r."sales_count"), 0), 2) AS "average"
         FROM "sales_daily_platform" r
         WHERE ${this.dayFilter(range, 'r', params)}
         GROUP BY GROUPING SETS ((r."platform"), ())
         ORDER BY (r."platform" IS NULL), sum(r."sales_count") DESC, r."platform"`,
      params,
    );
    const total = rows.find((r) => r.platform === null);
    return {
      totalRevenue: Number(total?.revenue ?? 0),
      totalSales: Number(total?.count ?? 0),
      averageSaleValue: Number(total?.average ?? 0),
      salesByPlatform: rows
        .filter((r) => r.platform !== null && Number(r.count) > 0)
        .map((r) => ({ platform: r.platform as Platform, count: Number(r.count), totalEarnings: Number(r.earnings) })),
    };
  }

  /**
   * Ranked by number of sales, then earnings. Whole months come from sales_monthly_product, the days at the
   * ends of the range from sales_daily_product. A deleted product keeps its place under its last snapshot.
   */
  private async topProducts(range: SaleDateRangeQuery) {
    const params: unknown[] = [];
    const p = (v: unknown) => `$${params.push(v)}::date`;
    const split = splitRollupRange(range.startDate, range.endDate);
    const parts: string[] = [];
    if (split.months) {
      const conds = [`"sales_count" <> 0`];
      if (split.months.from) conds.push(`"month" >= ${p(split.months.from)}`);
      if (split.months.to) conds.push(`"month" < ${p(split.months.to)}`);
      parts.push(`SELECT "product_ref", "sales_count", "earnings" FROM "sales_monthly_product" WHERE ${conds.join(' AND ')}`);
    }
    if (split.days.length) {
      const spans = split.days.map((d) => `("day" >= ${p(d.from)} AND "day" <= ${p(d.to)})`);
      parts.push(`SELECT "product_ref", "sales_count", "earnings" FROM "sales_daily_product" WHERE "sales_count" <> 0 AND (${spans.join(' OR ')})`);
    }
    if (!parts.length) return [];
    const rows: { id: string; name: string; brand: string; sales_count: string; earnings: string }[] = await preparedQuery(
      this.ds,
      `WITH "top" AS (
         SELECT r."product_ref", sum(r."sales_count")::bigint AS "sales_count", sum(r."earnings") AS "earnings"
         FROM (${parts.join(' UNION ALL ')}) r
         GROUP BY r."product_ref"
         HAVING sum(r."sales_count") > 0
         ORDER BY 2 DESC, 3 DESC, 1
         LIMIT ${TOP_PRODUCTS}
       )
       SELECT t."product_ref" AS "id", coalesce(p."name", snap."product_name") AS "name",
              coalesce(p."brand", snap."product_brand") AS "brand", t."sales_count", t."earnings"
       FROM "top" t
       LEFT JOIN "products" p ON p."id" = t."product_ref"
       LEFT JOIN LATERAL (
         SELECT s."product_name", s."product_brand" FROM "sales" s
         WHERE s."product_ref" = t."product_ref" ORDER BY s."sale_date" DESC LIMIT 1
       ) snap ON p."id" IS NULL
       ORDER BY t."sales_count" DESC, t."earnings" DESC, t."product_ref"`,
      params,
    );
    return rows.map((r) => ({
      product: { id: r.id, name: r.name, brand: r.brand },
      salesCount: Number(r.sales_count),
      totalEarnings: Number(r.earnings),
    }));
  }

  /** Every day of the range (bounded by the first and last day with sales when a bound is missing), zeros included. */
  private async byDay(range: SaleDateRangeQuery) {
    const params: unknown[] = [];
    const start = range.startDate
      ? `$${params.push(range.startDate)}::date`
      : `(SELECT min("day") FROM "sales_daily_platform" WHERE "sales_count" <> 0)`;
    const end = range.endDate ? `$${params.push(range.endDate)}::date` : `(SELECT max("day") FROM "sales_daily_platform" WHERE "sales_count" <> 0)`;
    const rows: { date: string; revenue: string; count: string }[] = await preparedQuery(
      this.ds,
      `WITH "bounds" AS (SELECT ${start} AS "first", ${end} AS "last"),
       "totals" AS (
         SELECT r."day", sum(r."revenue") AS "revenue", sum(r."sales_count")::bigint AS "count"
         FROM "sales_daily_platform" r, "bounds" b
         WHERE r."day" >= b."first" AND r."day" <= b."last"
         GROUP BY r."day"
         HAVING sum(r."sales_count") > 0
       ),
       "days" AS (
         SELECT d::date AS "day" FROM "bounds" b, generate_series(b."first", b."last", interval '1 day') d
         WHERE b."last" - b."first" < ${MAX_FILLED_DAYS}
         UNION
         SELECT "day" FROM "totals"
       )
       SELECT to_char(d."day", 'YYYY-MM-DD') AS "date", coalesce(t."revenue", 0) AS "revenue", coalesce(t."count", 0) AS "count"
       FROM "days" d LEFT JOIN "totals" t ON t."day" = d."day"
       ORDER BY d."day"`,
      params,
    );
    return rows.map((r) => ({ date: r.date, revenue: Number(r.revenue), count: Number(r.count) }));
  }
}
