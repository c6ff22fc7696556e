/**
 * Applies one product change to the catalog the incremental renderer keeps in memory, leaving it as indexCatalog()
 * would build it from a fresh read of the API (the same order, catalogOrder: a product that sold out moves after the
 * others when the shop lists sold-out products last).
 */
import { featuredOf, normaliseProduct, type Catalog } from '../lib/catalog/catalog';
import { catalogOrder, type ProductOrder } from '../lib/catalog/catalog-order';
import { shownByIndexes } from '../lib/catalog/related';
import type { Product } from '../model/types';

/** Where a product stood in (or stands in) the catalog, as far as other pages are concerned. */
export interface Placement {
  product: Product;
  /** Its category's id when that category is visible (then it is listed there), else null. */
  listedIn: string | null;
  index: number;
  /** How many products its category lists. */
  count: number;
  /** Products whose "related" section shows it. */
  shownBy: string[];
}

/** Inserts `p` in order; answers its index. */
function insertSorted(list: Product[], p: Product, order: ProductOrder): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (order(list[mid], p) < 0) lo = mid + 1;
    else hi = mid;
  }
  list.splice(lo, 0, p);
  return lo;
}

/** Positions from `from` on: those before it did not move (a whole category of 30,000 cost 0.1 s a change). */
function reindex(c: Catalog, categoryId: string, from = 0): void {
  const list = c.productsByCategory.get(categoryId);
  if (!list) return;
  for (let i = Math.max(0, from); i < list.length; i++) c.positionInCategory.set(list[i].id, i);
}

export function placementOf(c: Catalog, id: string): Placement | null {
  const product = c.productById.get(id);
  if (!product) return null;
  const list = c.productsByCategory.get(product.categoryId);
  const index = c.positionInCategory.get(id);
  if (!list || index === undefined) return { product, listedIn: null, index: -1, count: 0, shownBy: [] };
  return { product, listedIn: product.categoryId, index, count: list.length, shownBy: shownByIndexes(index, list.length).map((i) => list[i].id) };
}

/** The product as the catalog would hold it after a fresh read, or null when shoppers may not see it. */
export function publicProduct(raw: Product | null): Product | null {
  return raw && raw.id && raw.publiclyVisible !== false ? normaliseProduct(raw) : null;
}

/** Replaces (or removes, when `next` is null) product `id`; answers where it stood before and stands now. */
export function applyProductChange(c: Catalog, id: string, next: Product | null): { before: Placement | null; after: Placement | null } {
  const was = placementOf(c, id);
  if (was) {
    const old = was.product;
    c.products.splice(c.products.indexOf(old), 1);
    c.productById.delete(id);
    c.positionInCategory.delete(id);
    const list = c.productsByCategory.get(old.categoryId);
    if (list && was.index >= 0) {
      list.splice(was.index, 1);
      reindex(c, old.categoryId, was.index);
    }
  }
  if (next) {
    const order = catalogOrder(c.settings);
    insertSorted(c.products, next, order);
    c.productById.set(id, next);
    const list = c.productsByCategory.get(next.categoryId);
    if (list) reindex(c, next.categoryId, insertSorted(list, next, order));
  }
  c.featured = featuredOf(c.products);
  return { before: was, after: placementOf(c, id) };
}
