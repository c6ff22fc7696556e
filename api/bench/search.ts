/**
 * Search and listing benchmark under varied traffic: every request a different keyword (often misspelt), filters,
 * sort and page, at a fixed rate (open loop), against 100,000 products.
 *
 *   npm run build -w common && npm run build -w api && npm run bench:search -w api
 *
 * Seeds the benchmark catalog like `npm run bench` (BENCH_DATABASE_URL or an embedded PostgreSQL), prints
 * EXPLAIN (ANALYZE, BUFFERS) of each query shape the API sends, then starts the API as its own production process
 * and runs the scenarios. Options (env): BENCH_PRODUCTS (100000), BENCH_SECONDS (30), BENCH_SEARCH_RATE (100),
 * BENCH_LISTING_RATE (200), BENCH_REPEAT_RATE (200), BENCH_SEED (1), BENCH_EXPLAIN (1; 0 skips the plans),
 * BENCH_CACHE_OFF (0; 1 also runs everything with the public list cache off), BENCH_COST_RATE (10) and
 * BENCH_COST_SECONDS (15) for the light first pass that shows what one request costs without queueing, BENCH_LOAD (1; 0
 * writes the plans and skips the load scenarios), BENCH_PATHS (index,sql: the in-memory read model and PostgreSQL, each
 * an API of its own; CATALOG_INDEX=off for the second), BENCH_CAPACITY_RATE (500), BENCH_SIZE_SHARE (0.25: the share of
 * searches and listings that also filter by size, size=42 or two sizes, as the storefront's size chips send them),
 * BENCH_COUNTED (0.1: the share of products whose stock is counted per size, some sizes sold out, so the size filter
 * meets sold-out sizes), BENCH_ARRIVALS (poisson: the requests at seeded uniform times over the run, a Poisson
 * process given its count; fixed: one every 1/rate s), BENCH_PASSES (cost,target: the light pass and the target
 * rates; `target` alone skips the light one), BENCH_ONLY (scenario names containing any of these comma-separated words).
 */
import * as os from 'node:os';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Client } from 'pg';
import { parseProductQuery } from '../src/product-query/product-query';
import { ListingService } from '../src/listing/listing.service';
import { startEmbeddedPostgres } from '../src/database/embedded-postgres';
import { openLoop, type LoadResult } from './open-loop';
import { machineFacts } from './report';
import { countSomeStock, prepare, startApi, stopApi } from './run';
import { BENCH_CATEGORIES } from './bench-catalog';
import { listingRequest, rng, searchRequest, sized } from './shopper-requests';
import { readModelFigures } from './catalog-index-figures';
import { CatalogIndex } from '../src/catalog-index/catalog-index';
import {
  INDEX_CATEGORIES_SQL,
  INDEX_LOAD_SQL,
  INDEX_WORDS_SQL,
  toIndexedProduct,
  type IndexProductRow,
} from '../src/catalog-index/catalog-index.sql';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const SEED = Number(process.env.BENCH_SEED ?? 1);
const COST_RATE = Number(process.env.BENCH_COST_RATE ?? 10);
const COST_SECONDS = Number(process.env.BENCH_COST_SECONDS ?? 15);
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
const REPEATED = `/api/v1/products?search=${encodeURIComponent('vintage cap')}&page=1&limit=10&facets=true`;
const SIZE_SHARE = Number(process.env.BENCH_SIZE_SHARE ?? 0.25);
const COUNTED = Number(process.env.BENCH_COUNTED ?? 0.1);
const POISSON = (process.env.BENCH_ARRIVALS ?? 'poisson') !== 'fixed';

/**
 * What the size filter costs the read model itself, apart from HTTP and the machine's load: the same 2,000 searches
 * and 2,000 listings in process on one thread, each asked without and with a size filter (one or two sizes),
 * alternately, so both meet the same moments of a busy machine.
 */
async function sizeFilterFigures(url: string): Promise<string[]> {
  const db = new Client({ connectionString: url });
  await db.connect();
  const index = new CatalogIndex();
  try {
    for (const w of (await db.query(INDEX_WORDS_SQL)).rows) index.words.add(w.word);
    for (const c of (await db.query(INDEX_CATEGORIES_SQL)).rows) index.setCategoryVisible(c.id, c.publicly_visible);
    index.load(((await db.query(INDEX_LOAD_SQL)).rows as IndexProductRow[]).map(toIndexedProduct));
  } finally {
    await db.end();
  }
  const ask = (u: string) => {
    const q = new URL(u, 'http://x').searchParams;
    const raw: Record<string, unknown> = Object.fromEntries(q);
    if (q.has('size')) raw.size = q.getAll('size');
    const filter = { ...parseProductQuery(raw, false), lowStockThreshold: 1 };
    const s = performance.now();
    index.query(filter, index.searchWords(filter.terms));
    return performance.now() - s;
  };
  const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
  const f = (ms: number) => (ms < 1 ? ms.toFixed(3) : ms.toFixed(2));
  const out: string[] = [];
  for (const [name, make] of [
    ['searches', (r: () => number) => () => searchRequest(r)],
    ['category/listing pages', (r: () => number) => () => listingRequest(r)],
  ] as const) {
    const warm = make(rng(SEED + 40));
    for (let i = 0; i < 500; i++) ask(warm());
    const plainUrls = make(rng(SEED + 41));
    const urls = Array.from({ length: 2000 }, () => plainUrls());
    let i = 0;
    const withSize = sized(SEED + 42, () => urls[i++], 1);
    const plain: number[] = [];
    const sizedTimes: number[] = [];
    for (const u of urls) {
      plain.push(ask(u));
      sizedTimes.push(ask(withSize()));
    }
    out.push(
      `- 2,000 distinct ${name} with facets, in process, one thread, each without / with a size filter: p50 ${f(pct(plain, 50))} / ${f(pct(sizedTimes, 50))} ms, p95 ${f(pct(plain, 95))} / ${f(pct(sizedTimes, 95))} ms, p99 ${f(pct(plain, 99))} / ${f(pct(sizedTimes, 99))} ms`,
    );
  }
  return out;
}

interface Scenario {
  name: string;
  rate: number;
  target: string;
  next: (seed: number) => (i: number) => string;
}

const SCENARIOS: Scenario[] = [
  {
    name: 'search with facets (distinct)',
    rate: Number(process.env.BENCH_SEARCH_RATE ?? 100),
    target: 'p95 < 5 ms, p99 < 15 ms, 0 errors',
    next: (seed) => {
      const r = rng(seed);
      return sized(seed, () => searchRequest(r), SIZE_SHARE);
    },
  },
  {
    name: 'search capacity (distinct)',
    rate: Number(process.env.BENCH_CAPACITY_RATE ?? 500),
    target: 'all served, p95 < 50 ms',
    next: (seed) => {
      const r = rng(seed + 500);
      return sized(seed + 500, () => searchRequest(r), SIZE_SHARE);
    },
  },
  {
    name: 'category/listing pages (distinct)',
    rate: Number(process.env.BENCH_LISTING_RATE ?? 200),
    target: 'p95 < 5 ms, all served',
    next: (seed) => {
      const r = rng(seed + 1000);
      return sized(seed + 1000, () => listingRequest(r), SIZE_SHARE);
    },
  },
  {
    name: 'same URL repeated',
    rate: Number(process.env.BENCH_REPEAT_RATE ?? 200),
    target: 'p95 < 10 ms (cache on)',
    next: () => () => REPEATED,
  },
];

/**
 * CPU (user + system, ms) of a process, or with `database`, of the children of it serving that database (PostgreSQL's
 * backends for the API; not the checkpointer or autovacuum, which work off the seeding whenever they like).
 */
function cpuMs(pid: number, database?: string): number {
  const read = (id: string) => {
    try {
      const f = fs.readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1].split(' ');
      return { ppid: Number(f[1]), ms: ((Number(f[11]) + Number(f[12])) * 1000) / 100 };
    } catch {
      return null;
    }
  };
  if (!database) return read(String(pid))?.ms ?? 0;
  let sum = 0;
  for (const id of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(id)) continue;
    const st = read(id);
    if (!st || st.ppid !== pid) continue;
    let title = '';
    try {
      title = fs.readFileSync(`/proc/${id}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    if (title.includes(` ${database} `)) sum += st.ms;
  }
  return sum;
}

/** Resident memory of a process in MB (VmRSS). */
function rssMb(pid: number): string {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return (kb / 1024).toFixed(0);
  } catch {
    return 'n/a';
  }
}

const log = (m: string) => process.stderr.write(`[bench:search] ${m}\n`);

/** The query shapes to explain, as the storefront sends them. */
const SHAPES: [string, Record<string, string>][] = [
  ['search, one word, facets', { search: 'vintage', limit: '10', facets: 'true' }],
  ['search, brand + type, facets', { search: 'nike snapback', limit: '10', facets: 'true' }],
  ['search, typo ("snapbak"), facets', { search: 'snapbak', limit: '10', facets: 'true' }],
  [
    'search, common word ("cap"), price sort, page 30, facets',
    { search: 'cap', sortBy: 'price', sortOrder: 'asc', page: '30', limit: '10', facets: 'true' },
  ],
  ['search, Arabic word typed without hamza or taa marbuta ("قبعه"), facets', { search: 'قبعه', limit: '10', facets: 'true' }],
  ['search, two Arabic words ("صقر صحراوى"), facets', { search: 'صقر صحراوى', limit: '10', facets: 'true' }],
  [
    'search, filters (category, brand, price), facets',
    { search: 'retro', category: BENCH_CATEGORIES[0].id, brand: 'Nike', minPrice: '80', maxPrice: '200', limit: '10', facets: 'true' },
  ],
  ['category page, newest, page 1, facets', { category: BENCH_CATEGORIES[0].id, limit: '10', facets: 'true' }],
  [
    'category page, price ascending, page 300, facets',
    { category: BENCH_CATEGORIES[1].id, sortBy: 'price', sortOrder: 'asc', page: '300', limit: '10', facets: 'true' },
  ],
  [
    'category page, name descending, page 150, brand filter, facets',
    { category: BENCH_CATEGORIES[2].id, sortBy: 'name', sortOrder: 'desc', brand: 'Nike', page: '150', limit: '10', facets: 'true' },
  ],
  ['all products, brand sort, page 200, facets', { sortBy: 'brand', sortOrder: 'asc', page: '200', limit: '10', facets: 'true' }],
  ['search, size filter (42), facets', { search: 'sneakers', size: '42', limit: '10', facets: 'true' }],
  [
    'category page, two sizes (M, L), price ascending, page 20, facets',
    {
      category: BENCH_CATEGORIES[1].id,
      size: 'M',
      sortBy: 'price',
      sortOrder: 'asc',
      page: '20',
      limit: '10',
      facets: 'true',
    },
  ],
];

/** Runs the service's own list() against the database, records each statement it sends, then explains each. */
async function explainShapes(url: string): Promise<string> {
  const db = new Client({ connectionString: url });
  await db.connect();
  const out: string[] = [];
  try {
    for (const [name, raw] of SHAPES) {
      const statements: { sql: string; params: unknown[] }[] = [];
      const ds = {
        query: async (sql: string, params: unknown[] = []) => {
          statements.push({ sql, params });
          return (await db.query(sql, params as unknown[])).rows;
        },
      };
      // a fresh service per call: nothing comes from its summary cache, so every statement a first visit costs shows
      // (the SQL path: no read model answers here)
      const service = () => new ListingService(ds as never, {} as never, { answer: async () => null, publicCategories: async () => null });
      const filter = parseProductQuery(raw, false);
      await service().list(filter, false); // warm
      statements.length = 0;
      const started = performance.now();
      const answer = await service().list(filter, false);
      const ms = performance.now() - started;
      out.push(
        `#### ${name}`,
        '',
        `\`?${new URLSearchParams(raw)}\` — ${answer.pagination.total} matches, ${statements.length} statement(s), ${ms.toFixed(1)} ms for the whole list() call`,
        '',
      );
      for (const s of statements) {
        const plan = (await db.query(`EXPLAIN (ANALYZE, BUFFERS) ${s.sql}`, s.params as unknown[])).rows.map((r) => r['QUERY PLAN']);
        out.push('```', s.sql.replace(/\s+/g, ' ').trim().slice(0, 600), '', ...plan, '```', '');
      }
    }
  } finally {
    await db.end();
  }
  return out.join('\n');
}

/** CPU per answered request: with a backlog, unanswered requests' work is charged to the answered ones (an upper bound). */
function row(mode: string, s: Scenario, rate: number, r: LoadResult, apiCpu: number, dbCpu: number | null): string {
  const per = (ms: number) => (r.ok ? (ms / r.ok).toFixed(2) : 'n/a');
  return `| ${mode} | ${s.name} | ${rate} | ${per(apiCpu)} | ${dbCpu === null ? 'n/a' : per(dbCpu)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.max.toFixed(0)} | ${(r.ok / r.seconds).toFixed(1)} | ${r.sent} | ${r.failed}${
    r.failed
      ? ` (${Object.entries(r.reasons)
          .map(([k, v]) => `${k}: ${v}`)
          .join(', ')})`
      : ''
  } | ${r.late} | ${s.target} |`;
}

async function main(): Promise<void> {
  const given = process.env.BENCH_DATABASE_URL;
  let base: string | null = null;
  let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | null = null;
  if (!given) {
    base = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-pg-'));
    fs.chmodSync(base, 0o755);
    log(`starting an embedded PostgreSQL in ${base}`);
    embedded = await startEmbeddedPostgres({ dataDir: path.join(base, 'data'), persistent: false });
  }
  const rows: string[] = [];
  let plans = '';
  const loads: string[] = [];
  let figures: string[] = [];
  try {
    const url = await prepare(given ?? embedded!.url);
    await countSomeStock(url, COUNTED);
    const dbName = new URL(url).pathname.slice(1);
    {
      // write the seeding's dirty pages now, not during the first measured run
      const db = new Client({ connectionString: url });
      await db.connect();
      await db.query('CHECKPOINT');
      await db.end();
    }
    if (process.env.BENCH_EXPLAIN !== '0') {
      log('explaining the query shapes');
      plans = await explainShapes(url);
    }
    // BENCH_LOAD=0: the plans only
    const modes: [string, string][] = process.env.BENCH_LOAD === '0' ? [] : [['cache on', '30000']];
    if (process.env.BENCH_CACHE_OFF === '1') modes.push(['cache off', '0']);
    // first a light pass (what one request costs, latency without queueing), then the target rates
    const wanted = (process.env.BENCH_PASSES ?? 'cost,target').split(',');
    const passes: [string, (s: Scenario) => number][] = (
      [
        ['cost', [`${COST_RATE} req/s`, () => COST_RATE]],
        ['target', ['target rate', (s: Scenario) => s.rate]],
      ] as const
    )
      .filter(([key]) => wanted.includes(key))
      .map(([, pass]) => [pass[0], pass[1]]);
    const only = process.env.BENCH_ONLY?.split(',').map((w) => w.trim());
    const scenarios = only ? SCENARIOS.filter((s) => only.some((w) => s.name.includes(w))) : SCENARIOS;
    if (modes.length) {
      log('measuring the read model in process');
      figures = await readModelFigures(url, SEED);
      figures.push(...(await sizeFilterFigures(url)));
      // shown at once too: the in-process figures survive a later scenario failing
      for (const line of figures) log(line);
    }
    const paths = (process.env.BENCH_PATHS ?? 'index,sql').split(',').map((p) => (p.trim() === 'sql' ? 'PostgreSQL' : 'read model'));
    for (const [cache, ttl] of modes)
      for (const route of paths) {
        const mode = `${route}, cache ${cache.replace('cache ', '')}`;
        process.env.CATALOG_INDEX = route === 'PostgreSQL' ? 'off' : 'on';
        for (const [pass, rateOf] of passes) {
          for (const s of scenarios) {
            // a fresh API per run, so a backlog left by an overloaded run never slows the next one
            const startedAt = Date.now();
            const api = await startApi(url, ttl);
            if (route === 'read model' && pass === passes[0][0] && s === scenarios[0])
              figures.push(
                `- API start to first healthy answer with the read model: ${((Date.now() - startedAt) / 1000).toFixed(1)} s; API resident memory ${rssMb(api.child.pid!)} MB`,
              );
            if (route === 'PostgreSQL' && pass === passes[0][0] && s === scenarios[0])
              figures.push(
                `- API start without the read model: ${((Date.now() - startedAt) / 1000).toFixed(1)} s; API resident memory ${rssMb(api.child.pid!)} MB`,
              );
            try {
              const rate = rateOf(s);
              // warm-up with other requests than the measured ones (pools, JIT, plans)
              await openLoop({ base: api.base, rate: Math.min(20, rate), seconds: 3, next: s.next(SEED + 7), headers: BROWSER });
              loads.push(
                `${mode}, ${pass}, ${s.name}: ${os
                  .loadavg()
                  .map((l) => l.toFixed(2))
                  .join(', ')}`,
              );
              const pgPid = base ? Number(fs.readFileSync(path.join(base, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]) : null;
              const [api0, db0] = [cpuMs(api.child.pid!), pgPid ? cpuMs(pgPid, dbName) : 0];
              const seconds = rate === COST_RATE ? COST_SECONDS : SECONDS;
              const r = await openLoop({
                base: api.base,
                rate,
                seconds,
                next: s.next(SEED),
                headers: BROWSER,
                poissonSeed: POISSON ? SEED + rate : undefined,
              });
              const [api1, db1] = [cpuMs(api.child.pid!), pgPid ? Math.max(db0, cpuMs(pgPid, dbName)) : 0];
              log(
                `${mode} ${s.name} @${rate}/s: p50 ${r.p50.toFixed(1)} p95 ${r.p95.toFixed(1)} p99 ${r.p99.toFixed(1)} served ${(r.ok / r.seconds).toFixed(1)}/s failed ${r.failed} ${JSON.stringify(r.reasons)} late ${r.late} (client lag p95 ${r.sendLagP95.toFixed(2)} ms) API ${((api1 - api0) / Math.max(1, r.ok)).toFixed(2)} DB ${((db1 - db0) / Math.max(1, r.ok)).toFixed(2)} ms/req`,
              );
              rows.push(row(mode, s, rate, r, api1 - api0, pgPid ? db1 - db0 : null));
            } finally {
              await stopApi(api);
            }
          }
        }
      }
  } finally {
    await embedded?.stop().catch(() => undefined);
    if (base) fs.rmSync(base, { recursive: true, force: true });
  }
  process.stdout.write(
    [
      `Measured ${new Date().toISOString()}: ${PRODUCTS.toLocaleString('en')} products, ${SECONDS} s per scenario, open loop (${POISSON ? 'Poisson arrivals' : 'fixed schedule'}), seed ${SEED}; ${Math.round(SIZE_SHARE * 100)} % of searches and listings filter by size; ${Math.round(COUNTED * 100)} % of products counted per size.`,
      '',
      ...machineFacts(),
      ...loads.map((l) => `- Load average before ${l}`),
      '',
      ...figures,
      '',
      '| Path, public list cache | Scenario | rate req/s | API CPU ms/req | PostgreSQL CPU ms/req | p50 ms | p95 ms | p99 ms | max ms | served req/s | sent | failed | sent late | target |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
      ...rows,
      '',
      plans ? '### Plans\n\n' + plans : '',
    ].join('\n'),
  );
}

main().catch((err) => {
  process.stderr.write(`benchmark failed: ${err?.stack ?? err}\n`);
  process.exit(1);
});
