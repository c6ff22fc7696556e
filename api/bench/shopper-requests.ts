import { seededRandom } from '../src/core/ids/seeded-random';
import { BENCH_CATEGORIES } from './bench-catalog';

/**
 * Distinct, realistic storefront requests for the benchmark catalog: keywords from the catalog's own word lists
 * (one or two words, often misspelt), filters, sorts and page numbers as shoppers combine them. Seeded, so two
 * runs send the same sequence.
 */

export const BRANDS = ['new era', 'krwn', 'tambay', "'47", 'mitchell', 'nike', 'adidas', 'vans', 'converse', 'puma', 'reebok', 'champion'];
export const ADJECTIVES = [
  'retro',
  'vintage',
  'classic',
  'faded',
  'washed',
  'heritage',
  'throwback',
  'old school',
  'street',
  'manila',
  'riyadh',
  'desert',
];
export const THEMES = ['sunset', 'lakers', 'bulls', 'tropical', 'jeepney', 'palm', 'falcon', 'camel', 'eagle', 'wave', 'logo', 'script'];
export const TYPES = ['snapback', 'cap', 'tee', 'graphic tee', 'sneakers', 'low sneakers', 'snapback cap'];
export const COLORS = ['black', 'white', 'gray', 'red', 'blue', 'green', 'navy', 'beige', 'maroon', 'olive', 'tan', 'brown'];
/** Misspellings shoppers really type (dropped letters, phonetic spellings), besides the random typos below. */
export const KNOWN_TYPOS = [
  'snapbak',
  'vintge',
  'sneekers',
  'adiddas',
  'jepney',
  'lakrs',
  'tropicl',
  'convers',
  'retr0',
  'throwbak',
  'herritage',
  'snap back',
];
const CONDITIONS = ['NEW', 'VINTAGE', 'SECOND_HAND', 'USED', 'REFURBISHED', 'COLLECTOR'];
const SORTS: (string | null)[] = [null, 'createdAt:desc', 'price:asc', 'price:desc', 'name:asc', 'name:desc', 'brand:asc'];
const LISTING_SORTS = SORTS.filter((s): s is string => s !== null);

/** Requests vary reproducibly: the same seed, the same requests. */
export const rng = seededRandom;

const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)];

/** One random keystroke slip: a dropped, doubled, swapped or wrong letter (words of 5+ letters only). */
export function typo(r: () => number, word: string): string {
  if (word.length < 5 || word.includes(' ')) return word;
  const i = 1 + Math.floor(r() * (word.length - 2));
  switch (Math.floor(r() * 4)) {
    case 0:
      return word.slice(0, i) + word.slice(i + 1);
    case 1:
      return word.slice(0, i) + word[i] + word.slice(i);
    case 2:
      return word.slice(0, i - 1) + word[i] + word[i - 1] + word.slice(i + 1);
    default:
      return word.slice(0, i) + pick(r, [...'aeioustnrl']) + word.slice(i + 1);
  }
}

export function keyword(r: () => number): string {
  const roll = r();
  let words: string[];
  if (roll < 0.12) words = [pick(r, KNOWN_TYPOS)];
  else if (roll < 0.35) words = [pick(r, [...BRANDS, ...ADJECTIVES, ...THEMES, ...TYPES])];
  else if (roll < 0.6) words = [pick(r, BRANDS), pick(r, TYPES)];
  else if (roll < 0.8) words = [pick(r, ADJECTIVES), pick(r, TYPES)];
  else if (roll < 0.9) words = [pick(r, THEMES), pick(r, TYPES)];
  else words = [pick(r, COLORS), pick(r, TYPES)];
  // a third of the words carry a random slip
  return words.map((w) => (r() < 0.33 ? typo(r, w) : w)).join(' ');
}

function priceRange(r: () => number, q: URLSearchParams): void {
  const min = 40 + Math.floor(r() * 200);
  if (r() < 0.5) q.set('minPrice', String(min));
  if (r() < 0.7) q.set('maxPrice', String(min + 20 + Math.floor(r() * 150)));
}

/** Mostly the first page; some shoppers page on, a few jump deep (past the end is allowed and simply empty). */
function searchPage(r: () => number): number {
  const roll = r();
  if (roll < 0.7) return 1;
  if (roll < 0.9) return 2 + Math.floor(r() * 4);
  return 6 + Math.floor(r() * 295);
}

/** The storefront's search island: keyword, optional filters and sort, 10 per page, facets for the filter panel. */
export function searchRequest(r: () => number): string {
  const q = new URLSearchParams();
  q.set('search', keyword(r));
  if (r() < 0.2) q.set('category', pick(r, BENCH_CATEGORIES.slice(0, 3)).id);
  if (r() < 0.15) q.set('brand', pick(r, ['New Era', 'Nike', 'Adidas', 'Vans', 'Tambay', 'KRWN']));
  if (r() < 0.1) q.set('condition', pick(r, CONDITIONS));
  if (r() < 0.2) priceRange(r, q);
  const sort = r() < 0.7 ? null : pick(r, SORTS);
  if (sort) {
    const [by, order] = sort.split(':');
    q.set('sortBy', by);
    q.set('sortOrder', order);
  }
  q.set('page', String(searchPage(r)));
  q.set('limit', '10');
  q.set('facets', 'true');
  return `/api/v1/products?${q}`;
}

/** Category and listing pages as the storefront's category island asks them: any sort, any page 1-300, facets on. */
export function listingRequest(r: () => number): string {
  const q = new URLSearchParams();
  if (r() < 0.85) q.set('category', pick(r, BENCH_CATEGORIES.slice(0, 3)).id);
  const [by, order] = pick(r, LISTING_SORTS).split(':');
  q.set('sortBy', by);
  q.set('sortOrder', order);
  if (r() < 0.15) q.set('brand', pick(r, ['New Era', 'Nike', 'Adidas', 'Vans', 'Tambay', 'KRWN']));
  if (r() < 0.15) priceRange(r, q);
  q.set('page', String(1 + Math.floor(r() * 300)));
  q.set('limit', '10');
  q.set('facets', 'true');
  return `/api/v1/products?${q}`;
}

/** The bench catalog's sizes per kind of category (bench-catalog.ts), and all of them for a search across categories. */
export const SIZES_OF: Record<string, string[]> = { cap: ['One Size'], tee: ['S', 'M', 'L', 'XL'], shoe: ['40', '41', '42', '43', '44'] };
export const ALL_SIZES = Object.values(SIZES_OF).flat();

/**
 * A share of the requests as a shopper who has ticked their size sends them: one size (sometimes two) of the
 * category's sizes, or of all sizes without a category. Drawn from its own stream, so the requests stay the same ones.
 */
export function sized(seed: number, make: () => string, share: number): () => string {
  const r = rng(seed + 77);
  return () => {
    const url = make();
    if (r() >= share) return url;
    const category = new URL(url, 'http://x').searchParams.get('category');
    const kind = BENCH_CATEGORIES.find((c) => c.id === category)?.kind;
    const sizes = kind ? SIZES_OF[kind] : ALL_SIZES;
    const pick = () => sizes[Math.floor(r() * sizes.length)];
    const first = pick();
    const second = r() < 0.3 ? pick() : first;
    return `${url}&size=${encodeURIComponent(first)}${second !== first ? `&size=${encodeURIComponent(second)}` : ''}`;
  };
}
