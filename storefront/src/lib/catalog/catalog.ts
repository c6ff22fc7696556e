/**
 * Build-time catalog: everything the prebuilt pages need, read from the API once per build.
 * Products are read in pages of 1,000 (the API's maximum), so a 10,000-product shop takes 10 calls, not one per page.
 * Pages import `getCatalog()`; the promise is shared, so every page of a build sees the same snapshot.
 * The catalog is read completely or not at all: an error answer fails the build, because a build made from a
 * half-read catalog (a database outage mid-build) would publish an empty shop over the last good one.
 */
import { MAX_LIST_LIMIT, type PublicPromotionsAnswer } from '@shop/common';
import type { BusinessSettings, BusinessSettingsAnswer, Category, Product, ProductList } from '../../model/types';
import { withFallbacks } from '../settings/site';
import { normaliseProduct } from '../api/catalog-normalise';
import { BUSY_PAUSE_MAX_MS, busyPauseMs } from '../api/busy-answer';
import { catalogOrder } from './catalog-order';

export { normaliseProduct };

export const DEFAULT_API_URL = 'http://127.0.0.1:3000/api/v1';

export interface Catalog {
  apiUrl: string;
  settings: BusinessSettings;
  categories: Category[];
  products: Product[];
  productById: Map<string, Product>;
  productsByCategory: Map<string, Product[]>;
  /** Where each product stands in its category's list (in catalogOrder), for its neighbours. */
  positionInCategory: Map<string, number>;
  featured: Product[];
  /**
   * The Ministry's discount licence and the automatic promotions not yet ended (`GET /promotions/public`), read with
   * the catalog: pages show the banner of those running when rendered, and the licence beside every struck price.
   */
  promotions: PublicPromotionsAnswer;
}

/** No licence entered and no promotion: the shop as it was before promotions. */
export const NO_PROMOTIONS: PublicPromotionsAnswer = { licence: null, promotions: [] };

export class CatalogUnreachableError extends Error {
  constructor(apiUrl: string, cause: unknown) {
    const why = cause instanceof Error ? (cause.cause instanceof Error ? cause.cause.message : cause.message) : String(cause);
    super(
      `Storefront build failed: the shop API at ${apiUrl} is unreachable (${why}). ` +
        'Start the API first, or point SHOP_API_URL at a running one (for example SHOP_API_URL=http://127.0.0.1:3000/api/v1).',
    );
    this.name = 'CatalogUnreachableError';
  }
}

/** The API answered, but not with the catalog: the build must fail rather than publish what it could read. */
export class CatalogReadError extends Error {
  constructor(apiUrl: string, path: string, problem: string) {
    super(`Storefront build failed: GET ${path} from the shop API at ${apiUrl} ${problem}; the catalog could not be read completely.`);
    this.name = 'CatalogReadError';
  }
}

type Fetch = typeof fetch;

interface LoadOptions {
  apiUrl?: string;
  fetchImpl?: Fetch;
  timeoutMs?: number;
  pageSize?: number;
  /** How many times a busy answer (503 with Retry-After) is waited out before the build fails. */
  busyRetries?: number;
}

/**
 * A build waits out a busy shop rather than failing: at most this many pauses, and at most BUSY_WAIT_MS in all per
 * call, so a database outage (which also answers 503) still fails the build soon and the builder's own retry takes over.
 */
const BUSY_RETRIES = 20;
const BUSY_WAIT_MS = 15_000;

function unwrap<T>(body: unknown): T {
  if (body && typeof body === 'object' && 'data' in body) return (body as { data: T }).data;
  return body as T;
}

export function apiUrlFromEnv(env: Record<string, string | undefined> = process.env): string {
  return (env.SHOP_API_URL || DEFAULT_API_URL).replace(/\/+$/, '');
}

export async function loadCatalog(options: LoadOptions = {}): Promise<Catalog> {
  const apiUrl = (options.apiUrl ?? apiUrlFromEnv()).replace(/\/+$/, '');
  const fetchImpl = options.fetchImpl ?? fetch;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const pageSize = options.pageSize ?? MAX_LIST_LIMIT;

  /** The payload of a 2xx JSON answer; anything else fails the build. */
  async function get<T>(path: string, valid: (data: unknown) => boolean, missing?: T): Promise<T> {
    let res: Response;
    let waited = 0;
    for (let attempt = 0; ; attempt++) {
      try {
        res = await fetchImpl(`${apiUrl}${path}`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
      } catch (err) {
        throw new CatalogUnreachableError(apiUrl, err);
      }
      const asked = attempt < (options.busyRetries ?? BUSY_RETRIES) ? busyPauseMs(res) : null;
      const pause = asked === null ? null : Math.min(asked, BUSY_PAUSE_MAX_MS);
      if (pause === null || waited + pause > BUSY_WAIT_MS) break;
      waited += pause;
      await new Promise((r) => setTimeout(r, pause));
    }
    if (res.status === 404 && missing !== undefined) return missing;
    if (!res.ok) throw new CatalogReadError(apiUrl, path.split('?')[0], `answered ${res.status}`);
    let data: unknown;
    try {
      data = unwrap<unknown>(await res.json());
    } catch {
      throw new CatalogReadError(apiUrl, path.split('?')[0], 'did not answer JSON');
    }
    if (!valid(data)) throw new CatalogReadError(apiUrl, path.split('?')[0], 'answered an unexpected shape');
    return data as T;
  }
  const isObject = (d: unknown) => !!d && typeof d === 'object' && !Array.isArray(d);

  const [settingsRaw, categoriesRaw, promotions] = await Promise.all([
    get<BusinessSettingsAnswer>('/settings/business', isObject),
    get<Category[]>('/categories/public', Array.isArray),
    // an API from before promotions answers 404: the shop then has none
    get<PublicPromotionsAnswer>('/promotions/public', (d) => isObject(d) && Array.isArray((d as PublicPromotionsAnswer).promotions), NO_PROMOTIONS),
  ]);
  const categories = categoriesRaw.filter((c) => c && c.id && c.publiclyVisible !== false);

  const products: Product[] = [];
  for (let page = 1; ; page++) {
    const path = `/products?publiclyVisible=true&limit=${pageSize}&page=${page}&sortBy=createdAt&sortOrder=desc`;
    const list = await get<ProductList>(path, (d) => isObject(d) && Array.isArray((d as ProductList).products));
    products.push(...list.products);
    const totalPages = list.pagination?.totalPages ?? 1;
    if (page >= totalPages) break;
    if (list.products.length === 0) throw new CatalogReadError(apiUrl, '/products', `answered no products on page ${page} of ${totalPages}`);
  }

  return indexCatalog(apiUrl, withFallbacks(settingsRaw), categories, products, promotions);
}

/**
 * The catalog's lists and indexes. Products are put in catalogOrder (the order the API lists them in for shoppers),
 * the same order the incremental renderer keeps them in when one changes.
 */
export function indexCatalog(
  apiUrl: string,
  settings: BusinessSettings,
  categories: Category[],
  all: Product[],
  promotions: PublicPromotionsAnswer = NO_PROMOTIONS,
): Catalog {
  const productById = new Map<string, Product>();
  const productsByCategory = new Map<string, Product[]>(categories.map((c) => [c.id, []]));
  for (const raw of all) {
    if (!raw?.id || raw.publiclyVisible === false || productById.has(raw.id)) continue;
    productById.set(raw.id, normaliseProduct(raw));
  }
  const products = [...productById.values()].sort(catalogOrder(settings));
  // a product of a hidden category has its own page but is listed nowhere
  for (const p of products) productsByCategory.get(p.categoryId)?.push(p);
  const positionInCategory = new Map<string, number>();
  for (const list of productsByCategory.values()) list.forEach((p, i) => positionInCategory.set(p.id, i));
  return { apiUrl, settings, categories, products, productById, productsByCategory, positionInCategory, featured: featuredOf(products), promotions };
}

/** The home page's featured strip: the first four featured products in catalog order. */
export function featuredOf(products: Product[]): Product[] {
  const featured: Product[] = [];
  for (const p of products) {
    if (!p.featured) continue;
    featured.push(p);
    if (featured.length === 4) break;
  }
  return featured;
}

let shared: Promise<Catalog> | null = null;

/**
 * Installs the catalog that pages read from now on. The incremental renderer keeps one catalog in memory, updates it
 * change by change, and renders pages from it instead of reading the API once per build.
 */
export function installCatalog(catalog: Catalog): void {
  shared = Promise.resolve(catalog);
}

/** The one catalog of this build. Logs what it read, once. */
export function getCatalog(): Promise<Catalog> {
  if (!shared) {
    const started = Date.now();
    shared = loadCatalog().then((c) => {
      console.log(`[catalog] ${c.products.length} products, ${c.categories.length} categories from ${c.apiUrl} in ${Date.now() - started} ms`);
      return c;
    });
  }
  return shared;
}
