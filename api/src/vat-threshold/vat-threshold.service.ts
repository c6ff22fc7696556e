import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { VatThresholdView } from '@shop/common';
import { SHOP_TZ_SQL } from '../core/time/shop-time.sql';
import { vatThreshold } from './vat-threshold';

@Injectable()
export class VatThresholdService {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** The last 12 months of shop days, today included, summed from the daily rollup (every sale, every channel). */
  async status(): Promise<VatThresholdView> {
    const [{ revenue }] = await this.ds.query(
      `SELECT coalesce(sum("revenue"), 0)::text AS "revenue" FROM "sales_daily_platform"
        WHERE "day" > ((now() AT TIME ZONE ${SHOP_TZ_SQL})::date - interval '12 months')`,
    );
    return vatThreshold(Number(revenue));
  }
}
