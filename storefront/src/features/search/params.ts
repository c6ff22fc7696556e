import { CONDITIONS, PAGE_SIZE_OPTIONS, DEFAULT_PAGE_SIZE, PRODUCT_SORT_FIELDS, SORT_ORDERS } from '@shop/common';
import { PRICE_FILTER } from '../../lib/price-filter';
import type { ProductQuery } from '../../lib/api';

/** The /search query parameters of storefront.md §2 (plus page and limit for the result pages). */
export interface SearchParams {
  keyword: string;
  category: string;
  brand: string;
  minPrice: string;
  maxPrice: string;
  condition: string;
  featured: boolean;
  sortBy: string;
  sortOrder: 'asc' | 'desc';
  page: number;
  limit: number;
}

export const DEFAULT_SEARCH: SearchParams = {
  keyword: '',
  category: '',
  brand: '',
  minPrice: '',
  maxPrice: '',
  condition: '',
  featured: false,
  /** '' is the API's default order: best match for a keyword search, newest first otherwise. */
  sortBy: '',
  sortOrder: 'desc',
  page: 1,
  limit: DEFAULT_PAGE_SIZE,
};

/** Price filter inputs take whole numbers 0 to 1000 (storefront.md §5); anything else is dropped. */
export function cleanPrice(value: string | null | undefined): string {
  const v = (value ?? '').trim();
  if (!/^\d+$/.test(v)) return '';
  const n = Number(v);
  return n >= PRICE_FILTER.min && n <= PRICE_FILTER.max ? String(n) : '';
}

export function parseSearchParams(search: string | URLSearchParams): SearchParams {
  const q = typeof search === 'string' ? new URLSearchParams(search) : search;
  const sortBy = q.get('sortBy') ?? '';
  const sortOrder = q.get('sortOrder') ?? '';
  const limit = Number(q.get('limit'));
  const page = Number(q.get('page'));
  const condition = (q.get('condition') ?? '').toUpperCase();
  return {
    keyword: (q.get('keyword') ?? '').trim(),
    category: (q.get('category') ?? '').trim(),
    brand: (q.get('brand') ?? '').trim(),
    minPrice: cleanPrice(q.get('minPrice')),
    maxPrice: cleanPrice(q.get('maxPrice')),
    condition: (CONDITIONS as readonly string[]).includes(condition) ? condition : '',
    featured: q.get('featured') === 'true',
    sortBy: (PRODUCT_SORT_FIELDS as readonly string[]).includes(sortBy) ? sortBy : DEFAULT_SEARCH.sortBy,
    sortOrder: (PRODUCT_SORT_FIELDS as readonly string[]).includes(sortBy) && (SORT_ORDERS as readonly string[]).includes(sortOrder) ? (sortOrder as 'asc' | 'desc') : DEFAULT_SEARCH.sortOrder,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    limit: (PAGE_SIZE_OPTIONS as readonly number[]).includes(limit) ? limit : DEFAULT_PAGE_SIZE,
  };
}

/** Back to a query string, leaving defaults out so URLs stay short and shareable. */
export function searchParamsToQuery(p: SearchParams): string {
  const q = new URLSearchParams();
  if (p.keyword.trim()) q.set('keyword', p.keyword.trim());
  if (p.category) q.set('category', p.category);
  if (p.brand) q.set('brand', p.brand);
  if (p.minPrice) q.set('minPrice', p.minPrice);
  if (p.maxPrice) q.set('maxPrice', p.maxPrice);
  if (p.condition) q.set('condition', p.condition);
  if (p.featured) q.set('featured', 'true');
  if (p.sortBy) {
    q.set('sortBy', p.sortBy);
    q.set('sortOrder', p.sortOrder);
  }
  if (p.page > 1) q.set('page', String(p.page));
  if (p.limit !== DEFAULT_PAGE_SIZE) q.set('limit', String(p.limit));
  return q.toString();
}

/** Anything to search for? (Without it the page shows 'Start Exploring'.) */
export function hasSearch(p: SearchParams): boolean {
  return !!(p.keyword || p.category || p.brand || p.minPrice || p.maxPrice || p.condition || p.featured);
}

/** The API query: server-side search with facets for the filter panel. */
export function toProductQuery(p: SearchParams): ProductQuery {
  return {
    search: p.keyword || undefined,
    category: p.category || undefined,
    brand: p.brand || undefined,
    condition: p.condition || undefined,
    minPrice: p.minPrice || undefined,
    maxPrice: p.maxPrice || undefined,
    featured: p.featured || undefined,
    sortBy: p.sortBy || undefined,
    sortOrder: p.sortBy ? p.sortOrder : undefined,
    page: p.page,
    limit: p.limit,
    facets: true,
  };
}

/** The search page adds '' (the API's own order: best match for a keyword) in front of these. */
export const SORT_OPTIONS = [
  { value: 'createdAt:desc', label: 'Newest' },
  { value: 'price:asc', label: 'Price: low to high' },
  { value: 'price:desc', label: 'Price: high to low' },
  { value: 'name:asc', label: 'Name: A to Z' },
  { value: 'name:desc', label: 'Name: Z to A' },
  { value: 'brand:asc', label: 'Brand' },
] as const;
