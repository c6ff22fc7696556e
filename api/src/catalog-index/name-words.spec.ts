import { seededRandom } from '../core/ids/seeded-random';
import type { ProductFilter } from '../product-query/product-query';
import { CatalogIndex, type IndexedProduct, type SearchWord } from './catalog-index';
import { NameWords, tokenWord } from './name-words';

const WORDS = ['retro', 'vintage', 'falcon', 'snapback', 'tee', 't-shirt', 'sneakers', 'manila', 'cap', 'caps', 'AJCD', 'BKLM', 'AJCDBKLM'];

function product(r: () => number, id: string): IndexedProduct {
  const pick = <T>(l: T[]) => l[Math.floor(r() * l.length)];
  // double spaces and tabs too: a name's words are what lies between any whitespace
  const name = `${pick(WORDS)}${pick([' ', '  ', '\t', ''])}${pick(WORDS)}`;
  return {
    id,
    categoryId: 'c',
    categoryVisible: true,
    featured: false,
    stockLeft: r() < 0.3 ? 0 : null,
    condition: 'NEW',
    brand: 'Nike',
    brandKey: 'nike',
    nameKey: name,
    searchText: `${name} nike ${pick(WORDS)} ${pick(WORDS)}`,
    nameArSearch: r() < 0.4 ? `${pick(WORDS)} ${pick(WORDS)}` : null,
    price: 10,
    createdUs: 1_700_000_000_000_000 + Math.floor(r() * 20) * 1_000_000,
  };
}

/** The ranking rule written plainly (rankSql): one of a word's forms in the name 4, elsewhere 2, a correction in the name 1.5, else 1. */
function expectedOrder(products: IndexedProduct[], search: SearchWord[], asc: boolean, soldOutLast: boolean): string[] {
  const holds = (t: string, s: SearchWord) => [...s.forms, ...s.fuzzy].some((w) => t.includes(w));
  const ranked = products
    .filter((p) => search.every((s) => holds(p.searchText, s)))
    .map((p) => {
      const ar = p.nameArSearch ?? '';
      let rank = 0;
      for (const s of search) {
        if (s.forms.some((w) => p.nameKey.includes(w) || ar.includes(w))) rank += 4;
        else if (s.forms.some((w) => p.searchText.includes(w))) rank += 2;
        else if (s.fuzzy.some((w) => p.nameKey.includes(w) || ar.includes(w))) rank += 1.5;
        else rank += 1;
      }
      return { p, rank, later: soldOutLast && p.stockLeft === 0 ? 1 : 0 };
    });
  ranked.sort(
    (a, b) =>
      a.later - b.later ||
      (asc ? a.rank - b.rank : b.rank - a.rank) ||
      b.p.createdUs - a.p.createdUs ||
      (a.p.id < b.p.id ? 1 : a.p.id > b.p.id ? -1 : 0),
  );
  return ranked.map((x) => x.p.id);
}

describe('NameWords', () => {
  it('marks exactly the slots whose name or Arabic name holds the word, and forgets a removed name', () => {
    const names = new NameWords();
    names.add(0, 'retro  snapback', '');
    names.add(1, 'vintage tee', 'AJCD BKLM');
    names.add(2, 'falcon', 'AJCDBKLM');
    const flags = (word: string) => {
      const f = new Uint8Array(3);
      names.mark(word, f, 4);
      return [...f];
    };
    expect(flags('snap')).toEqual([4, 0, 0]);
    expect(flags('AJCD')).toEqual([0, 4, 4]);
    expect(flags('e')).toEqual([4, 4, 0]);
    names.remove(1, 'vintage tee', 'AJCD BKLM');
    expect(flags('AJCD')).toEqual([0, 0, 4]);
    expect(flags('e')).toEqual([4, 0, 0]);
  });

  it('looks up only words that are not empty and hold no whitespace', () => {
    expect(tokenWord('snapback')).toBe(true);
    expect(tokenWord('')).toBe(false);
    expect(tokenWord('snap back')).toBe(false);
    expect(tokenWord('snap\u00a0back')).toBe(false);
  });
});

describe('CatalogIndex relevance', () => {
  it('ranks every match by the plain substring rule and pages that order, before and after hundreds of changes', () => {
    const r = seededRandom(21);
    const index = new CatalogIndex();
    const current = new Map<string, IndexedProduct>();
    for (let i = 0; i < 300; i++) current.set(`p${String(i).padStart(3, '0')}`, product(r, `p${String(i).padStart(3, '0')}`));
    index.load(current.values());
    // the catalog's words, as catalog_words holds them, so misspelt words find their corrections
    for (const p of current.values()) index.words.addFromSearchText(p.searchText);
    const check = () => {
      const q = seededRandom(22);
      for (let i = 0; i < 150; i++) {
        const pick = <T>(l: T[]) => l[Math.floor(q() * l.length)];
        const terms = [...new Set([pick(WORDS), pick(['', pick(WORDS), 'snapbak', 'vintge', 'ajcd'])].filter(Boolean))].map((t) => t.toLowerCase());
        const asc = q() < 0.3;
        const soldOutLast = q() < 0.5;
        // the whole list, or a page of it: a page cuts the same order
        const limit = pick([500, 7, 3]);
        const page = limit === 500 ? 1 : 1 + Math.floor(q() * 4);
        const f: ProductFilter = {
          publicOnly: true,
          terms,
          brands: [],
          conditions: [],
          sizes: [],
          sortBy: 'relevance',
          sortOrder: asc ? 'asc' : 'desc',
          page,
          limit,
          facets: false,
          lowStockThreshold: 1,
          soldOutLast,
        };
        const search = index.searchWords(terms);
        const expected = expectedOrder([...current.values()], search, asc, soldOutLast).slice((page - 1) * limit, page * limit);
        expect([i, terms, index.query(f, search).ids]).toEqual([i, terms, expected]);
      }
    };
    check();
    for (let step = 0; step < 300; step++) {
      const id = `p${String(Math.floor(r() * 330)).padStart(3, '0')}`;
      if (r() < 0.8) {
        const p = product(r, id);
        current.set(id, p);
        index.words.addFromSearchText(p.searchText);
        index.upsert(p);
      } else {
        current.delete(id);
        index.remove(id);
      }
    }
    check();
  });
});
