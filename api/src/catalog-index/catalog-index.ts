import { DEFAULT_STOCK_SETTINGS } from '@shop/common';
import type { ProductFilter } from '../product-query/product-query';
import { FACET_LIMIT, type ListSummary } from '../product-query/product-list.sql';
import { availabilityOf, UNTRACKED_AVAILABILITY, type SizeCount } from '../stock/availability';
import { ByteArena } from './byte-arena';
import { compareC } from './c-order';
import { CatalogWords } from './catalog-words';
import { NameWords, tokenWord } from './name-words';
import { rankedPage } from './ranked-page';
import { searchFold } from '../product-query/search-fold';
import { wordForms } from '../product-query/word-forms';
import { SlotPostings } from './slot-postings';
import { SortedOrder } from './sorted-order';

/** What the read model keeps of one product that is not archived: only what shoppers' lists filter, sort, count and match on. */
export interface IndexedProduct {
  id: string;
  categoryId: string;
  categoryVisible: boolean;
  featured: boolean;
  /** NULL in the database (stock not counted: always available) is null here. */
  stockLeft: number | null;
  condition: string;
  brand: string;
  /** lower(brand) and lower(name) as PostgreSQL computed them (C locale), so sorts and brand filters agree byte for byte. */
  brandKey: string;
  nameKey: string;
  /** The stored, folded search columns (search_text, name_ar_search). */
  searchText: string;
  nameArSearch: string | null;
  /** effective_price, what a shopper pays. */
  price: number;
  /** created_at in microseconds since 1970 (PostgreSQL keeps microseconds; a Date would lose them and reorder ties). */
  createdUs: number;
  /** The listed sizes (none: no size filter matches it). */
  sizes?: string[];
  /** A counted product's on hand per size; a listed size without a count has none left. Ignored when stockLeft is null. */
  sizeStock?: SizeCount[];
  /** At load only: the product's place (1…n) in each standing order (created, name, brand, price), sorted by PostgreSQL. */
  ranks?: [number, number, number, number];
}

/**
 * One search word: its folded form, its other forms that mean the same (wordForms: `forms` starts with `exact`), and,
 * when no catalog word holds it, the closest catalog words (a typo).
 */
export interface SearchWord {
  exact: string;
  forms: string[];
  fuzzy: string[];
}

export interface IndexAnswer {
  ids: string[];
  summary: ListSummary;
}

/** A slot's count when the shop does not count the product's stock (NULL in the database). */
const NO_STOCK = -1;

/** The availability rule (stock/availability.ts, its one home) on a slot's count; an uncounted product is always available. */
const availabilityAt = (left: number, threshold: number) => (left === NO_STOCK ? UNTRACKED_AVAILABILITY : availabilityOf(left, threshold));

/**
 * Whether a listed size is on sale ("in stock in my size"): not sold out by the availability rule. Sold out does not
 * depend on the low-stock threshold (it is "none left" at every threshold), so it is decided once, when a product is written.
 */
const sizeOnSale = (left: number) => availabilityAt(left, 0) !== 'SOLD_OUT';

const WHITESPACE = /\s+/;
/**
 * Listing filters remembered with their matches (two bitmaps of capacity / 8 bytes each, 32 KB at 131,072 slots: 8 MB
 * in all, as much as the word bitmaps), the least recently asked forgotten first. Shoppers' category pages with their
 * brand and size ticks make about 200 distinct filters on the benchmark catalog: with 64 kept first in first out, 30 %
 * of its listings scanned a whole category again; with 256 kept by last use, 17 % (mostly price ranges, each its own).
 */
const MEMO_LISTINGS = 256;

interface ListingMemo {
  matches: Uint32Array;
  soldOut: Uint32Array;
  summary: ListSummary;
}

/** Everything of a listing's filter that decides its matches and summary (not its page, order or page size). */
const listingKey = (f: ProductFilter, threshold: number) =>
  JSON.stringify([f.categoryId, f.featured, f.stock, f.brands, f.conditions, f.sizes, f.minPrice, f.maxPrice, f.facets, f.soldOutLast, threshold]);

/** Size numbers held as a slot's bits (the 32nd bit, the sign, flags sizes beyond them). */
const SIZE_BITS = 31;
/**
 * Up to this many distinct sets of sizes on sale, a listing's sizes facet counts each matching product's set once and
 * spreads the sets' counts over their sizes at the end (a catalog of caps, tees and shoes has a few dozen sets); past
 * it, an unusual catalog, each product's sizes are counted one by one as before.
 */
const SIZE_SETS_COUNTED = 1024;
/** Words whose slots are remembered as bitmaps, per kind (search text, name): a bitmap is capacity / 8 bytes (16 KB for 131,072 slots). */
const MEMO_BITMAPS = 256;

/**
 * The public catalog as columns (typed arrays per field, dictionaries for brands, conditions and categories), an
 * inverted index from the words of each product's search text to its slot, and one standing order per sort key.
 * A list is one pass over the candidates (every slot, or the search words' postings) that filters, counts the total
 * and every facet and marks the page's matches, then one walk of the asked order that cuts the page. Meaning is the
 * SQL path's (product-list.sql.ts, search-ranking.sql.ts); the differential test holds the two together.
 */
export class CatalogIndex {
  private capacity = 0;
  private size = 0;
  private ids: string[] = [];
  private readonly slotOf = new Map<string, number>();
  private alive = new Uint8Array(0);
  /** alive and its category visible, in one column: the first test of every slot a list visits. */
  private shown = new Uint8Array(0);
  private featured = new Uint8Array(0);
  private category = new Int32Array(0);
  private stockLeft = new Int32Array(0);
  private condition = new Uint8Array(0);
  private spelling = new Int32Array(0);
  private price = new Float64Array(0);
  private created = new Float64Array(0);
  private nameKey: string[] = [];
  private nameAr: string[] = [];
  /**
   * Per slot, its arena record of the distinct tokens of its search text (varint token numbers): what taking it out
   * of the postings needs, in a tenth of the memory of the text itself. −1: none.
   */
  private tokenRecord = new Int32Array(0);
  private readonly tokenRecords = new ByteArena();
  /**
   * Per slot, its sizes on sale as bits: bit z for size number z < 31 (a shop's sizes are a few dozen at most, so a
   * listing tests and counts them without leaving the loop's arrays); the sign bit: it has sizes numbered 31 and above,
   * held in its arena record.
   */
  private sizeMask = new Int32Array(0);
  /**
   * Per slot, the number of its set of sizes on sale (sizeMask's low 31 bits) in `sizeSets`: counting a listing's
   * sizes facet by set was a tenth of a whole-catalog listing's CPU when done size by size. Sets are only added (a set
   * no product holds any more counts 0), so a number stays valid however the catalog changes.
   */
  private sizeSet = new Int32Array(0);
  private readonly sizeSets: number[] = [0];
  private readonly sizeSetOf = new Map<number, number>([[0, 0]]);
  /**
   * Per listing filter (no search words; page, order and size of page aside), its matches and sold-out matches as
   * bitmaps and its summary, until the catalog next changes: shoppers page and re-sort the same few filters, and a
   * page then walks the asked order through the bitmaps instead of visiting every product of the listing.
   */
  private readonly listingMemo = new Map<string, ListingMemo>();
  /**
   * Bitmaps of forgotten listing memos, cleared and used again by the next filters remembered: a memo's two bitmaps
   * are 32 KB outside the JavaScript heap, and allocating them per new filter (a sixth of a benchmark's listings)
   * made the collector run full collections for memory that was never short. At most as many as the memo holds.
   */
  private readonly spareBitmaps: Uint32Array[] = [];
  /** Per slot, its arena record of the sizes on sale numbered 31 and above (varint size numbers, each once); −1: none. */
  private sizeRecord = new Int32Array(0);
  private readonly sizeRecords = new ByteArena();
  private readonly sizeNames: string[] = [];
  private readonly sizeIndex = new Map<string, number>();
  // scratch for one query (reset before it returns)
  private mark = new Uint8Array(0);
  private rank = new Float64Array(0);
  private candidateBits = new Uint32Array(0);
  private candidateList = new Int32Array(0);
  private matchList = new Int32Array(0);
  /** Per search word (at most SEARCH_MAX_TERMS): the union of its forms' bitmaps, and of its corrections' names. */
  private anyFormBits: Uint32Array[] = [];
  private fixBits: Uint32Array[] = [];
  private readonly names = new NameWords();
  /** Bitmaps of the slots whose search text (whose name) holds a word, remembered per word until the next change. */
  private readonly textBitsMemo = new Map<string, Uint32Array>();
  private readonly nameBitsMemo = new Map<string, Uint32Array>();

  private readonly categoryIndex = new Map<string, number>();
  /** Per category (category index), its folded English and Arabic names: setCategoryName. */
  private readonly categoryNames: string[] = [];
  /** The slots of each category (list number = category index), ascending: a category page visits only its own products. */
  private readonly categorySlots = new SlotPostings();
  private categoryVisible = new Uint8Array(16);
  private readonly conditions: string[] = [];
  private readonly conditionIndex = new Map<string, number>();
  /** Brand spellings as stored, each pointing at its lower-cased key (facets group by the key, show a spelling). */
  private readonly spellings: string[] = [];
  private readonly spellingIndex = new Map<string, number>();
  private readonly spellingKey: number[] = [];
  private readonly brandKeys: string[] = [];
  private readonly brandKeyIndex = new Map<string, number>();

  private readonly tokenIndex = new Map<string, number>();
  private readonly tokens: string[] = [];
  private readonly postings = new SlotPostings();
  private readonly tokenMemo = new Map<string, number[]>();

  readonly words = new CatalogWords();

  private readonly byId = (a: number, b: number) => compareC(this.ids[a], this.ids[b]);
  private readonly createdOrder = new SortedOrder((a, b) => this.created[a] - this.created[b] || this.byId(a, b));
  private readonly nameOrder = new SortedOrder((a, b) => compareC(this.nameKey[a], this.nameKey[b]) || this.byId(a, b));
  private readonly brandOrder = new SortedOrder(
    (a, b) =>
      compareC(this.brandKeys[this.spellingKey[this.spelling[a]]], this.brandKeys[this.spellingKey[this.spelling[b]]]) ||
      compareC(this.nameKey[a], this.nameKey[b]) ||
      this.byId(a, b),
  );
  private readonly priceOrder = new SortedOrder((a, b) => this.price[a] - this.price[b] || this.byId(a, b));
  private readonly orders = [this.createdOrder, this.nameOrder, this.brandOrder, this.priceOrder];

  /** Products held (not archived), whatever their category's visibility. */
  get count(): number {
    return this.slotOf.size;
  }

  /** Loads many products at once (at start): the orders are sorted once at the end. */
  load(products: Iterable<IndexedProduct>): void {
    const all: number[] = [];
    const ranks: number[][] = this.orders.map(() => []);
    let ranked = true;
    for (const p of products) {
      const slot = this.allocate(p.id);
      this.write(slot, p, false);
      this.addPostings(slot, p.searchText);
      all.push(slot);
      if (p.ranks) for (let o = 0; o < ranks.length; o++) ranks[o].push(p.ranks[o]);
      else ranked = false;
    }
    // sorted by PostgreSQL when the rows carry their places (a start-up's largest step otherwise), else sorted here
    this.orders.forEach((order, o) => {
      if (!ranked) return order.reset([...all]);
      const sorted = new Int32Array(all.length).fill(-1);
      for (let i = 0; i < all.length; i++) sorted[ranks[o][i] - 1] = all[i];
      if (sorted.includes(-1)) order.reset([...all]);
      else order.resetSorted(sorted);
    });
    this.postings.trim();
    this.names.trim();
    this.categorySlots.trim();
  }

  upsert(p: IndexedProduct): void {
    const known = this.slotOf.get(p.id);
    if (known !== undefined) this.detach(known);
    const slot = known ?? this.allocate(p.id);
    this.write(slot, p);
    this.addPostings(slot, p.searchText);
    for (const order of this.orders) order.insert(slot);
  }

  remove(id: string): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.detach(slot);
    this.alive[slot] = 0;
    this.shown[slot] = 0;
    this.slotOf.delete(id);
    this.nameKey[slot] = this.nameAr[slot] = '';
    if (this.sizeRecord[slot] >= 0) this.sizeRecords.free(this.sizeRecord[slot]);
    this.sizeRecord[slot] = -1;
    this.sizeMask[slot] = 0;
    this.sizeSet[slot] = 0;
    this.forgetListings();
  }

  /** Products held per category id (not archived, whatever the category's visibility): the shoppers' category counts. */
  countsByCategory(): Map<string, number> {
    const counts = new Int32Array(this.categoryIndex.size);
    const alive = this.alive;
    const category = this.category;
    for (let d = 0; d < this.size; d++) if (alive[d] === 1) counts[category[d]]++;
    const out = new Map<string, number>();
    for (const [id, i] of this.categoryIndex) out.set(id, counts[i]);
    return out;
  }

  has(id: string): boolean {
    return this.slotOf.has(id);
  }

  setCategoryVisible(id: string, visible: boolean): void {
    const i = this.categoryOf(id);
    this.setVisible(i, visible);
  }

  /** A category's names (English and Arabic), which a search word matches as well as its products' own text. */
  setCategoryName(id: string, name: string, nameAr: string | null): void {
    const i = this.categoryOf(id);
    // folded as the SQL path folds name || ' ' || coalesce(name_ar, '') (searchMatchSql); folding is letter by letter
    const folded = searchFold(`${name} ${nameAr ?? ''}`);
    if (this.categoryNames[i] === folded) return;
    this.categoryNames[i] = folded;
    this.forgetBits();
  }

  /** The search words as the SQL path widens them (searchPatterns): folded, empty ones dropped, typos corrected. */
  searchWords(terms: string[]): SearchWord[] {
    const out: SearchWord[] = [];
    for (const t of terms) {
      const exact = searchFold(t);
      if (exact) out.push({ exact, forms: wordForms(exact), fuzzy: this.words.corrections(exact) });
    }
    return out;
  }

  /**
   * Whether query can answer these words exactly: every word and correction holds no whitespace (searchTerms splits
   * on whitespace and folding adds none, so always). The index finds a word through the whitespace-separated tokens
   * holding it, which is the same as a substring search of the text only for such words.
   */
  answerable(search: SearchWord[]): boolean {
    return search.every((s) => s.forms.every(tokenWord) && s.fuzzy.every(tokenWord));
  }

  /** A shoppers' list: the page's ids in order, the total and (when asked) the facets. `f` carries the shop's stock settings. */
  query(f: ProductFilter, search: SearchWord[]): IndexAnswer {
    if (!this.answerable(search)) throw new Error('a search word holding whitespace cannot be answered from the index');
    const threshold = f.lowStockThreshold ?? DEFAULT_STOCK_SETTINGS.lowStockThreshold;
    const onlyCategory = f.categoryId === undefined ? -1 : (this.categoryIndex.get(f.categoryId) ?? -2);
    const brandOk = f.brands.length
      ? this.allowed(
          this.brandKeys.length,
          f.brands.map((b) => this.brandKeyIndex.get(b)),
        )
      : null;
    const conditionOk = f.conditions.length
      ? this.allowed(
          this.conditions.length,
          f.conditions.map((c) => this.conditionIndex.get(c)),
        )
      : null;
    const sizeOk = f.sizes.length
      ? this.allowed(
          this.sizeNames.length,
          f.sizes.map((s) => this.sizeIndex.get(s)),
        )
      : null;
    let sizeOkBits = 0;
    if (sizeOk !== null) for (let z = 0; z < SIZE_BITS && z < sizeOk.length; z++) if (sizeOk[z] === 1) sizeOkBits |= 1 << z;
    const memoKey = search.length === 0 ? listingKey(f, threshold) : null;
    const memo = memoKey === null ? undefined : this.listingMemo.get(memoKey);
    if (memo !== undefined) {
      // asked again: now the most recent (a Map keeps insertion order, so the oldest key is the least recently asked)
      this.listingMemo.delete(memoKey as string);
      this.listingMemo.set(memoKey as string, memo);
      const { matches: bits, soldOut } = memo;
      const at = (d: number) => (((bits[d >>> 5] >>> (d & 31)) & 1) === 0 ? 0 : ((soldOut[d >>> 5] >>> (d & 31)) & 1) === 0 ? 1 : 2);
      return { ids: this.page(f, false, this.matchList, 0, memo.summary.total, at).map((d) => this.ids[d]), summary: memo.summary };
    }
    // a full memo forgets its least recently asked filter now (nothing else is asked before this one is stored), so
    // that filter's bitmaps are this one's
    if (memoKey !== null && this.listingMemo.size >= MEMO_LISTINGS) this.forgetListing(this.listingMemo.keys().next().value as string);
    const memoMatches = memoKey === null ? null : this.memoBitmap();
    const memoSoldOut = memoKey === null ? null : this.memoBitmap();
    const minPrice = f.minPrice ?? -Infinity;
    const maxPrice = f.maxPrice ?? Infinity;
    const featured = f.featured === undefined ? -1 : f.featured ? 1 : 0;
    const ranked = f.sortBy === 'relevance' && search.length > 0;
    const soldOutLast = !!f.soldOutLast;

    const spellingCount = f.facets ? new Int32Array(this.spellings.length) : null;
    const conditionCount = f.facets ? new Int32Array(this.conditions.length) : null;
    const sizeCount = f.facets ? new Int32Array(this.sizeNames.length) : null;
    const setCount = sizeCount !== null && this.sizeSets.length <= SIZE_SETS_COUNTED ? new Int32Array(this.sizeSets.length) : null;
    let lo = Infinity;
    let hi = -Infinity;
    let total = 0;
    let matched = 0;
    const matches = this.matchList;

    // one tight loop over plain locals: a listing visits every product, a broad word tens of thousands
    const shown = this.shown;
    const categoryOf = this.category;
    const featuredOf = this.featured;
    const stockLeft = this.stockLeft;
    const spellingOf = this.spelling;
    const spellingKey = this.spellingKey;
    const conditionOf = this.condition;
    const priceOf = this.price;
    const mark = this.mark;
    const stock = f.stock;
    const sizeMask = this.sizeMask;
    const sizeSetOf = this.sizeSet;
    const sizeRecord = this.sizeRecord;
    const sizeBytes = this.sizeRecords;
    // a search visits its candidates, a listing of one category that category's slots only, ascending either way
    // (counts and marks do not depend on the order)
    const visited: Int32Array | null =
      onlyCategory === -2
        ? this.candidateList.subarray(0, 0)
        : search.length
          ? this.candidates(search)
          : onlyCategory >= 0
            ? this.categorySlotsOf(onlyCategory)
            : null;
    const n = visited ? visited.length : this.size;
    // ranking: per search word, the bitmaps of the slots whose name holds it, whose text holds it, whose name holds a correction
    const words = ranked ? search.length : 0;
    const inName = ranked ? search.map((s) => this.formsBits(s.forms, this.nameBitsMemo, (w) => this.nameBits(w))) : [];
    const inText = ranked ? search.map((s) => this.formsBits(s.forms, this.textBitsMemo, (w) => this.textBits(w))) : [];
    const fixInName = ranked ? search.map((s, i) => this.correctionNameBits(s, i)) : [];
    // a search's matches are listed (ranking and clearing the marks need them); a listing's can be most of the catalog,
    // so its marks are cleared with one fill instead
    const listed = search.length > 0 || onlyCategory === -2;
    for (let i = 0; i < n; i++) {
      const d = visited ? visited[i] : i;
      if (shown[d] === 0) continue;
      if (onlyCategory !== -1 && categoryOf[d] !== onlyCategory) continue;
      if (featured !== -1 && featuredOf[d] !== featured) continue;
      const left = stockLeft[d];
      if (stock !== undefined && availabilityAt(left, threshold) !== stock) continue;
      const sp = spellingOf[d];
      const b = brandOk === null || brandOk[spellingKey[sp]] === 1;
      const c = conditionOk === null || conditionOk[conditionOf[d]] === 1;
      const price = priceOf[d];
      const p = price >= minPrice && price <= maxPrice;
      // the sizes on sale are read only when the size filter or facet needs them: bits for the first 31 size numbers,
      // the arena's varints for any beyond
      let s = true;
      const countSizes = sizeCount !== null && b && c && p;
      if (sizeOk !== null || countSizes) {
        const m = sizeMask[d];
        s = sizeOk === null || (m & sizeOkBits) !== 0;
        if (countSizes && setCount !== null) setCount[sizeSetOf[d]]++;
        else if (countSizes) {
          for (let low = m & 0x7fffffff; low !== 0; ) {
            const bit = low & -low;
            sizeCount[31 - Math.clz32(bit)]++;
            low ^= bit;
          }
        }
        if (m < 0) {
          const h = sizeRecord[d];
          const bytes = sizeBytes.chunk(h);
          const end = sizeBytes.start(h) + sizeBytes.length(h);
          for (let i = sizeBytes.start(h); i < end; ) {
            let z = 0;
            for (let shift = 0; ; shift += 7) {
              const v = bytes[i++];
              z |= (v & 0x7f) << shift;
              if (v < 0x80) break;
            }
            if (sizeOk !== null && sizeOk[z] === 1) s = true;
            if (countSizes) sizeCount[z]++;
          }
        }
      }
      if (spellingCount !== null && conditionCount !== null) {
        if (c && p && s) spellingCount[sp]++;
        if (b && p && s) conditionCount[conditionOf[d]]++;
        if (b && c && s) {
          if (price < lo) lo = price;
          if (price > hi) hi = price;
        }
      }
      if (b && c && p && s) {
        total++;
        if (listed) matches[matched++] = d;
        const m = soldOutLast && availabilityAt(left, threshold) === 'SOLD_OUT' ? 2 : 1;
        mark[d] = m;
        if (memoMatches !== null && memoSoldOut !== null) {
          memoMatches[d >>> 5] |= 1 << (d & 31);
          if (m === 2) memoSoldOut[d >>> 5] |= 1 << (d & 31);
        }
        if (ranked) {
          // rankSql: a word in the name (English or Arabic) 4, elsewhere 2, a correction in the name 1.5, else 1; summed in word order
          const at = d >>> 5;
          const bit = 1 << (d & 31);
          let r = 0;
          for (let w = 0; w < words; w++) {
            const fix = fixInName[w];
            r += (inName[w][at] & bit) !== 0 ? 4 : (inText[w][at] & bit) !== 0 ? 2 : fix !== null && (fix[at] & bit) !== 0 ? 1.5 : 1;
          }
          this.rank[d] = r;
        }
      }
    }

    const marks = this.mark;
    const ids = this.page(f, ranked, matches, matched, total, (d) => marks[d]).map((d) => this.ids[d]);
    if (listed) for (let i = 0; i < matched; i++) this.mark[matches[i]] = 0;
    else this.mark.fill(0, 0, this.size);
    const summary: ListSummary = { total };
    if (sizeCount !== null && setCount !== null) this.spreadSizeSets(setCount, sizeCount);
    if (spellingCount && conditionCount && sizeCount) {
      summary.facets = {
        brands: this.brandFacet(spellingCount),
        conditions: this.conditionFacet(conditionCount),
        price: { min: lo === Infinity ? null : lo, max: hi === -Infinity ? null : hi },
        sizes: this.countFacet(sizeCount, this.sizeNames),
      };
    }
    if (memoKey !== null && memoMatches !== null && memoSoldOut !== null) {
      this.listingMemo.set(memoKey, { matches: memoMatches, soldOut: memoSoldOut, summary });
    }
    return { ids, summary };
  }

  /** Adds each set's count of matching products to every size of the set (bits 0…30 of its mask). */
  private spreadSizeSets(setCount: Int32Array, sizeCount: Int32Array): void {
    for (let k = 1; k < setCount.length; k++) {
      const n = setCount[k];
      if (n === 0) continue;
      for (let low = this.sizeSets[k]; low !== 0; ) {
        const bit = low & -low;
        sizeCount[31 - Math.clz32(bit)] += n;
        low ^= bit;
      }
    }
  }

  /**
   * The page of matches, walking the asked order: sold-out last as a second group, rank groups for relevance. `markAt`:
   * a slot's mark (0 not a match, 1 a match, 2 a match sold out and sunk), from this query's marks or a listing's memo.
   */
  private page(f: ProductFilter, ranked: boolean, matches: Int32Array, matched: number, total: number, markAt: (d: number) => number): number[] {
    const offset = (f.page - 1) * f.limit;
    const need = offset + f.limit;
    if (!total || offset >= total) return [];
    const relevance = f.sortBy === 'relevance';
    const order =
      f.sortBy === 'name' ? this.nameOrder : f.sortBy === 'brand' ? this.brandOrder : f.sortBy === 'price' ? this.priceOrder : this.createdOrder;
    // relevance ties (and relevance without words) fall back to newest first whatever the asked direction
    const descending = relevance || f.sortOrder === 'desc';
    const n = order.length;
    if (!ranked) {
      // only the page's own slots are kept: a deep page (300 of a category) would otherwise collect and copy
      // thousands of numbers per request for the garbage collector; the sunk sold-out ones seen on the way are few
      const page: number[] = [];
      const later: number[] = [];
      let first = 0;
      for (let i = 0; i < n && first < need; i++) {
        const d = order.at(descending ? n - 1 - i : i);
        const m = markAt(d);
        if (m === 1) {
          if (first >= offset) page.push(d);
          first++;
        } else if (m === 2) later.push(d);
      }
      // fewer unsold matches than the page's end: the sold-out ones follow them
      for (let j = Math.max(0, offset - first); j < later.length && page.length < f.limit; j++) page.push(later[j]);
      return page;
    }
    return rankedPage(order, this.mark, this.rank, matches, matched, f.sortOrder === 'asc', offset, need);
  }

  /**
   * Slots whose search text holds every word (each word: itself or one of its corrections), ascending: the AND over
   * the words of the OR of each word's forms' bitmaps, read out into the scratch list.
   */
  private candidates(search: SearchWord[]): Int32Array {
    const size = this.capacity >>> 5;
    let all: Uint32Array | null = null;
    for (let i = 0; i < search.length; i++) {
      const s = search[i];
      let any = this.matchBits(s);
      if (s.fuzzy.length) {
        const union = this.scratchBits(this.anyFormBits, i);
        union.set(any);
        for (const w of s.fuzzy) {
          const b = this.textBits(w);
          for (let k = 0; k < size; k++) union[k] |= b[k];
        }
        any = union;
      }
      if (all === null) {
        if (search.length === 1) all = any;
        else (all = this.candidateBits).set(any);
      } else for (let k = 0; k < size; k++) all[k] &= any[k];
    }
    const out = this.candidateList;
    let n = 0;
    if (all !== null) {
      for (let k = 0; k < size; k++) {
        let bits = all[k];
        while (bits !== 0) {
          const low = bits & -bits;
          out[n++] = (k << 5) | (31 - Math.clz32(low));
          bits ^= low;
        }
      }
    }
    return out.subarray(0, n);
  }

  /** Slots whose search text holds `word`, as a bitmap (remembered until the next change; never to be written). */
  private textBits(word: string): Uint32Array {
    let bits = this.textBitsMemo.get(word);
    if (bits) return bits;
    bits = new Uint32Array(this.capacity >>> 5);
    for (const t of this.tokensHolding(word)) this.postings.markBits(t, bits);
    if (this.textBitsMemo.size >= MEMO_BITMAPS) this.textBitsMemo.clear();
    this.textBitsMemo.set(word, bits);
    return bits;
  }

  /** Slots whose name (English or Arabic) holds `word`, as a bitmap (remembered until the next change). */
  private nameBits(word: string): Uint32Array {
    let bits = this.nameBitsMemo.get(word);
    if (bits) return bits;
    bits = new Uint32Array(this.capacity >>> 5);
    this.names.markBits(word, bits);
    if (this.nameBitsMemo.size >= MEMO_BITMAPS) this.nameBitsMemo.clear();
    this.nameBitsMemo.set(word, bits);
    return bits;
  }

  /**
   * The union of a word's forms' bitmaps (its own bitmap when it has no other form), remembered in the same memo under
   * a key holding a space, which no single word holds.
   */
  private formsBits(forms: string[], memo: Map<string, Uint32Array>, bitsOf: (word: string) => Uint32Array): Uint32Array {
    if (forms.length === 1) return bitsOf(forms[0]);
    const key = forms.join(' ');
    let bits = memo.get(key);
    if (bits) return bits;
    bits = new Uint32Array(this.capacity >>> 5);
    for (const w of forms) {
      const b = bitsOf(w);
      for (let k = 0; k < bits.length; k++) bits[k] |= b[k];
    }
    if (memo.size >= MEMO_BITMAPS) memo.clear();
    memo.set(key, bits);
    return bits;
  }

  /**
   * Slots a word's forms match (searchMatchSql without the corrections): their search text holds a form, or their
   * category's name does. The categories are few, so they are tested per word once until the next change.
   */
  private matchBits(s: SearchWord): Uint32Array {
    const key = `\u0001${s.forms.join(' ')}`;
    let bits = this.textBitsMemo.get(key);
    if (bits) return bits;
    const text = this.formsBits(s.forms, this.textBitsMemo, (w) => this.textBits(w));
    const named: number[] = [];
    for (let c = 0; c < this.categoryNames.length; c++) {
      const name = this.categoryNames[c];
      if (name !== undefined && s.forms.some((w) => name.includes(w))) named.push(c);
    }
    if (named.length === 0) bits = text;
    else {
      bits = Uint32Array.from(text);
      for (const c of named) this.categorySlots.markBits(c, bits);
    }
    if (this.textBitsMemo.size >= MEMO_BITMAPS) this.textBitsMemo.clear();
    this.textBitsMemo.set(key, bits);
    return bits;
  }

  /** Slots whose name holds one of the word's corrections (null: it has none). */
  private correctionNameBits(s: SearchWord, i: number): Uint32Array | null {
    if (s.fuzzy.length === 0) return null;
    if (s.fuzzy.length === 1) return this.nameBits(s.fuzzy[0]);
    const union = this.scratchBits(this.fixBits, i);
    union.fill(0);
    for (const w of s.fuzzy) {
      const b = this.nameBits(w);
      for (let k = 0; k < union.length; k++) union[k] |= b[k];
    }
    return union;
  }

  private scratchBits(list: Uint32Array[], i: number): Uint32Array {
    let bits = list[i];
    if (bits === undefined || bits.length !== this.capacity >>> 5) bits = list[i] = new Uint32Array(this.capacity >>> 5);
    return bits;
  }

  private categorySlotsOf(c: number): Int32Array {
    return c < this.categorySlots.length ? this.categorySlots.slots(c) : this.candidateList.subarray(0, 0);
  }

  /**
   * A search word never holds whitespace, so it is inside a product's search text exactly when it is inside one of
   * that text's whitespace-separated tokens: the tokens holding it are found once and remembered.
   */
  private tokensHolding(word: string): number[] {
    const hit = this.tokenMemo.get(word);
    if (hit) return hit;
    const found: number[] = [];
    for (let t = 0; t < this.tokens.length; t++) if (this.tokens[t].includes(word)) found.push(t);
    if (this.tokenMemo.size >= 20_000) this.tokenMemo.clear();
    this.tokenMemo.set(word, found);
    return found;
  }

  private brandFacet(counts: Int32Array): { value: string; count: number }[] {
    const byKey = new Map<number, { count: number; best: number; bestCount: number }>();
    for (let sp = 0; sp < counts.length; sp++) {
      const n = counts[sp];
      if (n <= 0) continue;
      const key = this.spellingKey[sp];
      const entry = byKey.get(key);
      if (!entry) byKey.set(key, { count: n, best: sp, bestCount: n });
      else {
        entry.count += n;
        if (n > entry.bestCount || (n === entry.bestCount && compareC(this.spellings[sp], this.spellings[entry.best]) < 0)) {
          entry.best = sp;
          entry.bestCount = n;
        }
      }
    }
    return [...byKey]
      .sort(([ka, a], [kb, b]) => b.count - a.count || compareC(this.brandKeys[ka], this.brandKeys[kb]))
      .slice(0, FACET_LIMIT)
      .map(([, e]) => ({ value: this.spellings[e.best], count: e.count }));
  }

  private conditionFacet(counts: Int32Array): { value: string; count: number }[] {
    return this.countFacet(counts, this.conditions);
  }

  /** Values with a count above 0, most first, ties in code point order (as the SQL path's facets). */
  private countFacet(counts: Int32Array, values: string[]): { value: string; count: number }[] {
    const out: { value: string; count: number }[] = [];
    counts.forEach((count, i) => {
      if (count > 0) out.push({ value: values[i], count });
    });
    return out.sort((a, b) => b.count - a.count || compareC(a.value, b.value)).slice(0, FACET_LIMIT);
  }

  private allowed(size: number, indexes: (number | undefined)[]): Uint8Array {
    const ok = new Uint8Array(size);
    for (const i of indexes) if (i !== undefined) ok[i] = 1;
    return ok;
  }

  private allocate(id: string): number {
    const slot = this.size++;
    if (slot >= this.capacity) this.grow(Math.max(1024, this.capacity * 2));
    this.slotOf.set(id, slot);
    this.ids[slot] = id;
    return slot;
  }

  private grow(capacity: number): void {
    const widen = <T extends Uint8Array | Int32Array | Float64Array>(a: T, make: (n: number) => T): T => {
      const b = make(capacity);
      b.set(a);
      return b;
    };
    this.alive = widen(this.alive, (n) => new Uint8Array(n));
    this.shown = widen(this.shown, (n) => new Uint8Array(n));
    this.featured = widen(this.featured, (n) => new Uint8Array(n));
    this.category = widen(this.category, (n) => new Int32Array(n));
    this.stockLeft = widen(this.stockLeft, (n) => new Int32Array(n));
    this.condition = widen(this.condition, (n) => new Uint8Array(n));
    this.spelling = widen(this.spelling, (n) => new Int32Array(n));
    this.price = widen(this.price, (n) => new Float64Array(n));
    this.created = widen(this.created, (n) => new Float64Array(n));
    this.tokenRecord = widen(this.tokenRecord, (n) => new Int32Array(n).fill(-1));
    this.sizeMask = widen(this.sizeMask, (n) => new Int32Array(n));
    this.sizeSet = widen(this.sizeSet, (n) => new Int32Array(n));
    this.sizeRecord = widen(this.sizeRecord, (n) => new Int32Array(n).fill(-1));
    this.mark = new Uint8Array(capacity);
    this.rank = new Float64Array(capacity);
    this.candidateBits = new Uint32Array(capacity >>> 5);
    this.candidateList = new Int32Array(capacity);
    this.matchList = new Int32Array(capacity);
    this.anyFormBits = [];
    this.fixBits = [];
    this.capacity = capacity;
    this.forgetBits();
  }

  /** `newWords`: the trigger has just added this text's words to catalog_words; at load they come from that table. */
  private write(slot: number, p: IndexedProduct, newWords = true): void {
    this.alive[slot] = 1;
    this.featured[slot] = p.featured ? 1 : 0;
    this.category[slot] = this.categoryOf(p.categoryId);
    this.categorySlots.add(this.category[slot], slot);
    this.setVisible(this.category[slot], p.categoryVisible);
    this.shown[slot] = this.categoryVisible[this.category[slot]];
    this.stockLeft[slot] = p.stockLeft === null ? NO_STOCK : p.stockLeft;
    this.condition[slot] = this.intern(this.conditions, this.conditionIndex, p.condition);
    this.spelling[slot] = this.spellingOf(p.brand, p.brandKey);
    this.price[slot] = p.price;
    this.created[slot] = p.createdUs;
    this.nameKey[slot] = p.nameKey;
    this.nameAr[slot] = p.nameArSearch ?? '';
    this.writeSizes(slot, p);
    if (newWords) this.words.addFromSearchText(p.searchText);
  }

  /** The slot's sizes on sale: bits for size numbers below SIZE_BITS, an arena record for the rest (replacing its old one). */
  private writeSizes(slot: number, p: IndexedProduct): void {
    const old = this.sizeRecord[slot];
    if (old >= 0) this.sizeRecords.free(old);
    this.sizeRecord[slot] = -1;
    const counted = p.stockLeft !== null ? new Map((p.sizeStock ?? []).map((c) => [c.size, c.onHand])) : null;
    let mask = 0;
    const record: number[] = [];
    const seen = new Set<number>();
    for (const size of p.sizes ?? []) {
      const left = counted === null ? NO_STOCK : (counted.get(size) ?? 0);
      if (!sizeOnSale(left)) continue;
      const z = this.intern(this.sizeNames, this.sizeIndex, size);
      if (z < SIZE_BITS) {
        mask |= 1 << z;
        continue;
      }
      if (seen.has(z)) continue;
      seen.add(z);
      for (let v = z; ; v >>>= 7) {
        if (v < 0x80) {
          record.push(v);
          break;
        }
        record.push((v & 0x7f) | 0x80);
      }
    }
    if (record.length) {
      this.sizeRecord[slot] = this.sizeRecords.add(Uint8Array.from(record));
      mask |= 1 << 31;
    }
    this.sizeMask[slot] = mask;
    const onSale = mask & 0x7fffffff;
    let set = this.sizeSetOf.get(onSale);
    if (set === undefined) {
      set = this.sizeSets.push(onSale) - 1;
      this.sizeSetOf.set(onSale, set);
    }
    this.sizeSet[slot] = set;
  }

  /** Takes a slot out of the orders and postings while its columns still hold the old values. */
  private detach(slot: number): void {
    for (const order of this.orders) order.remove(slot);
    this.categorySlots.remove(this.category[slot], slot);
    this.names.remove(slot, this.nameKey[slot], this.nameAr[slot]);
    const h = this.tokenRecord[slot];
    if (h >= 0) {
      const record = this.tokenRecords.chunk(h);
      const end = this.tokenRecords.start(h) + this.tokenRecords.length(h);
      for (let i = this.tokenRecords.start(h); i < end; ) {
        let t = 0;
        for (let shift = 0; ; shift += 7) {
          const b = record[i++];
          t |= (b & 0x7f) << shift;
          if (b < 0x80) break;
        }
        this.postings.remove(t, slot);
      }
      this.tokenRecords.free(h);
      this.tokenRecord[slot] = -1;
    }
    this.forgetBits();
  }

  private addPostings(slot: number, searchText: string): void {
    this.names.add(slot, this.nameKey[slot], this.nameAr[slot]);
    const record: number[] = [];
    for (const token of new Set(searchText.split(WHITESPACE))) {
      if (!token) continue;
      let t = this.tokenIndex.get(token);
      if (t === undefined) {
        t = this.postings.open();
        this.tokens.push(token);
        this.tokenIndex.set(token, t);
        this.tokenMemo.clear();
      }
      this.postings.add(t, slot);
      for (let v = t; ; v >>>= 7) {
        if (v < 0x80) {
          record.push(v);
          break;
        }
        record.push((v & 0x7f) | 0x80);
      }
    }
    this.tokenRecord[slot] = this.tokenRecords.add(Uint8Array.from(record));
    this.forgetBits();
  }

  /** A cleared bitmap of capacity bits for a listing memo: a forgotten memo's when one of this capacity is spare. */
  private memoBitmap(): Uint32Array {
    const words = this.capacity >>> 5;
    for (let spare = this.spareBitmaps.pop(); spare !== undefined; spare = this.spareBitmaps.pop()) {
      if (spare.length === words) return spare.fill(0);
    }
    return new Uint32Array(words);
  }

  private forgetListing(key: string): void {
    const memo = this.listingMemo.get(key);
    if (memo === undefined) return;
    this.listingMemo.delete(key);
    if (this.spareBitmaps.length < 2 * MEMO_LISTINGS) this.spareBitmaps.push(memo.matches, memo.soldOut);
  }

  /** Every listing memo forgotten (a change), their bitmaps kept for the next ones. */
  private forgetListings(): void {
    for (const key of [...this.listingMemo.keys()]) this.forgetListing(key);
  }

  /** The remembered bitmaps describe the postings as they were: any change forgets them. */
  private forgetBits(): void {
    if (this.listingMemo.size) this.forgetListings();
    if (this.textBitsMemo.size) this.textBitsMemo.clear();
    if (this.nameBitsMemo.size) this.nameBitsMemo.clear();
  }

  /** A category shown or hidden: its products' `shown` follow (they are its slot list). */
  private setVisible(c: number, visible: boolean): void {
    const v = visible ? 1 : 0;
    if (this.categoryVisible[c] === v) return;
    this.categoryVisible[c] = v;
    this.forgetListings();
    const slots = this.categorySlots.slots(c);
    for (let i = 0; i < slots.length; i++) this.shown[slots[i]] = v;
  }

  private categoryOf(id: string): number {
    let i = this.categoryIndex.get(id);
    if (i === undefined) {
      i = this.categoryIndex.size;
      this.categoryIndex.set(id, i);
      while (this.categorySlots.length <= i) this.categorySlots.open();
      if (i >= this.categoryVisible.length) {
        const grown = new Uint8Array(this.categoryVisible.length * 2);
        grown.set(this.categoryVisible);
        this.categoryVisible = grown;
      }
    }
    return i;
  }

  private spellingOf(brand: string, key: string): number {
    let sp = this.spellingIndex.get(brand);
    if (sp === undefined) {
      sp = this.spellings.length;
      this.spellings.push(brand);
      this.spellingIndex.set(brand, sp);
      this.spellingKey.push(this.intern(this.brandKeys, this.brandKeyIndex, key));
    }
    return sp;
  }

  private intern(list: string[], index: Map<string, number>, value: string): number {
    let i = index.get(value);
    if (i === undefined) {
      i = list.length;
      list.push(value);
      index.set(value, i);
    }
    return i;
  }
}
