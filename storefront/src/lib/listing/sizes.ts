import type { ProductView } from '@shop/common';

/** One entry of the sizes filter: a size and how many products have it in stock. */
export interface SizeOption {
  value: string;
  count: number;
}

/** Letter sizes in the order shoppers know them; the rest numerically ("7 1/4" < "40" < "42,5" < "43"), then by text. */
const LETTERS = ['XXXS', 'XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '2XL', 'XXXL', '3XL', '4XL'];
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function letterRank(size: string): number {
  const i = LETTERS.indexOf(size.trim().toUpperCase());
  return i < 0 ? LETTERS.length : i;
}

/** The sizes filter's order (the API counts them most first; a shopper looks for their size in size order). */
export function sortSizes<T extends { value: string }>(sizes: T[]): T[] {
  return [...sizes].sort((a, b) => letterRank(a.value) - letterRank(b.value) || collator.compare(a.value, b.value) || (a.value < b.value ? -1 : 1));
}

/**
 * The sizes filter a prebuilt page starts with: per size, how many of the category's products list it, whatever their
 * stock. Every listing page of a category carries it, so it must not change with a sale (a sale rewrites one listing
 * page, not all of them; see renderer/affected-pages.ts); the live answer then brings the counts in stock ("in stock in
 * my size"), as the API counts them.
 */
export function listedSizes(products: Pick<ProductView, 'sizes'>[]): SizeOption[] {
  const counts = new Map<string, number>();
  for (const p of products) for (const size of new Set(p.sizes ?? [])) counts.set(size, (counts.get(size) ?? 0) + 1);
  return sortSizes([...counts].map(([value, count]) => ({ value, count })));
}

/**
 * What the filter offers: the answer's sizes in size order, plus each chosen size the answer no longer counts (shown
 * with 0, so it can be unchosen).
 */
export function sizeOptions(counted: SizeOption[], chosen: string[]): SizeOption[] {
  const missing = chosen.filter((s) => !counted.some((c) => c.value === s)).map((value) => ({ value, count: 0 }));
  return sortSizes([...counted, ...missing]);
}
