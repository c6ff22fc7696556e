import {
  AVAILABILITIES,
  CONDITIONS,
  DEFAULT_PAGE_SIZE,
  MAX_LIST_LIMIT,
  PRODUCT_SORT_FIELDS,
  SIZE_FILTER_LIMITS,
  type Availability,
  type Condition,
} from '@shop/common';
import type { ProductSortField, SortOrder } from './product-sort';
import { isEntityId } from '../core/ids/entity-id';
import { ValidationError } from '../core/validation/errors';
import { LISTING_MESSAGES as M } from './product-query.messages';

export const SEARCH_MAX_LENGTH = 200;
export const SEARCH_MAX_TERMS = 6;

/** The raw query keys of GET /products, as strings (or repeated as arrays) straight from the URL. */
export type RawProductQuery = Partial<
  Record<
    | 'featured'
    | 'publiclyVisible'
    | 'archived'
    | 'limit'
    | 'page'
    | 'category'
    | 'search'
    | 'brand'
    | 'condition'
    | 'minPrice'
    | 'maxPrice'
    | 'sortBy'
    | 'sortOrder'
    | 'facets'
    | 'stock'
    | 'size',
    unknown
  >
>;

export interface ProductFilter {
  /** Shoppers (no productView): only public, non-archived products of visible categories, whatever they ask. */
  publicOnly: boolean;
  featured?: boolean;
  publiclyVisible?: boolean;
  archived?: boolean;
  categoryId?: string;
  /** Lower-cased search words, de-duplicated, at most SEARCH_MAX_TERMS. */
  terms: string[];
  brands: string[];
  conditions: Condition[];
  minPrice?: number;
  maxPrice?: number;
  sortBy: ProductSortField | 'relevance';
  sortOrder: SortOrder;
  page: number;
  limit: number;
  facets: boolean;
  /** Only products of this availability. */
  stock?: Availability;
  /** Only products with at least one of these sizes in stock (exact sizes as listed, de-duplicated); empty: any. */
  sizes: string[];
  /** Set from the shop's settings before the list is read: the low-stock threshold and whether sold-out sinks (shoppers' lists). */
  lowStockThreshold?: number;
  soldOutLast?: boolean;
}

/** One value per key; an empty value means the key was not sent (the storefront sends only non-empty filters, others may not). */
function single(key: string, raw: unknown): string | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (Array.isArray(raw)) {
    const filled = raw.filter((v) => String(v).trim() !== '');
    if (filled.length > 1) throw new ValidationError({ [key]: M.repeatedKey(key) });
    return filled.length ? String(filled[0]).trim() : undefined;
  }
  const s = String(raw).trim();
  return s === '' ? undefined : s;
}

/** Comma-separated and/or repeated values, trimmed, empties dropped. */
function list(raw: unknown): string[] {
  const parts = (Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw]).flatMap((v) => String(v).split(','));
  return parts.map((p) => p.trim()).filter(Boolean);
}

function bool(key: string, raw: unknown): boolean | undefined {
  const v = single(key, raw);
  if (v === undefined) return undefined;
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  throw new ValidationError({ [key]: M.booleanInvalid(key) });
}

function wholeNumber(key: string, raw: unknown, message: string): number | undefined {
  const v = single(key, raw);
  if (v === undefined) return undefined;
  if (!/^\d{1,15}$/.test(v)) throw new ValidationError({ [key]: message });
  const n = Number(v);
  if (n < 1) throw new ValidationError({ [key]: message });
  return n;
}

/**
 * The size filter: the key repeated (size=42&size=43), each value one size, never split on commas (a size such as
 * "42,5" holds one). Trimmed, empties dropped, de-duplicated; control characters, an over-long size or too many answer 400.
 */
function sizes(raw: unknown): string[] {
  const values = (Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw]).map((v) => String(v).trim()).filter(Boolean);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this test refuses
  if (values.some((v) => /[\u0000-\u001f\u007f]/.test(v))) throw new ValidationError({ size: M.sizeControl });
  if (values.some((v) => v.length > SIZE_FILTER_LIMITS.sizeMax)) throw new ValidationError({ size: M.sizeTooLong });
  const distinct = [...new Set(values)];
  if (distinct.length > SIZE_FILTER_LIMITS.sizesMax) throw new ValidationError({ size: M.sizeTooMany });
  return distinct;
}

function price(key: string, raw: unknown, message: string): number | undefined {
  const v = single(key, raw);
  if (v === undefined) return undefined;
  if (!/^\d{1,9}(\.\d+)?$/.test(v)) throw new ValidationError({ [key]: message });
  return Number(v);
}

/** Splits a search into lower-cased words; punctuation stays part of the text (it is matched literally, never interpreted). */
export function searchTerms(search: string): string[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return [...new Set(words)].slice(0, SEARCH_MAX_TERMS);
}

/** Escapes LIKE's wildcards so % and _ in a search are plain characters (backslash is the default escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/**
 * Turns the URL's query into a filter. Junk answers 400 with a message naming the key; limit above the maximum is
 * capped (the answer's pagination.limit shows the limit used); a page past the end is allowed and simply empty.
 */
export function parseProductQuery(raw: RawProductQuery, canViewAll: boolean): ProductFilter {
  // control characters (NUL above all, which PostgreSQL refuses in text) separate words like spaces do
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters in a search are replaced on purpose
  const search = (single('search', raw.search) ?? '').replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  if (search.length > SEARCH_MAX_LENGTH) throw new ValidationError({ search: M.searchTooLong });
  const brandRaw = list(raw.brand);
  if (brandRaw.join(',').length > 500) throw new ValidationError({ brand: M.brandTooLong });
  const conditions = list(raw.condition).map((c) => c.toUpperCase());
  for (const c of conditions) {
    if (!(CONDITIONS as readonly string[]).includes(c)) throw new ValidationError({ condition: M.conditionInvalid });
  }
  const categoryId = single('category', raw.category);
  if (categoryId !== undefined && !isEntityId(categoryId)) throw new ValidationError({ category: M.categoryInvalid });

  const minPrice = price('minPrice', raw.minPrice, M.minPriceInvalid);
  const maxPrice = price('maxPrice', raw.maxPrice, M.maxPriceInvalid);
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    throw new ValidationError({ minPrice: M.priceRangeInvalid });
  }

  const sortByRaw = single('sortBy', raw.sortBy);
  if (sortByRaw !== undefined && !(PRODUCT_SORT_FIELDS as readonly string[]).includes(sortByRaw)) {
    throw new ValidationError({ sortBy: M.sortByInvalid });
  }
  const sortOrderRaw = single('sortOrder', raw.sortOrder)?.toLowerCase();
  if (sortOrderRaw !== undefined && sortOrderRaw !== 'asc' && sortOrderRaw !== 'desc') {
    throw new ValidationError({ sortOrder: M.sortOrderInvalid });
  }
  const terms = searchTerms(search);
  const sortBy: ProductFilter['sortBy'] = (sortByRaw as ProductSortField | undefined) ?? (terms.length ? 'relevance' : 'createdAt');
  const defaultOrder: SortOrder = sortBy === 'name' || sortBy === 'brand' || sortBy === 'price' ? 'asc' : 'desc';

  const stock = single('stock', raw.stock)?.toUpperCase();
  if (stock !== undefined && !(AVAILABILITIES as readonly string[]).includes(stock)) throw new ValidationError({ stock: M.stockInvalid });

  const limit = wholeNumber('limit', raw.limit, M.limitInvalid) ?? DEFAULT_PAGE_SIZE;
  const page = wholeNumber('page', raw.page, M.pageInvalid) ?? 1;

  const filter: ProductFilter = {
    publicOnly: !canViewAll,
    featured: bool('featured', raw.featured),
    publiclyVisible: bool('publiclyVisible', raw.publiclyVisible),
    archived: bool('archived', raw.archived),
    categoryId,
    terms,
    brands: [...new Set(brandRaw.map((b) => b.toLowerCase()))],
    conditions: [...new Set(conditions)] as Condition[],
    minPrice,
    maxPrice,
    sortBy,
    sortOrder: (sortOrderRaw as SortOrder | undefined) ?? defaultOrder,
    page,
    limit: Math.min(limit, MAX_LIST_LIMIT),
    facets: bool('facets', raw.facets) ?? false,
    stock: stock as Availability | undefined,
    sizes: sizes(raw.size),
  };
  if (filter.publicOnly) {
    // whatever a shopper sends, they never reach archived products
    filter.publiclyVisible = undefined;
    filter.archived = undefined;
  }
  return filter;
}

/** What a filter selects, in a stable form: two URLs meaning the same selection give the same list. */
const selectionParts = (f: ProductFilter) => [
  f.featured,
  f.publiclyVisible,
  f.archived,
  f.categoryId,
  f.terms,
  [...f.brands].sort(),
  [...f.conditions].sort(),
  f.minPrice,
  f.maxPrice,
  f.facets,
  f.stock,
  [...f.sizes].sort(),
];

/** A stable key for the public answer cache: two URLs meaning the same filter share one entry. */
export function filterCacheKey(f: ProductFilter): string {
  return JSON.stringify([...selectionParts(f), f.sortBy, f.sortOrder, f.page, f.limit]);
}

/** The part of a filter a list's total and facets depend on: everything but sort, page and page size. */
export function summaryCacheKey(f: ProductFilter): string {
  return JSON.stringify([f.publicOnly, ...selectionParts(f)]);
}
