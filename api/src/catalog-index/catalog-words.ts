import { compareC } from './c-order';
import { charLength } from '../product-query/search-fold';
import { trigramSimilarity, trigramsOf } from './trigrams';

/** The typo widening's rules, the same as the SQL path's (search-ranking.sql.ts EXPANSION_SQL). */
const MIN_TYPO_LENGTH = 4;
const MIN_SIMILARITY = 0.4;
const MAX_CORRECTIONS = 5;
const MEMO_MAX = 5_000;
/** Arabic letters are stored as upper-case ASCII codes; a word with one is corrected only to words with one. */
const ARABIC_CODE = /[A-Z]/;

/**
 * The catalog's vocabulary (the catalog_words table: every word products ever had, kept by a trigger) with a
 * trigram index, answering the SQL path's two questions in memory: is a search word known (some catalog word
 * holds it), and if not, which catalog words are closest to it.
 */
export class CatalogWords {
  private readonly words: string[] = [];
  private readonly known = new Set<string>();
  private readonly sizes: number[] = [];
  private readonly postings = new Map<string, number[]>();
  private readonly memo = new Map<string, string[]>();

  get size(): number {
    return this.words.length;
  }

  add(word: string): void {
    if (this.known.has(word)) return;
    const id = this.words.length;
    this.words.push(word);
    this.known.add(word);
    const grams = trigramsOf(word);
    this.sizes.push(grams.length);
    for (const g of grams) {
      const list = this.postings.get(g);
      if (list) list.push(id);
      else this.postings.set(g, [id]);
    }
    this.memo.clear();
  }

  /** The words the products_collect_words trigger takes from a search text. */
  addFromSearchText(searchText: string): void {
    for (const w of searchText.split(/[^A-Za-z0-9']+/)) {
      const n = charLength(w);
      if (n >= 2 && n <= 40) this.add(w);
    }
  }

  /**
   * Close catalog words for a folded search word that appears in no catalog word (none for a known or short word):
   * the five nearest by trigram similarity, and the words two swapped neighbouring letters stand for.
   */
  corrections(term: string): string[] {
    const hit = this.memo.get(term);
    if (hit) return hit;
    const found = this.compute(term);
    if (this.memo.size >= MEMO_MAX) this.memo.clear();
    this.memo.set(term, found);
    return found;
  }

  private compute(term: string): string[] {
    if (charLength(term) < MIN_TYPO_LENGTH) return [];
    for (const w of this.words) if (w.includes(term)) return [];
    const grams = trigramsOf(term);
    const shared = new Map<number, number>();
    for (const g of grams) for (const id of this.postings.get(g) ?? []) shared.set(id, (shared.get(id) ?? 0) + 1);
    const arabic = ARABIC_CODE.test(term);
    const near: { word: string; dist: number }[] = [];
    for (const [id, n] of shared) {
      const sim = trigramSimilarity(n, grams.length, this.sizes[id]);
      const word = this.words[id];
      if (sim >= MIN_SIMILARITY && ARABIC_CODE.test(word) === arabic) near.push({ word, dist: Math.fround(1 - sim) });
    }
    near.sort((a, b) => a.dist - b.dist || compareC(a.word, b.word));
    const found = near.slice(0, MAX_CORRECTIONS).map((n) => n.word);
    // a swapped pair of neighbouring letters is one slip: the catalog words it swaps back to are corrections too
    const chars = [...term];
    for (let k = 0; k + 1 < chars.length; k++) {
      const swapped = [...chars.slice(0, k), chars[k + 1], chars[k], ...chars.slice(k + 2)].join('');
      if (this.known.has(swapped) && !found.includes(swapped)) found.push(swapped);
    }
    return found;
  }
}
