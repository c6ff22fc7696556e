/**
 * Every page the storefront prebuilds for a catalog, and the file each one is written to. The full build (through the
 * pages' getStaticPaths) and the incremental renderer both read this list, so a page added here is built by both.
 */
import { DEFAULT_PAGE_SIZE } from '@shop/common';
import type { Catalog } from './catalog';
import { categoryPageHref } from '../features/category/pages';

/** Pages that exist whatever the catalog holds. */
export const FIXED_PAGES = ['/', '/search', '/404', '/sitemap.xml', '/robots.txt', '/live/product', '/live/category'] as const;

export const productPagePath = (id: string): string => `/products/${id}`;

/** How many prebuilt listing pages a category has: always the first, then one per DEFAULT_PAGE_SIZE products. */
export function categoryPageCount(catalog: Pick<Catalog, 'productsByCategory'>, categoryId: string): number {
  return Math.max(1, Math.ceil((catalog.productsByCategory.get(categoryId)?.length ?? 0) / DEFAULT_PAGE_SIZE));
}

export function categoryPagePaths(catalog: Pick<Catalog, 'productsByCategory'>, categoryId: string): string[] {
  return Array.from({ length: categoryPageCount(catalog, categoryId) }, (_, i) => categoryPageHref(categoryId, i + 1));
}

export function allPagePaths(catalog: Catalog): string[] {
  return [
    ...FIXED_PAGES,
    ...catalog.categories.flatMap((c) => categoryPagePaths(catalog, c.id)),
    ...catalog.products.map((p) => productPagePath(p.id)),
  ];
}

/** The file a page is written to inside a build (Astro's `directory` format; the 404 page and endpoints keep their name). */
export function pageFile(pagePath: string): string {
  if (pagePath === '/') return 'index.html';
  if (pagePath === '/404') return '404.html';
  const rel = pagePath.replace(/^\/+|\/+$/g, '');
  return /\.[a-z]+$/.test(rel) ? rel : `${rel}/index.html`;
}
