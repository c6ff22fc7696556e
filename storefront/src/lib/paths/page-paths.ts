/**
 * Every page the storefront prebuilds for a catalog, in both languages, and the file each one is written to. The page
 * files' getStaticPaths, the sitemap, the full build and the incremental renderer all read this module, so a page
 * added here is built by all of them.
 */
import { DEFAULT_PAGE_SIZE } from '@shop/common';
import { LANGS, localePath, type Lang } from '../../i18n/lang';
import { getCatalog, type Catalog } from '../catalog/catalog';
import { categoryPageHref } from './category-pages';
import { feedFilePaths, isFeedPath } from './feed-paths';

/** The sitemap index, and the sitemap of the pages that are not products. */
export const SITEMAP_INDEX = '/sitemap.xml';
export const PAGES_SITEMAP = '/sitemaps/pages.xml';

/** The seller's legal details (E-Commerce Law); listed in the sitemap only once the owner has entered them. */
export const LEGAL_PAGE = '/legal';

/** Pages that exist whatever the catalog holds, as language-neutral paths. */
export const FIXED_PAGES = [
  '/',
  '/search',
  '/404',
  SITEMAP_INDEX,
  PAGES_SITEMAP,
  '/robots.txt',
  '/live/product',
  '/live/category',
  // the order page's shell: the layout names the shop and its categories, so settings and category changes re-render it
  '/live/order',
  LEGAL_PAGE,
] as const;

/** Machine-read files: one for the whole site, with no Arabic copy. */
const isSiteWide = (pagePath: string) =>
  pagePath === SITEMAP_INDEX || pagePath === '/robots.txt' || pagePath.startsWith('/sitemaps/') || isFeedPath(pagePath);

/** A language-neutral page path as the address of each language it exists in. */
export function inEveryLanguage(pagePath: string): string[] {
  return isSiteWide(pagePath) ? [pagePath] : LANGS.map((l) => localePath(l, pagePath));
}

/**
 * Products per sitemap file. Each product is two addresses (English, Arabic) of about 500 bytes, so a file stays far
 * below what search engines read from one sitemap (50,000 addresses, 50 MB), and a product change rewrites one small
 * file instead of a sitemap of the whole catalog.
 */
export const PRODUCTS_PER_SITEMAP = 2000;

export const productSitemapCount = (products: number): number => Math.max(1, Math.ceil(products / PRODUCTS_PER_SITEMAP));
export const productSitemapPath = (n: number): string => `/sitemaps/products-${n}.xml`;

import { productSitemapOf } from './product-buckets';

export { productSitemapOf };

export function productSitemapPaths(catalog: Pick<Catalog, 'products'>): string[] {
  return Array.from({ length: productSitemapCount(catalog.products.length) }, (_, i) => productSitemapPath(i + 1));
}

export const productPagePath = (id: string): string => `/products/${id}`;

export async function productStaticPaths() {
  const { products } = await getCatalog();
  return products.map((product) => ({ params: { id: product.id }, props: { product } }));
}

export async function categoryStaticPaths() {
  const { categories } = await getCatalog();
  return categories.map((category) => ({ params: { id: category.id }, props: { category, page: 1 } }));
}

/** How many prebuilt listing pages a category has: always the first, then one per DEFAULT_PAGE_SIZE products. */
export function categoryPageCount(catalog: Pick<Catalog, 'productsByCategory'>, categoryId: string): number {
  return Math.max(1, Math.ceil((catalog.productsByCategory.get(categoryId)?.length ?? 0) / DEFAULT_PAGE_SIZE));
}

/** The listing pages of a category; none when the catalog does not hold it (hidden from shoppers, or deleted). */
export function categoryPagePaths(catalog: Pick<Catalog, 'productsByCategory'>, categoryId: string): string[] {
  if (!catalog.productsByCategory.has(categoryId)) return [];
  return Array.from({ length: categoryPageCount(catalog, categoryId) }, (_, i) => categoryPageHref(categoryId, i + 1));
}

/** Pages 2…n of each category at the default page size, so every product is reachable by links without JavaScript. */
export async function categoryPageStaticPaths() {
  const catalog = await getCatalog();
  return catalog.categories.flatMap((category) =>
    Array.from({ length: categoryPageCount(catalog, category.id) - 1 }, (_, i) => ({
      params: { id: category.id, page: String(i + 2) },
      props: { category, page: i + 2 },
    })),
  );
}

/** Every page of the catalog, language-neutral (see inEveryLanguage for the addresses built). */
export function allPagePaths(catalog: Catalog): string[] {
  return [
    ...FIXED_PAGES,
    ...catalog.categories.flatMap((c) => categoryPagePaths(catalog, c.id)),
    ...catalog.products.map((p) => productPagePath(p.id)),
    ...productSitemapPaths(catalog),
    ...feedFilePaths(catalog),
  ];
}

/** The file a page is written to inside a build (Astro's `directory` format; the 404 page and endpoints keep their name). */
export function pageFile(pagePath: string): string {
  if (pagePath === '/') return 'index.html';
  if (pagePath === '/404') return '404.html';
  const rel = pagePath.replace(/^\/+|\/+$/g, '');
  return /\.[a-z]+$/.test(rel) ? rel : `${rel}/index.html`;
}

/** One public page: its language-neutral path and its address in each language. */
export interface PublicPage {
  path: string;
  urls: Record<Lang, string>;
  lastmod?: string;
  priority: string;
}

/** The indexable pages that are not products (no live or 404 pages), each with its English and Arabic address. */
export function publicPages(catalog: Pick<Catalog, 'categories' | 'productsByCategory'> & Partial<Pick<Catalog, 'settings'>>): PublicPage[] {
  const pages = [publicPage('/', '1.0'), publicPage('/search', '0.5')];
  if (catalog.settings?.legal) pages.push(publicPage(LEGAL_PAGE, '0.2'));
  for (const c of catalog.categories) {
    pages.push(publicPage(`/category/${c.id}`, '0.8', c.updatedAt));
    for (let p = 2; p <= categoryPageCount(catalog, c.id); p++) pages.push(publicPage(`/category/${c.id}/page/${p}`, '0.4'));
  }
  return pages;
}

/** The product pages listed in product sitemap `n`. */
export function productSitemapPages(catalog: Pick<Catalog, 'products'>, n: number): PublicPage[] {
  const count = productSitemapCount(catalog.products.length);
  return catalog.products.filter((p) => productSitemapOf(p.id, count) === n).map((p) => publicPage(productPagePath(p.id), '0.7', p.updatedAt));
}

function publicPage(path: string, priority: string, lastmod?: string): PublicPage {
  return { path, urls: Object.fromEntries(LANGS.map((l) => [l, localePath(l, path)])) as Record<Lang, string>, lastmod, priority };
}
