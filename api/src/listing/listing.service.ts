import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { hasPermission, PRODUCT_MESSAGES, type ProductListResult, type ProductView, type StockSettings } from '@shop/common';
import { isEntityId } from '../core/ids/entity-id';
import { AdmissionGate, admissionLimitsFromEnv } from '../core/load/admission-gate';
import type { AuthUser } from '../core/actor/auth-user';
import { NotFoundError } from '../core/validation/errors';
import { CATALOG_CHANGES, CatalogCacheClearing } from '../catalog-cache/catalog-cache-clearing';
import { readStockSettings } from '../stock/stock-settings';
import { ListCache, type CachedBody } from './list-cache';
import { cacheTtl, PUBLIC_LIST_LIMITS } from './public-list-limits';
import { filterCacheKey, parseProductQuery, summaryCacheKey, type ProductFilter, type RawProductQuery } from '../product-query/product-query';
import { detailsSql, pageQuery, PUBLIC_ONLY, summaryQuery, toSummary, type ListSummary, type SummaryRow } from '../product-query/product-list.sql';
import { searchPatterns } from '../product-query/search-ranking.sql';
import { SharedSummaries } from './summary-cache';
import { toProductView, type ProductRow } from '../product-query/product-view';
import { CATALOG_SEARCH_ENGINE, type CatalogSearchEngine } from '../catalog-index/catalog-search-engine';

/**
 * The facets' JSON per facets object, as UTF-8. The read model remembers a listing's summary per filter until the
 * catalog changes and hands out the same object each time it is asked again (another page or order of the same
 * filter), so its JSON is written once; a change makes new objects, and the old ones and their bytes go with them.
 */
const facetsBytes = new WeakMap<NonNullable<ListSummary['facets']>, Buffer>();
function facetsJson(facets: NonNullable<ListSummary['facets']>): Buffer {
  let json = facetsBytes.get(facets);
  if (json === undefined) facetsBytes.set(facets, (json = Buffer.from(`,"facets":${JSON.stringify(facets)}`)));
  return json;
}

const PRODUCTS_OPEN = Buffer.from('{"data":{"products":[');
const CLOSE = Buffer.from('}}');

/** The shoppers' and staff's product lists and single products: the query, its SQL, search ranking, and the answers kept for shoppers. */
@Injectable()
export class ListingService implements OnModuleInit {
  private readonly cache = new ListCache(cacheTtl());
  private readonly publicLists = new AdmissionGate(admissionLimitsFromEnv('PUBLIC_LIST', PUBLIC_LIST_LIMITS));
  private readonly building = new Map<string, Promise<CachedBody>>();
  private readonly summaries = new SharedSummaries(cacheTtl());

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly clearing: CatalogCacheClearing,
    @Inject(CATALOG_SEARCH_ENGINE) private readonly engine: CatalogSearchEngine,
  ) {}

  /** The stock settings change availability and order in product answers too. */
  onModuleInit(): void {
    this.clearing.forgetOn([...CATALOG_CHANGES, 'settings'], () => this.forgetCachedAnswers());
  }

  private forgetCachedAnswers(): void {
    this.cache.clear();
    this.summaries.clear();
  }

  static canViewAll(viewer: AuthUser | null): boolean {
    return !!viewer && hasPermission(viewer.permissions, 'productView');
  }

  /** GET /products as the JSON body to send; shoppers' answers come from the cache when possible. */
  async listBody(viewer: AuthUser | null, raw: RawProductQuery, client = ''): Promise<CachedBody> {
    const staff = ListingService.canViewAll(viewer);
    const filter = parseProductQuery(raw, staff);
    if (staff) return this.cache.set('', JSON.stringify({ data: await this.list(filter, true) }), -1);
    const key = filterCacheKey(filter);
    const hit = this.cache.get(key);
    if (hit) return hit;
    const generation = this.cache.generation;
    // shoppers asking the same thing while it is being built share one build (no stampede after a change)
    const flightKey = `${generation}:${key}`;
    const inFlight = this.building.get(flightKey);
    if (inFlight) return inFlight;
    const build = this.publicList(filter, client)
      .then((body) => this.cache.set(key, body, generation))
      .finally(() => this.building.delete(flightKey));
    if (this.cache.enabled) this.building.set(flightKey, build);
    return build;
  }

  /**
   * A shoppers' list from the in-memory read model while it is complete and linked: the page's products too are held
   * there as their answer's JSON, so the answer touches no database and needs no admission gate (its work is a
   * fraction of a millisecond of this process's CPU). Else from PostgreSQL through the gate.
   */
  private async publicList(filter: ProductFilter, client: string): Promise<string | Buffer> {
    const fromMemory = await this.engine.answer(filter);
    if (!fromMemory) return JSON.stringify({ data: await this.publicLists.run(() => this.list(filter, false), client) });
    const { summary, products } = fromMemory;
    const pagination: ProductListResult['pagination'] = {
      total: summary.total,
      totalPages: Math.ceil(summary.total / filter.limit),
      page: filter.page,
      limit: filter.limit,
    };
    // the products' bytes as the read model wrote them, framed without a string of the whole answer
    const pages = Buffer.from(`],"pagination":${JSON.stringify(pagination)}`);
    return Buffer.concat(
      summary.facets ? [PRODUCTS_OPEN, products, pages, facetsJson(summary.facets), CLOSE] : [PRODUCTS_OPEN, products, pages, CLOSE],
    );
  }

  async list(asked: ProductFilter, showCost: boolean): Promise<ProductListResult> {
    const [search, stock] = await Promise.all([searchPatterns(this.ds, asked.terms), readStockSettings(this.ds)]);
    const filter: ProductFilter = { ...asked, lowStockThreshold: stock.lowStockThreshold, soldOutLast: asked.publicOnly && stock.soldOutLast };
    // only shoppers' summaries are kept: staff see changes at once and their lists are rare
    const key = filter.publicOnly ? summaryCacheKey(filter) : null;
    const cached = key === null ? undefined : this.summaries.get(key);
    const generation = this.summaries.generation;
    let products: ProductView[];
    let summary: ListSummary;
    if (cached || !search.length) {
      // the page is a short read in sort order (an index for plain lists); the summary comes from memory or beside it
      const page = pageQuery(filter, search);
      const [rows, s] = await Promise.all([
        this.ds.query(detailsSql(`ARRAY(${page.sql})`), page.params) as Promise<ProductRow[]>,
        cached ? Promise.resolve(cached) : this.summaries.compute(this.ds, filter, search, key),
      ]);
      products = rows.map((r) => toProductView(r, r.images, showCost, stock));
      summary = s;
    } else {
      // a search visits every match anyway: one pass ranks them, counts them and counts the facets
      const q = summaryQuery(filter, search, true);
      const [row] = (await this.ds.query(q.sql, q.params)) as SummaryRow[];
      summary = toSummary(row, filter.facets);
      if (key !== null) this.summaries.set(key, summary, generation);
      products = await this.fetchByIds(row.ids ?? [], showCost, false, stock);
    }
    return {
      products,
      pagination: { total: summary.total, totalPages: Math.ceil(summary.total / filter.limit), page: filter.page, limit: filter.limit },
      ...(summary.facets ? { facets: summary.facets } : {}),
    };
  }

  /** Archived (not publicly visible) or in a hidden category: 404 for anyone without productView. */
  async findOne(viewer: AuthUser | null, id: string): Promise<ProductView> {
    const staff = ListingService.canViewAll(viewer);
    const [product] = isEntityId(id) ? await this.fetchByIds([id], staff, !staff) : [];
    if (!product) throw new NotFoundError(PRODUCT_MESSAGES.notFound);
    return product;
  }

  /** Full products in the order of `ids`, with their images loaded in one query. */
  async fetchByIds(ids: string[], showCost: boolean, publicOnly = false, settings?: StockSettings): Promise<ProductView[]> {
    if (!ids.length) return [];
    const [rows, stock] = await Promise.all([
      this.ds.query(detailsSql('$1::varchar[]', publicOnly ? PUBLIC_ONLY : ''), [ids]) as Promise<ProductRow[]>,
      settings ?? readStockSettings(this.ds),
    ]);
    return rows.map((r) => toProductView(r, r.images, showCost, stock));
  }
}
