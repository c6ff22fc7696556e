/**
 * Which pages one product change can alter: its own page, the listing pages of the categories it left or joined
 * (only the page holding it when it kept its place), the pages whose "related" section shows it, the home page, the
 * sitemap file listing it and the sitemap index. Pages listed here are re-rendered and rewritten only if their bytes differ, so this errs on the wide side.
 */
import { DEFAULT_PAGE_SIZE } from '@shop/common';
import { categoryPageHref } from '../lib/paths/category-pages';
import { isStruck } from '../lib/listing/category-facets';
import type { Catalog } from '../lib/catalog/catalog';
import {
  categoryPagePaths,
  PAGES_SITEMAP,
  productPagePath,
  productSitemapCount,
  productSitemapOf,
  productSitemapPath,
  productSitemapPaths,
  SITEMAP_INDEX,
} from '../lib/paths/page-paths';
import type { Placement } from './catalog-delta';
import { allFeeds, feedsForProductChange } from './affected-feeds';

export interface PageSet {
  render: Set<string>;
  remove: Set<string>;
}

export const emptyPageSet = (): PageSet => ({ render: new Set(), remove: new Set() });

/** The sizes a product adds to its category's sizes filter (the same on every listing page of it). */
const sizesKey = (p: Placement['product']) => [...new Set(p.sizes ?? [])].sort().join('\u0000');

/**
 * Whether every page of the category must be looked at: the count, the brand or sizes filter, the cover image, or the
 * licence named under struck prices (when this was or is the category's only struck price) may differ.
 */
/** Listed in the same category, at the same place, among as many products. */
const samePlace = (before: Placement | null, after: Placement | null): before is Placement =>
  !!before && !!after && before.listedIn === after.listedIn && before.index === after.index && before.count === after.count;

function movedOrReshaped(before: Placement | null, after: Placement | null): boolean {
  if (!samePlace(before, after) || !after) return true;
  if (before.product.brand !== after.product.brand || sizesKey(before.product) !== sizesKey(after.product)) return true;
  if (isStruck(before.product) !== isStruck(after.product)) return true;
  return after.index === 0; // the first product's image stands for the category when it has none of its own
}

/**
 * Whether shoppers see the product as they did, at the same place: every page is made from the catalog alone, so none
 * can differ. Most stock changes (a sale or delivery of a size that stays in stock) and edits of what only staff see
 * are such: their 18 pages (both languages) were rendered again to the very same bytes.
 */
function unchanged(before: Placement | null, after: Placement | null): boolean {
  if (!samePlace(before, after) || !after) return false;
  return before.product === after.product || JSON.stringify(before.product) === JSON.stringify(after.product);
}

export function pagesForProductChange(c: Catalog, id: string, before: Placement | null, after: Placement | null, into: PageSet): void {
  if (unchanged(before, after)) return;
  if (after) into.render.add(productPagePath(id));
  else if (before) into.remove.add(productPagePath(id));
  into.render.add('/');
  sitemapsForProductChange(c, id, before, after, into);
  feedsForProductChange(c, id, !!before, !!after, into);
  for (const p of [...(before?.shownBy ?? []), ...(after?.shownBy ?? [])]) if (c.productById.has(p)) into.render.add(productPagePath(p));
  const categories = new Set([before?.listedIn, after?.listedIn].filter((x): x is string => !!x));
  for (const categoryId of categories) {
    if (!movedOrReshaped(before, after)) {
      into.render.add(categoryPageHref(categoryId, Math.floor(after!.index / DEFAULT_PAGE_SIZE) + 1));
      continue;
    }
    const now = categoryPagePaths(c, categoryId);
    now.forEach((p) => into.render.add(p));
    const was = before?.listedIn === categoryId ? Math.max(1, Math.ceil(before.count / DEFAULT_PAGE_SIZE)) : 0;
    for (let n = now.length + 1; n <= was; n++) into.remove.add(categoryPageHref(categoryId, n));
  }
}

/** The product's sitemap file and the index; every product sitemap when the number of files changed with it. */
function sitemapsForProductChange(c: Catalog, id: string, before: Placement | null, after: Placement | null, into: PageSet): void {
  into.render.add(SITEMAP_INDEX);
  const count = productSitemapCount(c.products.length);
  const countBefore = productSitemapCount(c.products.length - (after ? 1 : 0) + (before ? 1 : 0));
  if (count === countBefore) {
    into.render.add(productSitemapPath(productSitemapOf(id, count)));
    return;
  }
  productSitemapPaths(c).forEach((p) => into.render.add(p));
  for (let n = count + 1; n <= countBefore; n++) into.remove.add(productSitemapPath(n));
}

/** After a category or settings change: every sitemap file, since products may have joined or left the public catalog. */
export function allSitemaps(c: Catalog, into: PageSet): void {
  [SITEMAP_INDEX, PAGES_SITEMAP, ...productSitemapPaths(c)].forEach((p) => into.render.add(p));
  allFeeds(c, into);
}
