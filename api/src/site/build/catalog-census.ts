import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { CategoriesService } from '../../categories/categories.service';
import { parseProductQuery } from '../../product-query/product-query';
import { ListingService } from '../../listing/listing.service';
import { promotionsShown } from './promotions-shown';

/** What a shopper can see right now, counted in the database: the size a storefront build is expected to have. */
export interface CatalogCounts {
  products: number;
  categories: number;
}

export interface CatalogCensus {
  count(): Promise<CatalogCounts>;
  /** Changes whenever a row the storefront is built from is written or removed (absent: never compared). */
  fingerprint?(): Promise<string>;
}

/** The tables a storefront build reads, directly or through the API. */
const STOREFRONT_TABLES = ['products', 'product_images', 'product_stock', 'categories', 'settings'];

/**
 * Per table, the row count and a sum over each row version's identity (its transaction id and position): any
 * insert, update or delete changes it, whatever columns it touched and whether or not it kept `updated_at`.
 */
const FINGERPRINT_SQL = STOREFRONT_TABLES.map(
  (t) => `SELECT '${t}' AS t, count(*)::text || ':' || coalesce(sum(hashtext(xmin::text || ctid::text)), 0)::text AS v FROM "${t}"`,
).join(' UNION ALL ');

/** How long the start waits for the fingerprint before treating the catalog as changed. */
const FINGERPRINT_TIMEOUT_MS = 10_000;

/**
 * What a storefront build is made of besides its code: the catalog as the database holds it and the public address
 * in every canonical link. Null when it cannot be read: then the catalog counts as changed.
 */
export async function catalogStamp(census: CatalogCensus | null, publicSiteUrl: string): Promise<string | null> {
  if (!census?.fingerprint) return null;
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timed out')), FINGERPRINT_TIMEOUT_MS)));
    const db = await Promise.race([census.fingerprint(), timeout]);
    return createHash('sha256').update(`${publicSiteUrl}\n${db}`).digest('hex').slice(0, 24);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

export const CATALOG_CENSUS = Symbol('CATALOG_CENSUS');

/** Counts through the same services the storefront's build reads, so "public" means the same thing in both. */
@Injectable()
export class DatabaseCatalogCensus implements CatalogCensus {
  constructor(
    private readonly products: ListingService,
    private readonly categories: CategoriesService,
    @InjectDataSource() private readonly ds: DataSource,
  ) {}

  async fingerprint(): Promise<string> {
    const rows: { t: string; v: string }[] = await this.ds.query(FINGERPRINT_SQL);
    // which promotions are live depends on the clock, not on a row written: a start or an end while the shop was
    // stopped changes the pages all the same (the promotions table itself is left out: a recorded order's use of a
    // code writes it, and changes a page only when it uses a promotion up, which the live set says)
    return `${rows.map((r) => `${r.t}=${r.v}`).join(' ')} promotions=${await promotionsShown(this.ds)}`;
  }

  async count(): Promise<CatalogCounts> {
    const [list, categories] = await Promise.all([
      this.products.list(parseProductQuery({ publiclyVisible: 'true', limit: '1', page: '1' }, false), false),
      this.categories.listPublic(),
    ]);
    return { products: list.pagination.total, categories: categories.length };
  }
}
