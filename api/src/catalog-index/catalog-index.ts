import type { ProductFilter } from '../listing/product-query';
import { FACET_LIMIT, type ListSummary } from '../listing/product-list.sql';
import { compareC } from './c-order';
import { CatalogWords } from './catalog-words';
import { NameWords, tokenWord } from './name-words';
import { rankedPage } from './ranked-page';
import { searchFold } from './search-fold';
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
  /** At load only: the product's place (1…n) in each standing order (created, name, brand, price), sorted by PostgreSQL. */
  ranks?: [number, number, number, number];
}

/** One search word: its folded form and, when no catalog word holds it, the closest catalog words (a typo). */
export interface SearchWord {
  exact: string;
  fuzzy: string[];
}

export interface IndexAnswer {
  ids: string[];
  summary: ListSummary;
}

const NO_STOCK = -1;
const WHITESPACE = /\s+/;
// what one search word's flags say of a product, for rankOf's rule
const IN_NAME = 4;
const IN_TEXT = 2;
const FIX_IN_NAME = 1;

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
  private featured = new Uint8Array(0);
  private category = new Int32Array(0);
  private stockLeft = new Int32Array(0);
  private condition = new Uint8Array(0);
  private spelling = new Int32Array(0);
  private price = new Float64Array(0);
  private created = new Float64Array(0);
  private nameKey: string[] = [];
  private nameAr: string[] = [];
  private searchText: string[] = [];
  // scratch columns for one query (reset before it returns)
  private hits = new Uint8Array(0);
  private mark = new Uint8Array(0);
  private rank = new Float64Array(0);
  /** Per search word (at most SEARCH_MAX_TERMS), its IN_NAME / IN_TEXT / FIX_IN_NAME flags per slot. */
  private wordFlags: Uint8Array[] = [];
  private readonly names = new NameWords();

  private readonly categoryIndex = new Map<string, number>();
  /** The slots of each category (by category index), in no order: a category page visits only its own products. */
  private readonly categorySlots: number[][] = [];
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
  private readonly postings: number[][] = [];
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
      this.addPostings(slot);
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
  }

  upsert(p: IndexedProduct): void {
    const known = this.slotOf.get(p.id);
    if (known !== undefined) this.detach(known);
    const slot = known ?? this.allocate(p.id);
    this.write(slot, p);
    this.addPostings(slot);
    for (const order of this.orders) order.insert(slot);
  }

  remove(id: string): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.detach(slot);
    this.alive[slot] = 0;
    this.slotOf.delete(id);
    this.searchText[slot] = this.nameKey[slot] = this.nameAr[slot] = '';
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
    this.categoryVisible[i] = visible ? 1 : 0;
  }

  /** The search words as the SQL path widens them (searchPatterns): folded, empty ones dropped, typos corrected. */
  searchWords(terms: string[]): SearchWord[] {
    const out: SearchWord[] = [];
    for (const t of terms) {
      const exact = searchFold(t);
      if (exact) out.push({ exact, fuzzy: this.words.corrections(exact) });
    }
    return out;
  }

  /** A shoppers' list: the page's ids in order, the total and (when asked) the facets. `f` carries the shop's stock settings. */
  query(f: ProductFilter, search: SearchWord[]): IndexAnswer {
    const threshold = f.lowStockThreshold ?? 1;
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
    const minPrice = f.minPrice ?? -Infinity;
    const maxPrice = f.maxPrice ?? Infinity;
    const featured = f.featured === undefined ? -1 : f.featured ? 1 : 0;
    const ranked = f.sortBy === 'relevance' && search.length > 0;
    const soldOutLast = !!f.soldOutLast;

    const spellingCount = f.facets ? new Int32Array(this.spellings.length) : null;
    const conditionCount = f.facets ? new Int32Array(this.conditions.length) : null;
    let lo = Infinity;
    let hi = -Infinity;
    let total = 0;
    const matches: number[] = [];

    // one tight loop over plain locals: a listing visits every product, a broad word tens of thousands
    const alive = this.alive;
    const categoryOf = this.category;
    const categoryVisible = this.categoryVisible;
    const featuredOf = this.featured;
    const stockLeft = this.stockLeft;
    const spellingOf = this.spelling;
    const spellingKey = this.spellingKey;
    const conditionOf = this.condition;
    const priceOf = this.price;
    const mark = this.mark;
    const stockMode = f.stock === 'SOLD_OUT' ? 1 : f.stock === 'LOW_STOCK' ? 2 : f.stock === 'IN_STOCK' ? 3 : 0;
    const candidates = onlyCategory === -2 ? [] : search.length ? this.candidates(search) : null;
    // a listing of one category passes over that category's slots only (counts and marks do not depend on the order)
    const visited = candidates ?? (onlyCategory >= 0 ? (this.categorySlots[onlyCategory] ?? []) : null);
    const n = visited ? visited.length : this.size;
    const flags = ranked ? this.flagWords(search) : null;
    // a search's matches are listed (ranking and clearing the marks need them); a listing's can be most of the catalog,
    // so its marks are cleared with one fill instead
    const listed = candidates !== null;
    for (let i = 0; i < n; i++) {
      const d = visited ? visited[i] : i;
      if (alive[d] === 0 || categoryVisible[categoryOf[d]] === 0) continue;
      if (onlyCategory !== -1 && categoryOf[d] !== onlyCategory) continue;
      if (featured !== -1 && featuredOf[d] !== featured) continue;
      const left = stockLeft[d];
      if (stockMode === 1 && left !== 0) continue;
      if (stockMode === 2 && !(left >= 1 && left <= threshold)) continue;
      if (stockMode === 3 && !(left === NO_STOCK || left > threshold)) continue;
      const sp = spellingOf[d];
      const b = brandOk === null || brandOk[spellingKey[sp]] === 1;
      const c = conditionOk === null || conditionOk[conditionOf[d]] === 1;
      const price = priceOf[d];
      const p = price >= minPrice && price <= maxPrice;
      if (spellingCount !== null && conditionCount !== null) {
        if (c && p) spellingCount[sp]++;
        if (b && p) conditionCount[conditionOf[d]]++;
        if (b && c) {
          if (price < lo) lo = price;
          if (price > hi) hi = price;
        }
      }
      if (b && c && p) {
        total++;
        if (listed) matches.push(d);
        mark[d] = soldOutLast && left === 0 ? 2 : 1;
        if (ranked) this.rank[d] = flags ? rankFromFlags(flags, d) : this.rankOf(d, search);
      }
    }

    const ids = this.page(f, ranked, matches, total).map((d) => this.ids[d]);
    if (listed) for (const d of matches) this.mark[d] = 0;
    else this.mark.fill(0, 0, this.size);
    const summary: ListSummary = { total };
    if (spellingCount && conditionCount) {
      summary.facets = {
        brands: this.brandFacet(spellingCount),
        conditions: this.conditionFacet(conditionCount),
        price: { min: lo === Infinity ? null : lo, max: hi === -Infinity ? null : hi },
      };
    }
    return { ids, summary };
  }

  /** The page of marked matches, walking the asked order: sold-out last as a second group, rank groups for relevance. */
  private page(f: ProductFilter, ranked: boolean, matches: number[], total: number): number[] {
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
      const first: number[] = [];
      const later: number[] = [];
      for (let i = 0; i < n && first.length < need; i++) {
        const d = order.at(descending ? n - 1 - i : i);
        const m = this.mark[d];
        if (m === 1) first.push(d);
        else if (m === 2) later.push(d);
      }
      return first.concat(later).slice(offset, need);
    }
    return rankedPage(order, this.mark, this.rank, matches, f.sortOrder === 'asc', offset, need);
  }

  /** rankSql: a word in the name (English or Arabic) 4, elsewhere 2, a typo's correction in the name 1.5, else 1; summed. */
  private rankOf(d: number, search: SearchWord[]): number {
    const name = this.nameKey[d];
    const nameAr = this.nameAr[d];
    let rank = 0;
    for (const s of search) {
      if (name.includes(s.exact) || nameAr.includes(s.exact)) rank += 4;
      else if (this.searchText[d].includes(s.exact)) rank += 2;
      else if (s.fuzzy.some((w) => name.includes(w) || nameAr.includes(w))) rank += 1.5;
      else rank += 1;
    }
    return rank;
  }

  /**
   * rankOf's three questions answered for every slot at once, through the words holding each search word (their
   * postings) rather than a substring search of each match's texts; null (rankOf asks each match) for a word that
   * is empty or holds whitespace, never expected.
   */
  private flagWords(search: SearchWord[]): Uint8Array[] | null {
    if (!search.every((s) => tokenWord(s.exact) && s.fuzzy.every(tokenWord))) return null;
    const out: Uint8Array[] = [];
    for (let i = 0; i < search.length; i++) {
      let flags = this.wordFlags[i];
      if (flags === undefined || flags.length !== this.capacity) flags = this.wordFlags[i] = new Uint8Array(this.capacity);
      else flags.fill(0);
      const s = search[i];
      this.names.mark(s.exact, flags, IN_NAME);
      for (const t of this.tokensHolding(s.exact)) {
        const list = this.postings[t];
        for (let j = 0; j < list.length; j++) flags[list[j]] |= IN_TEXT;
      }
      for (const w of s.fuzzy) this.names.mark(w, flags, FIX_IN_NAME);
      out.push(flags);
    }
    return out;
  }

  /** Slots whose search text holds every word (each word: itself or one of its corrections), each slot once. */
  private candidates(search: SearchWord[]): number[] {
    const first: number[] = [];
    for (let i = 0; i < search.length; i++) {
      const s = search[i];
      for (const word of [s.exact, ...s.fuzzy]) {
        for (const t of this.tokensHolding(word)) {
          for (const d of this.postings[t]) {
            if (this.hits[d] !== i) continue;
            this.hits[d] = i + 1;
            if (i === 0) first.push(d);
          }
        }
      }
    }
    const all = first.filter((d) => this.hits[d] === search.length);
    for (const d of first) this.hits[d] = 0;
    return all;
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
    const out: { value: string; count: number }[] = [];
    counts.forEach((count, i) => {
      if (count > 0) out.push({ value: this.conditions[i], count });
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
    this.featured = widen(this.featured, (n) => new Uint8Array(n));
    this.category = widen(this.category, (n) => new Int32Array(n));
    this.stockLeft = widen(this.stockLeft, (n) => new Int32Array(n));
    this.condition = widen(this.condition, (n) => new Uint8Array(n));
    this.spelling = widen(this.spelling, (n) => new Int32Array(n));
    this.price = widen(this.price, (n) => new Float64Array(n));
    this.created = widen(this.created, (n) => new Float64Array(n));
    this.hits = new Uint8Array(capacity);
    this.mark = new Uint8Array(capacity);
    this.rank = new Float64Array(capacity);
    this.wordFlags = [];
    this.capacity = capacity;
  }

  /** `newWords`: the trigger has just added this text's words to catalog_words; at load they come from that table. */
  private write(slot: number, p: IndexedProduct, newWords = true): void {
    this.alive[slot] = 1;
    this.featured[slot] = p.featured ? 1 : 0;
    this.category[slot] = this.categoryOf(p.categoryId);
    (this.categorySlots[this.category[slot]] ??= []).push(slot);
    this.categoryVisible[this.category[slot]] = p.categoryVisible ? 1 : 0;
    this.stockLeft[slot] = p.stockLeft === null ? NO_STOCK : p.stockLeft;
    this.condition[slot] = this.intern(this.conditions, this.conditionIndex, p.condition);
    this.spelling[slot] = this.spellingOf(p.brand, p.brandKey);
    this.price[slot] = p.price;
    this.created[slot] = p.createdUs;
    this.nameKey[slot] = p.nameKey;
    this.nameAr[slot] = p.nameArSearch ?? '';
    this.searchText[slot] = p.searchText;
    if (newWords) this.words.addFromSearchText(p.searchText);
  }

  /** Takes a slot out of the orders and postings while its columns still hold the old values. */
  private detach(slot: number): void {
    for (const order of this.orders) order.remove(slot);
    const inCategory = this.categorySlots[this.category[slot]];
    const at = inCategory ? inCategory.indexOf(slot) : -1;
    if (at >= 0) inCategory.splice(at, 1);
    this.names.remove(slot, this.nameKey[slot], this.nameAr[slot]);
    for (const token of new Set(this.searchText[slot].split(WHITESPACE))) {
      const t = this.tokenIndex.get(token);
      if (t === undefined) continue;
      const list = this.postings[t];
      const at = list.indexOf(slot);
      if (at >= 0) list.splice(at, 1);
    }
  }

  private addPostings(slot: number): void {
    this.names.add(slot, this.nameKey[slot], this.nameAr[slot]);
    for (const token of new Set(this.searchText[slot].split(WHITESPACE))) {
      if (!token) continue;
      let t = this.tokenIndex.get(token);
      if (t === undefined) {
        t = this.tokens.length;
        this.tokens.push(token);
        this.postings.push([]);
        this.tokenIndex.set(token, t);
        this.tokenMemo.clear();
      }
      this.postings[t].push(slot);
    }
  }

  private categoryOf(id: string): number {
    let i = this.categoryIndex.get(id);
    if (i === undefined) {
      i = this.categoryIndex.size;
      this.categoryIndex.set(id, i);
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

/** rankOf's rule from one slot's flags: a word in the name 4, elsewhere 2, a correction in the name 1.5, else 1; summed in word order. */
function rankFromFlags(flags: Uint8Array[], d: number): number {
  let rank = 0;
  for (let i = 0; i < flags.length; i++) {
    const f = flags[i][d];
    rank += f & IN_NAME ? 4 : f & IN_TEXT ? 2 : f & FIX_IN_NAME ? 1.5 : 1;
  }
  return rank;
}
