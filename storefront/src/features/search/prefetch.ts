import { fetchProducts, productQueryString, type ProductQuery } from '../../lib/api';
import type { ProductList } from '../../lib/types';
import { SEARCH_LISTING, hasSearch, parseListing, toProductQuery } from '../listing/query';

const KEY = '__shopSearchPrefetch';
type Entry = { key: string; promise: Promise<ProductList> };
type WithEntry = Window & { [KEY]?: Entry };

/**
 * Starts the results request of a /search?… URL while the search island's code is still downloading, so the
 * shopper waits for the slower of the two instead of both in a row.
 */
export function startSearchPrefetch(): void {
  const params = parseListing(location.search, SEARCH_LISTING);
  if (!hasSearch(params)) return;
  const query = toProductQuery(params);
  const promise = fetchProducts(query);
  promise.catch(() => undefined); // the island reports failures when it takes the answer
  (window as WithEntry)[KEY] = { key: productQueryString(query), promise };
}

/** The prefetched answer for exactly this query, once; null otherwise. */
export function takeSearchPrefetch(query: ProductQuery): Promise<ProductList> | null {
  const w = window as WithEntry;
  const entry = w[KEY];
  if (!entry || entry.key !== productQueryString(query)) return null;
  delete w[KEY];
  return entry.promise;
}
