import { PLATFORM_LABELS, PLATFORMS } from '@shop/common';
import type { ListSalesQuery } from './dto/list-sales.query';
import { dayEndExclusiveSql, dayStartSql } from '../core/time/shop-time.sql';

/** The expression the trigram index idx_sales_search_trgm is built on; keep the two identical. */
export const SALE_SEARCH_EXPR = `lower(s."product_name" || ' ' || s."product_brand" || ' ' || coalesce(s."customer_name", '') || ' ' || coalesce(s."customer_location", ''))`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * WHERE conditions (alias s) for the sales list. The keyword matches the snapshot and customer fields through
 * the trigram index, the product's current name and brand (renamed products stay findable), and platform labels.
 */
export function saleListFilter(query: Pick<ListSalesQuery, 'platform' | 'startDate' | 'endDate' | 'search'>) {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  if (query.platform) conditions.push(`s."platform" = ${param(query.platform)}`);
  if (query.startDate) conditions.push(`s."sale_date" >= ${dayStartSql(param(query.startDate))}`);
  if (query.endDate) conditions.push(`s."sale_date" < ${dayEndExclusiveSql(param(query.endDate))}`);
  if (query.search) {
    const needle = query.search.toLowerCase();
    const like = param(`%${escapeLike(needle)}%`);
    const alternatives = [
      `${SALE_SEARCH_EXPR} LIKE ${like}`,
      `s."product_id" = ANY(ARRAY(SELECT p2."id" FROM "products" p2 WHERE lower(p2."name") LIKE ${like} OR lower(p2."brand") LIKE ${like}))`,
    ];
    const platforms = PLATFORMS.filter((p) => PLATFORM_LABELS[p].toLowerCase().includes(needle));
    if (platforms.length) alternatives.push(`s."platform" = ANY(${param(platforms)}::"sale_platform"[])`);
    conditions.push(`(${alternatives.join(' OR ')})`);
  }
  return { conditions, params };
}
