import * as v8 from 'node:v8';
import * as vm from 'node:vm';
import { Client } from 'pg';
import { CatalogIndex } from '../src/catalog-index/catalog-index';
import { CatalogItems } from '../src/catalog-index/catalog-items';
import type { ProductRow } from '../src/product-query/product-view';
import {
  INDEX_CATEGORIES_SQL,
  INDEX_LOAD_SQL,
  INDEX_PRODUCTS_BY_ID_SQL,
  INDEX_WORDS_SQL,
  toIndexedProduct,
  type IndexProductRow,
} from '../src/catalog-index/catalog-index.sql';
import { parseProductQuery } from '../src/product-query/product-query';
import { listingRequest, rng, searchRequest } from './shopper-requests';

/**
 * The read model measured on its own, in this process: heap it holds, time to load it from PostgreSQL, time to apply
 * one product's change (read by id and upsert, as after an event; and the upsert alone), and the single-threaded time
 * of distinct storefront queries (no HTTP, no detail fetch).
 */
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

/** The JavaScript heap and the memory of typed arrays and buffers (the columns and the products' texts live there). */
function heapMb(): number {
  gc();
  gc();
  const m = process.memoryUsage();
  return (m.heapUsed + m.arrayBuffers) / 1024 ** 2;
}

export async function readModelFigures(url: string, seed: number): Promise<string[]> {
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    const before = heapMb();
    const t0 = performance.now();
    const index = new CatalogIndex();
    const words = await db.query(INDEX_WORDS_SQL);
    const categories = await db.query(INDEX_CATEGORIES_SQL);
    const rows = await db.query(INDEX_LOAD_SQL);
    const read = performance.now() - t0;
    for (const w of words.rows) index.words.add(w.word);
    for (const c of categories.rows) index.setCategoryVisible(c.id, c.publicly_visible);
    index.load((rows.rows as IndexProductRow[]).map(toIndexedProduct));
    // the page's products as the read model holds them (their answer's JSON)
    const items = new CatalogItems();
    items.train(rows.rows as ProductRow[]);
    for (const row of rows.rows as ProductRow[]) items.set(row);
    const loadMs = performance.now() - t0;
    const ids = (rows.rows as IndexProductRow[]).map((r) => r.id);
    rows.rows.length = 0;
    const heldMb = heapMb() - before;

    // a product's change as after its event: read it again by id, then move it in the index
    const r = rng(seed);
    const applied: number[] = [];
    const upserts: number[] = [];
    for (let i = 0; i < 300; i++) {
      const id = ids[Math.floor(r() * ids.length)];
      const s = performance.now();
      const got = await db.query(INDEX_PRODUCTS_BY_ID_SQL, [[id]]);
      const u = performance.now();
      for (const row of got.rows as IndexProductRow[]) index.upsert(toIndexedProduct(row));
      const e = performance.now();
      applied.push(e - s);
      upserts.push(e - u);
    }
    applied.sort((a, b) => a - b);
    upserts.sort((a, b) => a - b);

    const timed = (make: () => string) => {
      const times: number[] = [];
      for (let i = 0; i < 2000; i++) {
        const u = new URL(make(), 'http://x');
        const filter = parseProductQuery(Object.fromEntries(u.searchParams), false);
        filter.lowStockThreshold = 1;
        const s = performance.now();
        index.query(filter, index.searchWords(filter.terms));
        times.push(performance.now() - s);
      }
      times.sort((a, b) => a - b);
      return times;
    };
    const qs = rng(seed + 5);
    timed(() => searchRequest(qs)); // warm (JIT, typo memo of other words)
    const search = timed(() => searchRequest(qs));
    const ql = rng(seed + 6);
    const listing = timed(() => listingRequest(ql));
    const f = (ms: number) => (ms < 1 ? ms.toFixed(3) : ms.toFixed(1));
    return [
      `- Read model: ${index.count.toLocaleString('en')} products held (${items.size.toLocaleString('en')} of them with their answer's JSON), ${index.words.size.toLocaleString('en')} catalog words; heap and buffers held ${heldMb.toFixed(0)} MB (after gc)`,
      `- Load from PostgreSQL: ${(loadMs / 1000).toFixed(2)} s (${(read / 1000).toFixed(2)} s of it reading the rows)`,
      `- One product's change: read by id and applied p50 ${f(pct(applied, 50))} ms, p95 ${f(pct(applied, 95))} ms; the in-memory upsert alone p50 ${f(pct(upserts, 50))} ms, p95 ${f(pct(upserts, 95))} ms`,
      `- 2,000 distinct searches with facets, in process, one thread: p50 ${f(pct(search, 50))} ms, p95 ${f(pct(search, 95))} ms, p99 ${f(pct(search, 99))} ms, max ${f(search[search.length - 1])} ms`,
      `- 2,000 distinct category/listing pages with facets, in process, one thread: p50 ${f(pct(listing, 50))} ms, p95 ${f(pct(listing, 95))} ms, p99 ${f(pct(listing, 99))} ms, max ${f(listing[listing.length - 1])} ms`,
    ];
  } finally {
    await db.end();
  }
}
