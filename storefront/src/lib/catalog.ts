/**
 * Build-time catalog: everything the prebuilt pages need, read from the API once per build.
 * Products are read in pages of 1,000 (the API's maximum), so a 10,000-product shop takes 10 calls, not one per page.
 * Pages import `getCatalog()`; the promise is shared, so every page of a build sees the same snapshot.
 */
import { MAX_LIST_LIMIT } from '@shop/common';
import type { BusinessSettings, BusinessSettingsAnswer, Category, Product, ProductList } from './types';
import { withFallbacks } from './site';
import { normaliseProduct } from './catalog-normalise';

export { normaliseProduct };

export const DEFAULT_API_URL = 'http://127.0.0.1:3000/api/v1';

export interface Catalog {
  apiUrl: string;
  settings: BusinessSettings;
  categories: Category[];
  products: Product[];
  productById: Map<string, Product>;
  productsByCategory: Map<string, Product[]>;
  featured: Product[];
  /** Warnings for the build log (an endpoint that answered with an error and was treated as empty). */
  warnings: string[];
}

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

type Fetch = typeof fetch;

interface LoadOptions {
  apiUrl?: string;
  fetchImpl?: Fetch;
  timeoutMs?: number;
  pageSize?: number;
}

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
  const warnings: string[] = [];

  /** Answers the payload, or null when the API answered with an error status (treated as "nothing useful"). Throws when unreachable. */
  async function get<T>(path: string): Promise<T | null> {
    let res: Response;
    try {
      res = await fetchImpl(`${apiUrl}${path}`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      throw new CatalogUnreachableError(apiUrl, err);
    }
    if (!res.ok) {
      warnings.push(`GET ${path} answered ${res.status}; using fallbacks`);
      return null;
    }
    try {
      return unwrap<T>(await res.json());
    } catch {
      warnings.push(`GET ${path} did not answer JSON; using fallbacks`);
      return null;
    }
  }

  const [settingsRaw, categoriesRaw] = await Promise.all([
    get<BusinessSettingsAnswer>('/settings/business'),
    get<Category[]>('/categories/public'),
  ]);
  const categories = (Array.isArray(categoriesRaw) ? categoriesRaw : []).filter((c) => c && c.id && c.publiclyVisible !== false);

  const products: Product[] = [];
  for (let page = 1; ; page++) {
    const list = await get<Partial<ProductList>>(
      `/products?publiclyVisible=true&limit=${pageSize}&page=${page}&sortBy=createdAt&sortOrder=desc`,
    );
    const batch = Array.isArray(list?.products) ? list!.products! : [];
    products.push(...batch);
    const totalPages = list?.pagination?.totalPages ?? 1;
    if (batch.length === 0 || page >= totalPages) break;
  }

  return indexCatalog(apiUrl, withFallbacks(settingsRaw), categories, products, warnings);
}

export function indexCatalog(apiUrl: string, settings: BusinessSettings, categories: Category[], all: Product[], warnings: string[] = []): Catalog {
  const visibleCategories = new Set(categories.map((c) => c.id));
  const productById = new Map<string, Product>();
  const productsByCategory = new Map<string, Product[]>(categories.map((c) => [c.id, []]));
  for (const raw of all) {
    if (!raw?.id || raw.publiclyVisible === false || productById.has(raw.id)) continue;
    const p = normaliseProduct(raw);
    productById.set(p.id, p);
    if (visibleCategories.has(p.categoryId)) productsByCategory.get(p.categoryId)!.push(p);
  }
  const products = [...productById.values()];
  const featured = products.filter((p) => p.featured).slice(0, 4);
  return { apiUrl, settings, categories, products, productById, productsByCategory, featured, warnings };
}

let shared: Promise<Catalog> | null = null;

/** The one catalog of this build. Logs what it read, once. */
export function getCatalog(): Promise<Catalog> {
  if (!shared) {
    const started = Date.now();
    shared = loadCatalog().then((c) => {
      for (const w of c.warnings) console.warn(`[catalog] ${w}`);
      console.log(
        `[catalog] ${c.products.length} products, ${c.categories.length} categories from ${c.apiUrl} in ${Date.now() - started} ms`,
      );
      return c;
    });
  }
  return shared;
}
