import { fetchProducts, productQueryString, type ProductQuery } from '../../lib/api/api';
import type { ProductList } from '../../model/types';
import { SEARCH_LISTING, hasSearch, parseListing, toProductQuery } from '../../lib/listing/query';
import { CARD_IMAGE_SIZES, EAGER_CARDS, imageAttrs } from '../../lib/images/card-image';

const KEY = '__shopSearchPrefetch';
type Entry = { key: string; promise: Promise<ProductList> };
type WithEntry = Window & { [KEY]?: Entry };

/**
 * Starts the results request of a /search?… URL while the search island's code is still downloading, so the
 * shopper waits for the slower of the two instead of both in a row. It runs in the page's first script
 * (prefetch-start.ts), so the request leaves with the first bytes of the page, not after a chain of modules.
 */
export function startSearchPrefetch(): Entry | null {
  const params = parseListing(location.search, SEARCH_LISTING);
  if (!hasSearch(params)) return null;
  const query = toProductQuery(params);
  const promise = fetchProducts(query);
  promise.then(preloadFirstImages, () => undefined); // the island reports failures when it takes the answer
  const entry = { key: productQueryString(query), promise };
  (window as WithEntry)[KEY] = entry;
  return entry;
}

/**
 * The first cards' images (the page's largest paint) start loading as soon as the results arrive, not once the
 * island has started and rendered them; the same src, srcset and sizes as the cards, so the cards reuse them.
 */
function preloadFirstImages(list: ProductList): void {
  for (const product of list.products.slice(0, EAGER_CARDS)) {
    const image = imageAttrs(product.images[0], CARD_IMAGE_SIZES, product.name);
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = image.src;
    if (image.srcSet) link.setAttribute('imagesrcset', image.srcSet);
    if (image.sizes) link.setAttribute('imagesizes', image.sizes);
    link.setAttribute('fetchpriority', 'high');
    document.head.appendChild(link);
  }
}

/** The prefetched answer for exactly this query, once; null otherwise. */
export function takeSearchPrefetch(query: ProductQuery): Promise<ProductList> | null {
  const w = window as WithEntry;
  const entry = w[KEY];
  if (!entry || entry.key !== productQueryString(query)) return null;
  delete w[KEY];
  return entry.promise;
}
