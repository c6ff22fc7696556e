import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { DashboardSummary } from '@shop/common';
import { ActivityService } from '../activity/activity.service';
import { shopLocalToInstantSql, SHOP_TZ_SQL } from '../core/time/shop-time.sql';

export const RECENT_ACTIVITY = 10;
/** The dashboard shows catalogue, sales and settings changes; staff-account changes stay in the audit log only. */
export const DASHBOARD_ACTIVITY_TYPES = ['product', 'category', 'sale', 'settings'] as const;

/** Change against last month in percent, one decimal: 0 → 0 is 0 %, 0 → anything is 100 %. */
export function changePercent(current: number, previous: number): number {
  if (previous === 0) return current > 0 ? 100 : 0;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** Months are the shop's (its time zone, SHOP_TIME_ZONE); "this month" runs from its first day to now. */
const THIS_MONTH_DAY = `date_trunc('month', now() AT TIME ZONE ${SHOP_TZ_SQL})::date`;
const LAST_MONTH_DAY = `(date_trunc('month', now() AT TIME ZONE ${SHOP_TZ_SQL}) - interval '1 month')::date`;
const TODAY = `(now() AT TIME ZONE ${SHOP_TZ_SQL})::date`;
const at = shopLocalToInstantSql;

@Injectable()
export class DashboardService {
  constructor(
    private readonly ds: DataSource,
    private readonly activity: ActivityService,
  ) {}

  async summary(): Promise<DashboardSummary> {
    const [[products], [sales], recentActivity, [licence]] = await Promise.all([
      this.ds.query(
        `SELECT count(*) AS "total",
                count(*) FILTER (WHERE "created_at" >= ${at(THIS_MONTH_DAY)}) AS "this_month",
                count(*) FILTER (WHERE "created_at" >= ${at(LAST_MONTH_DAY)} AND "created_at" < ${at(THIS_MONTH_DAY)}) AS "last_month"
         FROM "products" WHERE NOT "archived"`,
      ),
      this.ds.query(
        `SELECT coalesce(sum("revenue") FILTER (WHERE "day" >= ${THIS_MONTH_DAY}), 0) AS "this_month",
                coalesce(sum("revenue") FILTER (WHERE "day" < ${THIS_MONTH_DAY}), 0) AS "last_month"
         FROM "sales_daily_platform" WHERE "day" >= ${LAST_MONTH_DAY}`,
      ),
      this.activity.recent(RECENT_ACTIVITY, DASHBOARD_ACTIVITY_TYPES),
      // discounts shown with no licence valid today (the Ministry of Commerce's rule; see the Promotions migration)
      this.ds.query(
        `SELECT (EXISTS (SELECT 1 FROM "products" WHERE NOT "archived" AND "effective_price" < "selling_price")
                 OR EXISTS (SELECT 1 FROM "promotions" WHERE "starts_at" <= now() AND "ends_at" > now()))
                AND NOT EXISTS (SELECT 1 FROM "discount_licence" WHERE "valid_from" <= ${TODAY} AND "valid_to" >= ${TODAY}) AS "missing"`,
      ),
    ]);
    const salesThisMonth = Number(sales.this_month);
    return {
      totalProducts: Number(products.total),
      productsChangePercent: changePercent(Number(products.this_month), Number(products.last_month)),
      salesThisMonth,
      salesChangePercent: changePercent(salesThisMonth, Number(sales.last_month)),
      pendingReviews: 0,
      newInquiries: 0,
      recentActivity,
      licenceMissing: licence.missing === true,
    };
  }
}
