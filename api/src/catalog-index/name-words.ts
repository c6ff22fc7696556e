import { SlotPostings } from './slot-postings';

const WHITESPACE = /\s+/;
const HAS_WHITESPACE = /\s/;

/**
 * A search word can be looked up by the name words holding it when it is not empty and holds no whitespace: it is then
 * inside a name exactly when it is inside one of that name's whitespace-separated words.
 */
export function tokenWord(word: string): boolean {
  return word !== '' && !HAS_WHITESPACE.test(word);
}

function wordsOf(name: string, nameAr: string): Set<string> {
  const out = new Set<string>();
  for (const w of name.split(WHITESPACE)) if (w) out.add(w);
  for (const w of nameAr.split(WHITESPACE)) if (w) out.add(w);
  return out;
}

/**
 * The words of the products' names (lower(name) and the folded Arabic name) with the slots whose name holds each.
 * Ranking asks, for every match of a search, whether its name holds each search word; a broad word matches tens of
 * thousands of products, so the names holding a word are found through the few distinct name words that hold it
 * (found once and remembered) instead of searching every match's name.
 */
export class NameWords {
  private readonly wordIndex = new Map<string, number>();
  private readonly words: string[] = [];
  private readonly postings = new SlotPostings();
  private readonly memo = new Map<string, number[]>();

  add(slot: number, name: string, nameAr: string): void {
    for (const word of wordsOf(name, nameAr)) {
      let w = this.wordIndex.get(word);
      if (w === undefined) {
        w = this.postings.open();
        this.words.push(word);
        this.wordIndex.set(word, w);
        this.memo.clear();
      }
      this.postings.add(w, slot);
    }
  }

  /** Call with the name the slot was added with. */
  remove(slot: number, name: string, nameAr: string): void {
    for (const word of wordsOf(name, nameAr)) {
      const w = this.wordIndex.get(word);
      if (w !== undefined) this.postings.remove(w, slot);
    }
  }

  /** Sets `bit` in flags[slot] for every slot whose name holds `word` (a tokenWord). */
  mark(word: string, flags: Uint8Array, bit: number): void {
    for (const w of this.holding(word)) {
      const list = this.postings.slots(w);
      for (let i = 0; i < list.length; i++) flags[list[i]] |= bit;
    }
  }

  /** Sets bit `slot` of the bitmap for every slot whose name holds `word` (a tokenWord). */
  markBits(word: string, bits: Uint32Array): void {
    for (const w of this.holding(word)) this.postings.markBits(w, bits);
  }

  /** Gives back the lists' spare room after a load. */
  trim(): void {
    this.postings.trim();
  }

  private holding(word: string): number[] {
    const hit = this.memo.get(word);
    if (hit) return hit;
    const found: number[] = [];
    for (let w = 0; w < this.words.length; w++) if (this.words[w].includes(word)) found.push(w);
    if (this.memo.size >= 20_000) this.memo.clear();
    this.memo.set(word, found);
    return found;
  }
}
