/** Browser-side calls to the shop API (islands only; pages read the catalog at build time). */
import { API_BASE_PATH } from '@shop/common';
import type { Category, Product, ProductList } from '../../model/types';
import { normaliseProduct } from './catalog-normalise';
import { fetchWithRetries } from './retry';

export const API_URL: string = (import.meta.env.PUBLIC_API_URL || API_BASE_PATH).replace(/\/+$/, '');

export class ApiError extends Error {
  constructor(
    public status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  const res = await fetchWithRetries(`${API_URL}${path}`, { headers: { accept: 'application/json' }, signal });
  if (!res.ok) {
    let message = res.statusText;
    try {
      message = ((await res.json()) as { message?: string }).message ?? message;
    } catch {
      /* not JSON */
    }
    throw new ApiError(res.status, message);
  }
  const body = (await res.json()) as { data?: T } | T;
  return body && typeof body === 'object' && 'data' in (body as object) ? (body as { data: T }).data : (body as T);
}

/** The product, or null when the API says 404 (hidden, archived or deleted). Other failures throw. */
export async function fetchProduct(id: string, signal?: AbortSignal): Promise<Product | null> {
  try {
    return normaliseProduct(await getJson<Product>(`/products/${encodeURIComponent(id)}`, signal));
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

export async function fetchCategory(id: string, signal?: AbortSignal): Promise<Category | null> {
  try {
    return await getJson<Category>(`/categories/${encodeURIComponent(id)}`, signal);
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 403 || err.status === 401)) return null;
    throw err;
  }
}

export type ProductQuery = Partial<
  Record<
    'search' | 'category' | 'brand' | 'condition' | 'minPrice' | 'maxPrice' | 'featured' | 'sortBy' | 'sortOrder' | 'page' | 'limit' | 'facets',
    string | number | boolean | undefined | null
  >
> & {
  /** Sizes in stock, any of them: the key repeated (size=42&size=43). */
  size?: string[];
};

/** Non-empty filters only, as the spec's data layer sends them; always public products. */
export function productQueryString(query: ProductQuery): string {
  const params = new URLSearchParams({ publiclyVisible: 'true' });
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, v);
    else params.set(key, String(value));
  }
  return params.toString();
}

export async function fetchProducts(query: ProductQuery, signal?: AbortSignal): Promise<ProductList> {
  const list = await getJson<ProductList>(`/products?${productQueryString(query)}`, signal);
  return {
    products: (list.products ?? []).map(normaliseProduct),
    pagination: list.pagination ?? { total: 0, totalPages: 0, page: 1, limit: Number(query.limit) || 10 },
    facets: list.facets,
  };
}
