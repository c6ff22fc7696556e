import type { MigrationInterface, QueryRunner } from 'typeorm';

const ROLLUPS = ['sales_daily_platform', 'sales_daily_product', 'sales_monthly_product'];

/**
 * The sales rollups sum without an upper bound (numeric without precision keeps every digit): numeric(16,2) held a
 * day of about a thousand of the largest sales the old rules allowed, after which every sale of that day and
 * platform failed. Each sale is also capped now (SALE_VALUE_MAX), but no count of sales may break a day's sums.
 */
export class SalesRollupsUnbounded1764531000000 implements MigrationInterface {
  name = 'SalesRollupsUnbounded1764531000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ROLLUPS) {
      await q.query(`ALTER TABLE "${table}" ALTER COLUMN "revenue" TYPE numeric, ALTER COLUMN "earnings" TYPE numeric`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ROLLUPS) {
      await q.query(`ALTER TABLE "${table}" ALTER COLUMN "revenue" TYPE numeric(16,2), ALTER COLUMN "earnings" TYPE numeric(16,2)`);
    }
  }
}
