import type { Catalog } from './catalog';
import type { Product } from '../../model/types';

export const RELATED_COUNT = 4;

/**
 * "More from this category": the products that follow this one in its category (newest first), wrapping around.
 * Neighbours rather than the category's newest, so a change to one product shows on a handful of other product pages
 * (its predecessors) instead of on every page of its category.
 */
export function relatedProducts(catalog: Pick<Catalog, 'productsByCategory' | 'positionInCategory'>, product: Product): Product[] {
  const list = catalog.productsByCategory.get(product.categoryId) ?? [];
  const at = catalog.positionInCategory.get(product.id);
  if (at === undefined) return [];
  const out: Product[] = [];
  for (let k = 1; k <= Math.min(RELATED_COUNT, list.length - 1); k++) out.push(list[(at + k) % list.length]);
  return out;
}

/** The ids of the products whose related section shows the product at `index` of a category list of this length. */
export function shownByIndexes(index: number, length: number): number[] {
  const out: number[] = [];
  for (let k = 1; k <= Math.min(RELATED_COUNT, length - 1); k++) out.push((index - k + length) % length);
  return out;
}
