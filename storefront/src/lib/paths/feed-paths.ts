/**
 * The product feed files and which one lists a product. The main address of each language is what the owner pastes
 * into Commerce Manager and Merchant Center; it is the whole feed while the catalog fits in one file, and an index of
 * the part files once it does not (placed the way the sitemap places products: by a hash of the id).
 */
import { FEED_PATHS } from '@shop/common';
import type { Lang } from '../../i18n/lang';
import type { Catalog } from '../catalog/catalog';
import { productSitemapOf } from './product-buckets';

export { FEED_PATHS };
export const FEED_LANGS: Lang[] = ['en', 'ar'];

/**
 * Products per feed file. The platforms read files of gigabytes, but a sale rewrites the file listing its product,
 * with its .gz and .br: a file of 1,000 products (up to a few thousand items with their sizes, about 2 MB) is
 * rewritten in a few tens of milliseconds, which keeps the feed as fresh as the product page.
 */
export const FEED_PRODUCTS_PER_FILE = 1000;

export const feedFileCount = (products: number): number => Math.max(1, Math.ceil(products / FEED_PRODUCTS_PER_FILE));

/** Part `n` (1…count) of a language's feed; only exists when the catalog needs more than one file. */
export const feedPartPath = (lang: Lang, n: number): string => FEED_PATHS[lang].replace(/\.xml$/, `-${n}.xml`);

/** The part file (1…count) listing a product. */
export const feedPartOf = (productId: string, count: number): number => productSitemapOf(productId, count);

export const isFeedPath = (pagePath: string): boolean => pagePath.startsWith('/feeds/');

/** Every feed file of a catalog: the two main addresses, then each part in both languages. */
export function feedFilePaths(catalog: Pick<Catalog, 'products'>): string[] {
  const count = feedFileCount(catalog.products.length);
  const parts = count === 1 ? [] : Array.from({ length: count }, (_, i) => FEED_LANGS.map((l) => feedPartPath(l, i + 1))).flat();
  return [FEED_PATHS.en, FEED_PATHS.ar, ...parts];
}

/** The part files of one language (none while the catalog fits in one file), for the pages' getStaticPaths. */
export function feedPartNames(catalog: Pick<Catalog, 'products'>): string[] {
  const count = feedFileCount(catalog.products.length);
  return count === 1 ? [] : Array.from({ length: count }, (_, i) => `products-${i + 1}`);
}
