import { seededRandom } from '../core/ids/seeded-random';
import type { ProductFilter } from '../product-query/product-query';
import { FACET_LIMIT } from '../product-query/product-list.sql';
import { availabilityOf } from '../stock/availability';
import { CatalogIndex, type IndexedProduct } from './catalog-index';

const BRANDS = ['Nike', 'NIKE', 'Vans', "'47", 'New Era', 'Stussy'];
const WORDS = ['retro', 'vintage', 'falcon', 'snapback', 'tee', 'sneakers', 'manila', 'AJCD', 'BKLM'];
const CONDITIONS = ['NEW', 'VINTAGE', 'USED'];
const CATEGORIES = ['c-caps', 'c-tees', 'c-shoes'];
const SIZES = [['One Size'], ['S', 'M', 'L'], ['40', '41', '42', '43'], ['42'], ['M', 'M'], []];
const ALL_SIZES = ['One Size', 'S', 'M', 'L', '40', '41', '42', '43', 'XXL'];

function product(r: () => number, id: string): IndexedProduct {
  const pick = <T>(l: T[]) => l[Math.floor(r() * l.length)];
  const name = `${pick(WORDS)} ${pick(WORDS)}`;
  const brand = pick(BRANDS);
  const sizes = pick(SIZES);
  // counted: some sizes with pieces, some none, some without a count row at all
  const sizeStock = sizes.filter(() => r() < 0.8).map((size) => ({ size, onHand: Math.floor(r() * 3) }));
  return {
    id,
    sizes,
    sizeStock,
    categoryId: pick(CATEGORIES),
    categoryVisible: true,
    featured: r() < 0.2,
    stockLeft: r() < 0.5 ? null : sizeStock.reduce((n, c) => n + c.onHand, 0),
    condition: pick(CONDITIONS),
    brand,
    brandKey: brand.toLowerCase(),
    nameKey: name,
    searchText: `${name} ${brand.toLowerCase()} ${pick(WORDS)}`,
    nameArSearch: r() < 0.3 ? pick(WORDS) : null,
    price: 10 + Math.floor(r() * 20),
    createdUs: 1_700_000_000_000_000 + Math.floor(r() * 50) * 1_000_000,
  };
}

function filter(r: () => number): ProductFilter {
  const pick = <T>(l: T[]) => l[Math.floor(r() * l.length)];
  const terms = r() < 0.5 ? [pick(WORDS).toLowerCase()] : [];
  return {
    publicOnly: true,
    terms,
    brands: r() < 0.2 ? [pick(BRANDS).toLowerCase()] : [],
    conditions: r() < 0.2 ? [pick(CONDITIONS) as ProductFilter['conditions'][number]] : [],
    categoryId: r() < 0.3 ? pick(CATEGORIES) : undefined,
    minPrice: r() < 0.2 ? 15 : undefined,
    sortBy: pick(['relevance', 'createdAt', 'name', 'brand', 'price'] as const),
    sortOrder: r() < 0.5 ? 'asc' : 'desc',
    page: 1 + Math.floor(r() * 3),
    limit: pick([5, 20]),
    facets: true,
    stock: r() < 0.2 ? pick(['IN_STOCK', 'LOW_STOCK', 'SOLD_OUT'] as const) : undefined,
    sizes: r() < 0.3 ? [...new Set([pick(ALL_SIZES), ...(r() < 0.4 ? [pick(ALL_SIZES)] : [])])] : [],
    lowStockThreshold: 1,
    soldOutLast: r() < 0.5,
  };
}

/**
 * One random change, as the service meets them: a product written (read with its category's visibility at that
 * moment), a product removed, or a category shown or hidden; applied to the live index and to `current`/`hidden`,
 * what a fresh index should then hold.
 */
function randomChange(r: () => number, live: CatalogIndex, current: Map<string, IndexedProduct>, hidden: Set<string>, ids: number): void {
  const roll = r();
  const id = `p${Math.floor(r() * ids)}`;
  if (roll < 0.7) {
    const p = product(r, id);
    p.categoryVisible = !hidden.has(p.categoryId);
    current.set(id, p);
    live.upsert(p);
  } else if (roll < 0.95) {
    current.delete(id);
    live.remove(id);
  } else {
    const c = CATEGORIES[Math.floor(r() * CATEGORIES.length)];
    if (hidden.has(c)) hidden.delete(c);
    else hidden.add(c);
    live.setCategoryVisible(c, !hidden.has(c));
  }
}

/** An index loaded afresh with `current`, its hidden categories hidden: what the live index must answer like. */
function freshIndex(current: Map<string, IndexedProduct>, hidden: Set<string>): CatalogIndex {
  const fresh = new CatalogIndex();
  fresh.load([...current.values()].map((p) => ({ ...p, categoryVisible: !hidden.has(p.categoryId) })));
  for (const c of CATEGORIES) fresh.setCategoryVisible(c, !hidden.has(c));
  return fresh;
}

describe('CatalogIndex', () => {
  it('answers after hundreds of single changes exactly as an index loaded afresh with the final catalog', () => {
    const r = seededRandom(7);
    const live = new CatalogIndex();
    const current = new Map<string, IndexedProduct>();
    for (let i = 0; i < 400; i++) current.set(`p${i}`, product(r, `p${i}`));
    live.load(current.values());
    const hidden = new Set<string>();
    for (let step = 0; step < 600; step++) randomChange(r, live, current, hidden, 450);
    // at most one category stays hidden, so most answers hold products
    for (const c of [...hidden].slice(1)) {
      hidden.delete(c);
      live.setCategoryVisible(c, true);
    }
    const fresh = freshIndex(current, hidden);
    const q = seededRandom(8);
    let nonEmpty = 0;
    for (let i = 0; i < 400; i++) {
      const f = filter(q);
      const expected = fresh.query(f, fresh.searchWords(f.terms));
      expect([i, live.query(f, live.searchWords(f.terms))]).toEqual([i, expected]);
      if (expected.ids.length) nonEmpty++;
    }
    expect(nonEmpty).toBeGreaterThan(200);
  });

  it('answers a listing asked again (other page, order, page size) as afresh, between changes that must forget it', () => {
    const r = seededRandom(21);
    const current = new Map<string, IndexedProduct>();
    for (let i = 0; i < 300; i++) current.set(`p${i}`, product(r, `p${i}`));
    const live = new CatalogIndex();
    live.load(current.values());
    const hidden = new Set<string>();
    // a few listings (no search words) that shoppers page through and re-sort
    const q = seededRandom(22);
    const listings = Array.from({ length: 6 }, () => ({ ...filter(q), terms: [] }));
    let fresh = freshIndex(current, hidden);
    let changes = 0;
    for (let step = 0; step < 400; step++) {
      if (r() < 0.15) {
        changes++;
        randomChange(r, live, current, hidden, 320);
        fresh = freshIndex(current, hidden);
      }
      const f: ProductFilter = {
        ...listings[Math.floor(r() * listings.length)],
        sortBy: (['createdAt', 'name', 'brand', 'price'] as const)[Math.floor(r() * 4)],
        sortOrder: r() < 0.5 ? 'asc' : 'desc',
        page: 1 + Math.floor(r() * 4),
        limit: r() < 0.5 ? 5 : 20,
      };
      expect([step, live.query(f, [])]).toEqual([step, fresh.query(f, [])]);
    }
    expect(changes).toBeGreaterThan(30);
  });

  it('answers as afresh when more listings are asked than it remembers: the forgotten ones are scanned again into reused bitmaps', () => {
    const r = seededRandom(31);
    const current = new Map<string, IndexedProduct>();
    for (let i = 0; i < 300; i++) current.set(`p${i}`, product(r, `p${i}`));
    const live = new CatalogIndex();
    live.load(current.values());
    const hidden = new Set<string>();
    // price ranges, each its own filter: far more than the memo's 256, so every new one takes a forgotten one's bitmaps
    const q = seededRandom(32);
    const listings = Array.from({ length: 700 }, (_, i) => ({
      ...filter(q),
      terms: [],
      minPrice: 10 + (i % 20),
      maxPrice: 12 + (i % 20) + Math.floor(i / 20),
    }));
    let fresh = freshIndex(current, hidden);
    let changes = 0;
    for (let step = 0; step < 2500; step++) {
      if (r() < 0.01) {
        changes++;
        randomChange(r, live, current, hidden, 320);
        fresh = freshIndex(current, hidden);
      }
      // sweeps through all of them, then asks recent ones again (remembered) and old ones again (forgotten)
      const i = step < 700 ? step : r() < 0.5 ? Math.floor(r() * 700) : (step * 7) % 700;
      const f: ProductFilter = { ...listings[i], page: 1 + Math.floor(r() * 3) };
      expect([step, live.query(f, [])]).toEqual([step, fresh.query(f, [])]);
    }
    expect(changes).toBeGreaterThan(10);
  });

  it('puts sold-out products after the others with sold-out-last, each group in the asked order', () => {
    const index = new CatalogIndex();
    const r = seededRandom(1);
    const a = { ...product(r, 'a'), nameKey: 'a', stockLeft: 0, categoryId: 'c-caps' };
    const b = { ...product(r, 'b'), nameKey: 'b', stockLeft: null, categoryId: 'c-caps' };
    const c = { ...product(r, 'c'), nameKey: 'c', stockLeft: 2, categoryId: 'c-caps' };
    index.load([a, b, c]);
    const f = {
      ...filter(seededRandom(2)),
      terms: [],
      brands: [],
      conditions: [],
      categoryId: undefined,
      minPrice: undefined,
      stock: undefined,
      sizes: [],
      page: 1,
      limit: 10,
    };
    expect(index.query({ ...f, sortBy: 'name', sortOrder: 'asc', soldOutLast: true }, []).ids).toEqual(['b', 'c', 'a']);
    expect(index.query({ ...f, sortBy: 'name', sortOrder: 'asc', soldOutLast: false }, []).ids).toEqual(['a', 'b', 'c']);
  });
  it('cuts every page of a listing, sold-out last or not, as the whole ordered list cut afresh (first ask and asked again)', () => {
    const r = seededRandom(31);
    // distinct names, a third sold out, a category each: the pages straddle the unsold/sold-out boundary and the end
    const products = Array.from({ length: 60 }, (_, i) => ({
      ...product(r, `p${i}`),
      nameKey: `n${String(Math.floor(r() * 1000)).padStart(3, '0')}-${i}`,
      stockLeft: r() < 0.33 ? 0 : r() < 0.5 ? null : 2,
      categoryId: CATEGORIES[i % 2],
    }));
    const index = new CatalogIndex();
    index.load(products);
    const base = { ...filter(seededRandom(32)), terms: [], brands: [], conditions: [], minPrice: undefined, stock: undefined, sizes: [] };
    for (const categoryId of [undefined, CATEGORIES[0]])
      for (const soldOutLast of [true, false])
        for (const sortOrder of ['asc', 'desc'] as const) {
          const ordered = products
            .filter((p) => categoryId === undefined || p.categoryId === categoryId)
            .sort((a, b) => (a.nameKey < b.nameKey ? -1 : 1) * (sortOrder === 'asc' ? 1 : -1));
          const all = soldOutLast ? [...ordered.filter((p) => p.stockLeft !== 0), ...ordered.filter((p) => p.stockLeft === 0)] : ordered;
          for (const limit of [1, 4, 7])
            for (let page = 1; page <= Math.ceil(all.length / limit) + 1; page++) {
              const f: ProductFilter = { ...base, categoryId, soldOutLast, sortBy: 'name', sortOrder, page, limit, lowStockThreshold: 1 };
              const expected = all.slice((page - 1) * limit, page * limit).map((p) => p.id);
              const asked = [categoryId, soldOutLast, sortOrder, limit, page];
              expect([asked, index.query(f, []).ids]).toEqual([asked, expected]);
              expect([asked, index.query(f, []).ids]).toEqual([asked, expected]);
            }
        }
  });

  it('filters by stock with the availability rule, at every threshold; uncounted products are in stock', () => {
    const index = new CatalogIndex();
    const r = seededRandom(3);
    const counts = [null, 0, 1, 2, 3, 4, 5];
    index.load(counts.map((left, i) => ({ ...product(r, `s${i}`), nameKey: `s${i}`, stockLeft: left, categoryId: 'c-caps' })));
    const f = {
      ...filter(seededRandom(4)),
      terms: [],
      brands: [],
      conditions: [],
      sizes: [],
      categoryId: undefined,
      minPrice: undefined,
      page: 1,
      limit: 20,
    };
    for (const threshold of [0, 1, 3, 5]) {
      for (const stock of ['IN_STOCK', 'LOW_STOCK', 'SOLD_OUT'] as const) {
        const expected = counts.flatMap((left, i) => ((left === null ? 'IN_STOCK' : availabilityOf(left, threshold)) === stock ? [`s${i}`] : []));
        const got = index.query({ ...f, sortBy: 'name', sortOrder: 'asc', stock, lowStockThreshold: threshold, soldOutLast: false }, []);
        expect([threshold, stock, got.ids]).toEqual([threshold, stock, expected]);
      }
    }
  });

  it('counts the sizes facet the same with few sets of sizes and with more sets than it counts by set', () => {
    // twelve sizes in random subsets: 300 products make fewer sets than the index counts set by set, 3,000 more
    const sizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL', '39', '40', '41', '42', '43', '44'];
    for (const products of [300, 3000]) {
      const r = seededRandom(products);
      const catalog = Array.from({ length: products }, (_, i) => {
        const own = sizes.filter(() => r() < 0.5);
        return { ...product(r, `p${i}`), sizes: own, stockLeft: null, sizeStock: [] };
      });
      const index = new CatalogIndex();
      index.load(catalog);
      for (const brand of [[], ['vans']]) {
        const f: ProductFilter = {
          ...filter(seededRandom(9)),
          terms: [],
          brands: brand,
          conditions: [],
          categoryId: undefined,
          minPrice: undefined,
          stock: undefined,
          sizes: [],
          facets: true,
        };
        const expected = new Map<string, number>();
        for (const p of catalog)
          if (!brand.length || p.brandKey === brand[0]) for (const z of new Set(p.sizes)) expected.set(z, (expected.get(z) ?? 0) + 1);
        const facet = index.query(f, []).summary.facets?.sizes ?? [];
        expect(facet.length).toBe(Math.min(expected.size, FACET_LIMIT));
        for (const { value, count } of facet) expect([products, value, count]).toEqual([products, value, expected.get(value)]);
      }
    }
  });

  it('filters by size in stock and counts the sizes facet under every filter but its own', () => {
    const index = new CatalogIndex();
    const r = seededRandom(5);
    const base = (id: string, brand: string) => ({ ...product(r, id), id, nameKey: id, brand, brandKey: brand.toLowerCase(), categoryId: 'c-shoes' });
    index.load([
      // counted: 42 sold out (its only 42), 43 has one
      {
        ...base('a', 'Nike'),
        sizes: ['42', '43'],
        stockLeft: 1,
        sizeStock: [
          { size: '42', onHand: 0 },
          { size: '43', onHand: 1 },
        ],
      },
      // counted: 42 has no count row (none left)
      { ...base('b', 'Nike'), sizes: ['42'], stockLeft: 0, sizeStock: [] },
      // not counted: each listed size is available
      { ...base('c', 'Vans'), sizes: ['42', '44'], stockLeft: null, sizeStock: [] },
      // counted: 42 low (1 left), listed twice
      { ...base('d', 'Vans'), sizes: ['42', '42'], stockLeft: 1, sizeStock: [{ size: '42', onHand: 1 }] },
      // no sizes listed
      { ...base('e', 'Nike'), sizes: [], stockLeft: null, sizeStock: [] },
    ]);
    const f: ProductFilter = {
      ...filter(seededRandom(6)),
      terms: [],
      brands: [],
      conditions: [],
      categoryId: undefined,
      minPrice: undefined,
      stock: undefined,
      sortBy: 'name',
      sortOrder: 'asc',
      page: 1,
      limit: 20,
      facets: true,
      soldOutLast: false,
    };
    const sizesFacet = (g: ProductFilter) => index.query(g, []).summary.facets?.sizes;
    expect(index.query({ ...f, sizes: ['42'] }, []).ids).toEqual(['c', 'd']);
    expect(index.query({ ...f, sizes: ['43'] }, []).ids).toEqual(['a']);
    expect(index.query({ ...f, sizes: ['42', '43'] }, []).ids).toEqual(['a', 'c', 'd']);
    expect(index.query({ ...f, sizes: ['45'] }, []).ids).toEqual([]);
    // the size facet ignores the size filter (choosing 42 still shows 43 and 44), follows the others (brand)
    const all = [
      { value: '42', count: 2 },
      { value: '43', count: 1 },
      { value: '44', count: 1 },
    ];
    expect(sizesFacet({ ...f, sizes: [] })).toEqual(all);
    expect(sizesFacet({ ...f, sizes: ['42'] })).toEqual(all);
    expect(sizesFacet({ ...f, brands: ['vans'] })).toEqual([
      { value: '42', count: 2 },
      { value: '44', count: 1 },
    ]);
    // the other facets follow the size filter
    expect(index.query({ ...f, sizes: ['44'] }, []).summary.facets?.brands).toEqual([{ value: 'Vans', count: 1 }]);
    expect(index.query({ ...f, sizes: ['44'] }, []).summary.total).toBe(1);
    // a size sold out after a change leaves the filter; one restocked joins it
    index.upsert({
      ...base('c', 'Vans'),
      sizes: ['42', '44'],
      stockLeft: 3,
      sizeStock: [
        { size: '42', onHand: 0 },
        { size: '44', onHand: 3 },
      ],
    });
    index.upsert({ ...base('b', 'Nike'), sizes: ['42'], stockLeft: 2, sizeStock: [{ size: '42', onHand: 2 }] });
    expect(index.query({ ...f, sizes: ['42'] }, []).ids).toEqual(['b', 'd']);
    index.remove('d');
    expect(index.query({ ...f, sizes: ['42'] }, []).ids).toEqual(['b']);
  });

  it('filters and counts sizes beyond the 31 held as bits as it does the first ones', () => {
    const index = new CatalogIndex();
    const r = seededRandom(9);
    const many = Array.from({ length: 40 }, (_, i) => `EU ${i}`);
    const item = (id: string, sizes: string[]) => ({
      ...product(r, id),
      id,
      nameKey: id,
      categoryId: 'c-shoes',
      sizes,
      stockLeft: null,
      sizeStock: [],
    });
    // one product per size (sizes are numbered in the order first seen), then one mixing low and high numbers
    index.load([...many.map((size, i) => item(`p${String(i).padStart(2, '0')}`, [size])), item('mix', ['EU 1', 'EU 35', 'EU 39'])]);
    const f: ProductFilter = {
      ...filter(seededRandom(6)),
      terms: [],
      brands: [],
      conditions: [],
      categoryId: undefined,
      minPrice: undefined,
      stock: undefined,
      sortBy: 'name',
      sortOrder: 'asc',
      page: 1,
      limit: 50,
      facets: true,
      soldOutLast: false,
      sizes: [],
    };
    expect(index.query({ ...f, sizes: ['EU 35'] }, []).ids).toEqual(['mix', 'p35']);
    expect(index.query({ ...f, sizes: ['EU 1', 'EU 39'] }, []).ids).toEqual(['mix', 'p01', 'p39']);
    expect(index.query({ ...f, sizes: ['EU 30', 'EU 31'] }, []).ids).toEqual(['p30', 'p31']);
    const counts = new Map(index.query(f, []).summary.facets?.sizes.map((c) => [c.value, c.count]));
    expect([counts.get('EU 1'), counts.get('EU 30'), counts.get('EU 31'), counts.get('EU 35'), counts.get('EU 39')]).toEqual([2, 1, 1, 2, 2]);
    // moving between the two kinds of size and selling one out follows the product
    index.upsert(item('mix', ['EU 2', 'EU 36']));
    index.upsert({ ...item('p36', ['EU 36']), stockLeft: 0, sizeStock: [{ size: 'EU 36', onHand: 0 }] });
    expect(index.query({ ...f, sizes: ['EU 35'] }, []).ids).toEqual(['p35']);
    expect(index.query({ ...f, sizes: ['EU 36'] }, []).ids).toEqual(['mix']);
    expect(index.query({ ...f, sizes: ['EU 2'] }, []).ids).toEqual(['mix', 'p02']);
    index.remove('mix');
    expect(index.query({ ...f, sizes: ['EU 36', 'EU 2'] }, []).ids).toEqual(['p02']);
  });

  it('loads with the places PostgreSQL sorted, answering as an index that sorted itself; wrong places are sorted anyway', () => {
    const r = seededRandom(11);
    const products = Array.from({ length: 300 }, (_, i) => product(r, `p${String(i).padStart(3, '0')}`));
    const self = new CatalogIndex();
    self.load(products);
    // the places as INDEX_LOAD_SQL gives them: each order's comparison, ties by id
    const byId = (a: IndexedProduct, b: IndexedProduct) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    const sorts: ((a: IndexedProduct, b: IndexedProduct) => number)[] = [
      (a, b) => a.createdUs - b.createdUs || byId(a, b),
      (a, b) => cmp(a.nameKey, b.nameKey) || byId(a, b),
      (a, b) => cmp(a.brandKey, b.brandKey) || cmp(a.nameKey, b.nameKey) || byId(a, b),
      (a, b) => a.price - b.price || byId(a, b),
    ];
    const places = sorts.map((sort) => new Map([...products].sort(sort).map((p, i) => [p.id, i + 1])));
    const withPlaces = (shuffle: boolean) =>
      products.map((p) => ({
        ...p,
        // wrong: every place turned around (still one product per place, so only the order's own check sees it)
        ranks: places.map((m) => (shuffle ? products.length + 1 - m.get(p.id)! : m.get(p.id)!)) as [number, number, number, number],
      }));
    const ranked = new CatalogIndex();
    ranked.load(withPlaces(false));
    const wrong = new CatalogIndex();
    wrong.load(withPlaces(true));
    const q = seededRandom(12);
    for (let i = 0; i < 300; i++) {
      const f = filter(q);
      const expected = self.query(f, self.searchWords(f.terms));
      expect([i, ranked.query(f, ranked.searchWords(f.terms))]).toEqual([i, expected]);
      expect([i, wrong.query(f, wrong.searchWords(f.terms))]).toEqual([i, expected]);
    }
  });

  it('leaves a search word holding whitespace to PostgreSQL: the index does not answer it', () => {
    const index = new CatalogIndex();
    index.load([product(seededRandom(1), 'p1')]);
    expect(index.answerable(index.searchWords(['retro']))).toBe(true);
    expect(index.answerable([{ exact: 'old school', forms: ['old school'], fuzzy: [] }])).toBe(false);
    expect(index.answerable([{ exact: 'retro', forms: ['retro'], fuzzy: ['a b'] }])).toBe(false);
  });
});
