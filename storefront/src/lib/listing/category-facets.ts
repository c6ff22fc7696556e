import type { Product } from '../../model/types';
import { effectivePrice } from '../rules/prices';
import { listedSizes, type SizeOption } from './sizes';

/** What every listing page of a category shows of the whole category: its brand and size filters, and whether any price is struck. */
export interface CategoryFacets {
  brands: { value: string; count: number }[];
  sizes: SizeOption[];
  anyStruck: boolean;
}

/** A card shows its price struck through: the category's listing pages then name the licence under their cards. */
export const isStruck = (p: Product): boolean => effectivePrice(p) < p.sellingPrice;

function countFacets(all: Product[]): CategoryFacets {
  const brandCounts = new Map<string, number>();
  for (const p of all) brandCounts.set(p.brand, (brandCounts.get(p.brand) ?? 0) + 1);
  const brands = [...brandCounts].map(([value, count]) => ({ value, count })).sort((a, b) => a.value.localeCompare(b.value));
  return { brands, sizes: listedSizes(all), anyStruck: all.some(isStruck) };
}

/** Per category list: the products it held when counted (their objects: a changed product is a new one), and the counts. */
const counted = new WeakMap<Product[], { members: Product[]; facets: CategoryFacets }>();

/**
 * The category's facets, counted once for all its listing pages rather than once per page (a tenth of a full build's
 * CPU at 10,000 products). The incremental renderer changes a category's list in place (renderer/catalog-delta.ts),
 * replacing a changed product's object, so the counts are reused only while the list holds the very same objects.
 */
export function categoryFacets(all: Product[]): CategoryFacets {
  const kept = counted.get(all);
  if (kept && kept.members.length === all.length && kept.members.every((p, i) => p === all[i])) return kept.facets;
  const facets = countFacets(all);
  counted.set(all, { members: [...all], facets });
  return facets;
}
