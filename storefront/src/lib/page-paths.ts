/**
 * Every public page of the storefront, in both languages, enumerated in one place: the page files' getStaticPaths,
 * the sitemap and anything that renders single pages read it from here.
 */
import { DEFAULT_PAGE_SIZE } from '@shop/common';
import { LANGS, localePath, type Lang } from '../i18n/lang';
import { getCatalog, type Catalog } from './catalog';

export async function productStaticPaths() {
  const { products } = await getCatalog();
  return products.map((product) => ({ params: { id: product.id }, props: { product } }));
}

export async function categoryStaticPaths() {
  const { categories } = await getCatalog();
  return categories.map((category) => ({ params: { id: category.id }, props: { category, page: 1 } }));
}

export function categoryPageCount(catalog: Pick<Catalog, 'productsByCategory'>, categoryId: string): number {
  return Math.max(1, Math.ceil((catalog.productsByCategory.get(categoryId)?.length ?? 0) / DEFAULT_PAGE_SIZE));
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

/** One public page: its language-neutral path and its address in each language. */
export interface PublicPage {
  path: string;
  urls: Record<Lang, string>;
  lastmod?: string;
  priority: string;
}

/** The indexable pages (no live or 404 pages), each with its English and Arabic address. */
export function publicPages(catalog: Pick<Catalog, 'categories' | 'products' | 'productsByCategory'>): PublicPage[] {
  const page = (path: string, priority: string, lastmod?: string): PublicPage => ({
    path,
    urls: Object.fromEntries(LANGS.map((l) => [l, localePath(l, path)])) as Record<Lang, string>,
    lastmod,
    priority,
  });
  const pages = [page('/', '1.0'), page('/search', '0.5')];
  for (const c of catalog.categories) {
    pages.push(page(`/category/${c.id}`, '0.8', c.updatedAt));
    for (let p = 2; p <= categoryPageCount(catalog, c.id); p++) pages.push(page(`/category/${c.id}/page/${p}`, '0.4'));
  }
  for (const p of catalog.products) pages.push(page(`/products/${p.id}`, '0.7', p.updatedAt));
  return pages;
}
