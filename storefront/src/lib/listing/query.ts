import { CONDITIONS, DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, PRODUCT_SORT_FIELDS, SIZE_FILTER_LIMITS, SORT_ORDERS } from '@shop/common';
import type { ProductQuery } from '../api/api';

/** The range of the listing's price filter. */
export const PRICE_FILTER = { min: 0, max: 1000 } as const;

/** What a product listing shows: the same shape for the category page and /search. */
export interface Listing {
  keyword: string;
  category: string;
  brands: string[];
  minPrice: string;
  maxPrice: string;
  condition: string;
  featured: boolean;
  /** Sizes in stock the shopper asks for (any of them), as the products list them; `size=42&size=43` in the address. */
  sizes: string[];
  /** `field:order`, or '' for the API's own order (best match for a keyword, newest first otherwise). */
  sort: string;
  page: number;
  limit: number;
}

export const EMPTY_LISTING: Listing = {
  keyword: '',
  category: '',
  brands: [],
  minPrice: '',
  maxPrice: '',
  condition: '',
  featured: false,
  sizes: [],
  sort: '',
  page: 1,
  limit: DEFAULT_PAGE_SIZE,
};

/** The sorts a shopper can pick (named in the dictionary's listing.sorts); /search puts '' (the API's own order) in front of them. */
export const SORT_OPTIONS = ['createdAt:desc', 'price:asc', 'price:desc', 'name:asc', 'name:desc', 'brand:asc'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

/** The category page's price range takes any number ≥ 0 (the shopper types what they like). */
export function cleanFreePrice(value: string | null | undefined): string {
  const t = (value ?? '').trim();
  if (!t) return '';
  const n = Number(t);
  return Number.isFinite(n) && n >= 0 ? String(n) : '';
}

/** /search's price filter takes whole numbers within the shop's price filter bounds; anything else is dropped. */
export function cleanPrice(value: string | null | undefined): string {
  const v = (value ?? '').trim();
  if (!/^\d+$/.test(v)) return '';
  const n = Number(v);
  return n >= PRICE_FILTER.min && n <= PRICE_FILTER.max ? String(n) : '';
}

type Key =
  | 'keyword'
  | 'category'
  | 'brand'
  | 'minPrice'
  | 'maxPrice'
  | 'condition'
  | 'featured'
  | 'size'
  | 'sort'
  | 'sortBy'
  | 'sortOrder'
  | 'page'
  | 'limit';

/** How one page lists: the address keys it reads and writes, its default order, and its brand and price rules. */
export interface ListingKind {
  /** The query keys the page reads and writes, in the order it writes them. */
  keys: readonly Key[];
  /** The order when the address names none. */
  defaultSort: string;
  /** Several brands (comma separated) or one. */
  multiBrand: boolean;
  cleanPrice: (value: string | null | undefined) => string;
  /** The price inputs' attributes, matching cleanPrice. */
  priceInput: { inputMode: 'decimal' | 'numeric'; min: number; max?: number; step: number | 'any' };
}

/** Category pages: `sort=price:asc`, several brands, free prices; shareable filtered views of the prebuilt pages. */
export const CATEGORY_LISTING: ListingKind = {
  keys: ['sort', 'minPrice', 'maxPrice', 'brand', 'size', 'limit', 'page'],
  defaultSort: 'createdAt:desc',
  multiBrand: true,
  cleanPrice: cleanFreePrice,
  priceInput: { inputMode: 'decimal', min: 0, step: 'any' },
};

/** /search: the public search parameters (keyword, category, brand, minPrice, maxPrice, condition, featured, sortBy, sortOrder). */
export const SEARCH_LISTING: ListingKind = {
  keys: ['keyword', 'category', 'brand', 'minPrice', 'maxPrice', 'condition', 'featured', 'size', 'sortBy', 'sortOrder', 'page', 'limit'],
  defaultSort: '',
  multiBrand: false,
  cleanPrice,
  priceInput: { inputMode: 'numeric', min: PRICE_FILTER.min, max: PRICE_FILTER.max, step: 1 },
};

function readSort(q: URLSearchParams, url: ListingKind): string {
  if (url.keys.includes('sort')) {
    const sort = q.get('sort') ?? '';
    return (SORT_OPTIONS as readonly string[]).includes(sort) ? sort : url.defaultSort;
  }
  const sortBy = q.get('sortBy') ?? '';
  if (!(PRODUCT_SORT_FIELDS as readonly string[]).includes(sortBy)) return url.defaultSort;
  const order = q.get('sortOrder') ?? '';
  return `${sortBy}:${(SORT_ORDERS as readonly string[]).includes(order) ? order : 'desc'}`;
}

/**
 * The address's sizes (the key repeated, one size each, never split on commas): trimmed, de-duplicated, and only what
 * the API takes (no control characters, not too long, not too many), so an edited address never turns into a 400.
 */
export function cleanSizes(values: string[]): string[] {
  const sizes = values
    .map((v) => v.trim())
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the API refuses control characters in a size
    .filter((v) => v && v.length <= SIZE_FILTER_LIMITS.sizeMax && !/[\u0000-\u001f\u007f]/.test(v));
  return [...new Set(sizes)].slice(0, SIZE_FILTER_LIMITS.sizesMax);
}

/** The listing an address asks for; anything invalid falls back to the default. `page` is the page the path names. */
export function parseListing(search: string | URLSearchParams, url: ListingKind, page = 1): Listing {
  const q = typeof search === 'string' ? new URLSearchParams(search) : search;
  const has = (k: Key) => url.keys.includes(k);
  const text = (k: Key) => (has(k) ? (q.get(k) ?? '').trim() : '');
  const brand = text('brand');
  const condition = text('condition').toUpperCase();
  const limit = Number(q.get('limit'));
  const p = Number(q.get('page'));
  return {
    keyword: text('keyword'),
    category: text('category'),
    brands: url.multiBrand
      ? brand
          .split(',')
          .map((b) => b.trim())
          .filter(Boolean)
      : brand
        ? [brand]
        : [],
    minPrice: url.cleanPrice(q.get('minPrice')),
    maxPrice: url.cleanPrice(q.get('maxPrice')),
    condition: (CONDITIONS as readonly string[]).includes(condition) ? condition : '',
    featured: has('featured') && q.get('featured') === 'true',
    sizes: has('size') ? cleanSizes(q.getAll('size')) : [],
    sort: readSort(q, url),
    page: Number.isInteger(p) && p > 0 ? p : page,
    limit: (PAGE_SIZE_OPTIONS as readonly number[]).includes(limit) ? limit : DEFAULT_PAGE_SIZE,
  };
}

/** Back to a query string, leaving defaults out so addresses stay short and shareable. */
export function listingToQuery(l: Listing, url: ListingKind): string {
  const [sortBy, sortOrder] = l.sort.split(':');
  const values: Record<Exclude<Key, 'size'>, string> = {
    keyword: l.keyword.trim(),
    category: l.category,
    brand: l.brands.join(','),
    minPrice: l.minPrice,
    maxPrice: l.maxPrice,
    condition: l.condition,
    featured: l.featured ? 'true' : '',
    sort: l.sort !== url.defaultSort ? l.sort : '',
    sortBy: l.sort ? sortBy : '',
    sortOrder: l.sort ? sortOrder : '',
    page: l.page > 1 ? String(l.page) : '',
    limit: l.limit !== DEFAULT_PAGE_SIZE ? String(l.limit) : '',
  };
  const q = new URLSearchParams();
  for (const k of url.keys) {
    if (k === 'size') for (const size of l.sizes) q.append('size', size);
    else if (values[k]) q.set(k, values[k]);
  }
  return q.toString();
}

/** A filter within the listing set? (The category itself is where a category page lists, not a filter.) */
export function hasFilters(l: Listing): boolean {
  return !!(l.brands.length || l.minPrice || l.maxPrice || l.condition || l.featured || l.sizes.length);
}

/** Anything to search for? Without it /search shows 'Start Exploring' and asks the API nothing. */
export function hasSearch(l: Listing): boolean {
  return !!(l.keyword || l.category) || hasFilters(l);
}

/** The API query: server-side search with facets for the filter panels. */
export function toProductQuery(l: Listing): ProductQuery {
  const [sortBy, sortOrder] = l.sort ? l.sort.split(':') : [undefined, undefined];
  return {
    search: l.keyword || undefined,
    category: l.category || undefined,
    brand: l.brands.join(',') || undefined,
    condition: l.condition || undefined,
    minPrice: l.minPrice || undefined,
    maxPrice: l.maxPrice || undefined,
    featured: l.featured || undefined,
    size: l.sizes.length ? l.sizes : undefined,
    sortBy,
    sortOrder,
    page: l.page,
    limit: l.limit,
    facets: true,
  };
}
