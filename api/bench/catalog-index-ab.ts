/**
 * The read model's query cost, two builds of it side by side: this checkout's `CatalogIndex` and a baseline's, each
 * loaded with the same synthetic catalog (BENCH_PRODUCTS, 100,000: the bench catalog's categories and sizes, a tenth
 * counted per size), then asked the same distinct storefront requests (the search benchmark's searches and listings
 * with facets, a quarter filtered by size) in process, one thread, A and B alternately request by request, so a busy
 * machine slows both alike. Prints p50/p95/p99 per build and the ratio.
 *
 *   git worktree add /tmp/base <rev>
 *   npx esbuild /tmp/base/api/src/catalog-index/catalog-index.ts --bundle --platform=node --format=cjs \
 *     --external:@shop/common --outfile=api/dist/bench/baseline-catalog-index.js
 *   npm run build -w api && node api/dist/bench/catalog-index-ab.js [api/dist/bench/baseline-catalog-index.js]
 *
 * Without a baseline the checkout is measured against itself (the spread between two identical builds).
 */
import * as path from 'node:path';
import { CatalogIndex, type IndexedProduct } from '../src/catalog-index/catalog-index';
import { parseProductQuery } from '../src/product-query/product-query';
import { BENCH_CATEGORIES } from './bench-catalog';
import { BRANDS, listingRequest, rng, searchRequest, SIZES_OF, sized, TYPES } from './shopper-requests';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const SIZE_SHARE = Number(process.env.BENCH_SIZE_SHARE ?? 0.25);

type IndexClass = new () => CatalogIndex;

function catalog(count: number): IndexedProduct[] {
  const r = rng(11);
  const pick = <T>(l: readonly T[]) => l[Math.floor(r() * l.length)];
  return Array.from({ length: count }, (_, i) => {
    const category = BENCH_CATEGORIES[i % BENCH_CATEGORIES.length];
    const sizes = SIZES_OF[category.kind];
    const counted = r() < 0.1;
    const sizeStock = counted ? sizes.map((size) => ({ size, onHand: Math.floor(r() * 4) })) : [];
    const brand = pick(BRANDS);
    const name = `${brand} ${pick(TYPES)} ${i}`;
    return {
      id: `p${String(i).padStart(7, '0')}`,
      sizes: [...sizes],
      sizeStock,
      categoryId: category.id,
      categoryVisible: category.id !== BENCH_CATEGORIES[3].id,
      featured: i % 30 === 0,
      stockLeft: counted ? sizeStock.reduce((n, c) => n + c.onHand, 0) : null,
      condition: pick(['NEW', 'VINTAGE', 'USED']),
      brand,
      brandKey: brand,
      nameKey: name,
      searchText: `${name} ${pick(TYPES)}`,
      nameArSearch: null,
      price: 50 + Math.floor(r() * 2000),
      createdUs: 1_700_000_000_000_000 + i * 1_000_000,
    };
  });
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

function main(): void {
  const baseline = process.argv[2];
  const B = CatalogIndex as IndexClass;
  const A = baseline ? (require(path.resolve(baseline)) as { CatalogIndex: IndexClass }).CatalogIndex : B;
  const products = catalog(PRODUCTS);
  const builds = [A, B].map((Index) => {
    const index = new Index();
    for (const c of BENCH_CATEGORIES) index.setCategoryVisible(c.id, c.id !== BENCH_CATEGORIES[3].id);
    index.load(products);
    return index;
  });
  const kinds: [string, () => string][] = [
    ['searches', sized(6, () => searchRequest(rng6), SIZE_SHARE)],
    ['category/listing pages', sized(1006, () => listingRequest(rng7), SIZE_SHARE)],
  ];
  console.log(
    `${PRODUCTS.toLocaleString('en')} products, ${REQUESTS} distinct requests per kind, ${Math.round(SIZE_SHARE * 100)} % filtered by size`,
  );
  console.log(
    `| Requests (facets on) | ${baseline ? 'baseline' : 'this build'} mean / p50 / p95 / p99 ms | this build mean / p50 / p95 / p99 ms | p95 ratio | mean ratio |`,
  );
  console.log('|---|---|---|---|---|');
  for (const [label, next] of kinds) {
    const times: number[][] = [[], []];
    for (let i = 0; i < REQUESTS + 300; i++) {
      const u = new URL(next(), 'http://x');
      const query: Record<string, string | string[]> = {};
      for (const key of new Set(u.searchParams.keys())) {
        const all = u.searchParams.getAll(key);
        query[key] = all.length > 1 ? all : all[0];
      }
      const filter = parseProductQuery(query, false);
      filter.lowStockThreshold = 1;
      // alternate which build goes first, so neither always meets a warmer cache
      const order = i % 2 === 0 ? [0, 1] : [1, 0];
      for (const k of order) {
        const index = builds[k];
        const s = performance.now();
        index.query(filter, index.searchWords(filter.terms));
        // the first 300 warm the JIT and the remembered words
        if (i >= 300) times[k].push(performance.now() - s);
      }
    }
    // the mean is what a request costs the CPU on average (the rare full scans included); the percentiles, its spread
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const f = (xs: number[]) => [mean(xs), ...[50, 95, 99].map((p) => pct(xs, p))].map((ms) => ms.toFixed(3)).join(' / ');
    console.log(
      `| ${label} | ${f(times[0])} | ${f(times[1])} | ${(pct(times[1], 95) / pct(times[0], 95)).toFixed(2)} | ${(mean(times[1]) / mean(times[0])).toFixed(2)} |`,
    );
  }
}

const rng6 = rng(6);
const rng7 = rng(7);
main();
