/**
 * Where the read model's start-up load spends its time, step by step, against a benchmark catalog of
 * BENCH_PRODUCTS (100000) products: the service's own load (CatalogIndexService.load through a real DataSource), then
 * heap held after gc. After the last run: the in-process time of 2,000 distinct searches and listings (wall and CPU
 * per query, one thread, no HTTP) and of a 24-product page's JSON, then BENCH_UPDATES (50000) changes of random
 * products applied to the loaded model and the memory held after them (a long-running instance must not grow).
 *
 *   npm run build -w common && npm run build -w api && node api/dist/bench/catalog-index-load.js
 *
 * BENCH_DATABASE_URL: a database already seeded by this script (it prints the URL); without it an embedded
 * PostgreSQL is started in BENCH_PG_DIR (default a temp folder, kept) and seeded first, so a second run can reuse it.
 */
import * as os from 'node:os';
import * as path from 'node:path';
import * as v8 from 'node:v8';
import * as vm from 'node:vm';
import { DataSource } from 'typeorm';
import type { CatalogIndex } from '../src/catalog-index/catalog-index';
import { CatalogIndexService } from '../src/catalog-index/catalog-index.service';
import type { CatalogItems } from '../src/catalog-index/catalog-items';
import { INDEX_ITEMS_BY_ID_SQL, INDEX_PRODUCTS_BY_ID_SQL, toIndexedProduct, type IndexProductRow } from '../src/catalog-index/catalog-index.sql';
import type { ProductRow } from '../src/product-query/product-view';
import { parseProductQuery } from '../src/product-query/product-query';
import { dataSourceOptions, withDatabase } from '../src/database/data-source';
import { startEmbeddedPostgres } from '../src/database/embedded-postgres';
import { prepare } from './run';
import { listingRequest, rng, searchRequest } from './shopper-requests';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
/** The JavaScript heap and the memory of typed arrays and buffers (the columns and the products' texts live there). */
const heapMb = () => {
  gc();
  gc();
  const m = process.memoryUsage();
  return (m.heapUsed + m.arrayBuffers) / 1024 ** 2;
};

async function main(): Promise<void> {
  let url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    const dir = process.env.BENCH_PG_DIR ?? path.join(os.tmpdir(), `shop-bench-load-${process.pid}`);
    const pg = await startEmbeddedPostgres({ dataDir: path.join(dir, 'data'), persistent: true });
    const reuse = process.env.BENCH_DB_NAME;
    url = reuse ? withDatabase(pg.url, reuse) : await prepare(pg.url);
    console.log(`catalog in ${url.replace(/.*\//, '')} (server folder ${dir}: BENCH_PG_DIR=${dir} BENCH_DB_NAME=<that name> reuses it)`);
  }
  const ds = new DataSource({ ...dataSourceOptions(url), migrationsRun: false, logging: ['error'] });
  await ds.initialize();
  const bus = { connected: true };
  const events = { subscribeTo: () => () => undefined };
  for (let run = 1; run <= Number(process.env.BENCH_LOAD_RUNS ?? 2); run++) {
    const before = heapMb();
    const service = new CatalogIndexService(ds, events as never, bus as never);
    const t0 = performance.now();
    await service.onApplicationBootstrap();
    const ms = performance.now() - t0;
    const held = heapMb() - before;
    console.log(
      `run ${run}: ${service.lastLoad?.products} products loaded in ${(ms / 1000).toFixed(2)} s; steps ${JSON.stringify(service.lastLoadSteps)}; heap and buffers held ${held.toFixed(0)} MB (after gc); load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')}`,
    );
    if (run === Number(process.env.BENCH_LOAD_RUNS ?? 2)) await afterLoad(ds, service);
    service.onModuleDestroy();
  }
  await ds.destroy();
  process.exit(0);
}

const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const ms = (x: number) => (x < 1 ? x.toFixed(3) : x.toFixed(1));
const spread = (xs: number[]) => {
  xs.sort((a, b) => a - b);
  return `p50 ${ms(pct(xs, 50))} ms, p95 ${ms(pct(xs, 95))} ms, p99 ${ms(pct(xs, 99))} ms, max ${ms(xs[xs.length - 1])} ms`;
};

/** Queries, a page's JSON, then many changes and the memory held after them, on the model the service loaded. */
async function afterLoad(ds: DataSource, service: CatalogIndexService): Promise<void> {
  const { index, items } = service as unknown as { index: CatalogIndex; items: CatalogItems };
  const settings = { lowStockThreshold: 1, showExactStock: false, soldOutLast: false };
  const queries = (label: string, make: (r: () => number) => string, seed: number) => {
    const r = rng(seed);
    const wall: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < 2300; i++) {
      const u = new URL(make(r), 'http://x');
      const filter = parseProductQuery(Object.fromEntries(u.searchParams), false);
      filter.lowStockThreshold = 1;
      const c = process.cpuUsage();
      const s = performance.now();
      index.query(filter, index.searchWords(filter.terms));
      const w = performance.now() - s;
      const used = process.cpuUsage(c);
      // the first 300 warm the JIT and the remembered words
      if (i >= 300) {
        wall.push(w);
        cpu.push((used.user + used.system) / 1000);
      }
    }
    console.log(`${label}, in process, one thread: wall ${spread(wall)}; CPU ${spread(cpu)}`);
  };
  queries('2,000 distinct searches with facets', searchRequest, 6);
  queries('2,000 distinct category/listing pages with facets', listingRequest, 7);

  const ids: string[] = (await ds.query('SELECT id FROM products WHERE NOT archived ORDER BY id')).map((r: { id: string }) => r.id);
  const page: number[] = [];
  for (let k = 0; k < 2000; k++) {
    const from = (k * 7919) % (ids.length - 24);
    const s = performance.now();
    for (let i = 0; i < 24; i++) items.json(ids[from + i], settings);
    page.push(performance.now() - s);
  }
  console.log(`a 24-product page's JSON from memory: ${spread(page)}`);

  // changes: 2,000 products read once, then changed (name, description, price, stock) and applied again and again
  const updates = Number(process.env.BENCH_UPDATES ?? 50_000);
  const r = rng(3);
  const sample = Array.from({ length: 2000 }, () => ids[Math.floor(r() * ids.length)]);
  const indexRows: IndexProductRow[] = await ds.query(INDEX_PRODUCTS_BY_ID_SQL, [sample]);
  const itemRows: ProductRow[] = await ds.query(INDEX_ITEMS_BY_ID_SQL, [sample]);
  const itemOf = new Map(itemRows.map((row) => [row.id, row]));
  const words = ['retro', 'falcon', 'limited', 'rare', 'restocked', 'مانيلا', 'نادر'];
  const heldBefore = heapMb();
  const times: number[] = [];
  const s0 = performance.now();
  for (let i = 0; i < updates; i++) {
    const base = indexRows[Math.floor(r() * indexRows.length)];
    const word = words[i % words.length];
    const extra = ` ${word}${i % 13}`;
    const row = { ...base, name_key: base.name_key + extra, search_text: base.search_text + extra, price: base.price + (i % 7) };
    const item = itemOf.get(base.id);
    const s = performance.now();
    index.upsert(toIndexedProduct(row));
    if (item)
      items.set({
        ...item,
        name: item.name + extra,
        description: `${item.description ?? ''}${extra.repeat(1 + (i % 5))}`,
        selling_price: String(row.price),
      });
    times.push(performance.now() - s);
  }
  const total = performance.now() - s0;
  const heldAfter = heapMb();
  console.log(
    `${updates.toLocaleString('en')} changes of random products applied in memory in ${(total / 1000).toFixed(1)} s (${spread(times)} each); heap and buffers ${heldBefore.toFixed(0)} MB before, ${heldAfter.toFixed(0)} MB after (after gc); the products' texts ${(items.bytes / 1024 ** 2).toFixed(1)} MB packed in ${(items.heldBytes / 1024 ** 2).toFixed(1)} MB of arena; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
