/**
 * Catalog benchmark: 100,000 products, the storefront's three product queries at a fixed 200 requests per second.
 *
 *   npm run build -w common && npm run build -w api && npm run bench -w api
 *
 * Uses BENCH_DATABASE_URL (a PostgreSQL server; a fresh database is created on it) or starts an embedded
 * PostgreSQL in a temporary folder. The API runs as its own process (node dist/src/main.js), as in production,
 * once with the public list cache on (the default) and once with it off (CATALOG_CACHE_TTL_MS=0), so the cost of
 * the queries themselves is visible too. Options (env): BENCH_PRODUCTS (100000), BENCH_RATE (200),
 * BENCH_SECONDS (20), BENCH_CONNECTIONS (10: autocannon's rate limit fires all connections in step, so N connections
 * means bursts of N simultaneous requests).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions, withDatabase } from '../src/database/data-source';
import { freePort, startEmbeddedPostgres, type EmbeddedDatabase } from '../src/database/embedded-postgres';
import { BENCH_CATEGORIES, seedBenchCatalog } from './bench-catalog';
import { percentile, renderReport, type ScenarioResult } from './report';

// autocannon ships no types
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as (opts: Record<string, unknown>, done: (err: unknown, result: unknown) => void) => any;

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

/** Browsers send Accept-Encoding; the last row shows the search for a client that takes no compression. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
const SEARCH = `/api/v1/products?search=${encodeURIComponent('vintage cap')}&publiclyVisible=true&limit=1000`;
export const SCENARIOS: { name: string; path: string; headers: Record<string, string> }[] = [
  { name: 'featured', path: '/api/v1/products?featured=true&publiclyVisible=true&limit=4', headers: BROWSER },
  { name: 'category page', path: `/api/v1/products?category=${BENCH_CATEGORIES[0].id}&publiclyVisible=true&page=1&limit=10`, headers: BROWSER },
  { name: 'search', path: SEARCH, headers: BROWSER },
  { name: 'search, uncompressed', path: SEARCH, headers: {} },
];

const log = (m: string) => process.stderr.write(`[bench] ${m}\n`);

async function database(): Promise<{ url: string; embedded: EmbeddedDatabase | null; cleanup: () => void }> {
  const given = process.env.BENCH_DATABASE_URL;
  if (given) return { url: given, embedded: null, cleanup: () => undefined };
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-pg-'));
  fs.chmodSync(base, 0o755);
  log(`starting an embedded PostgreSQL in ${base}`);
  const embedded = await startEmbeddedPostgres({ dataDir: path.join(base, 'data'), persistent: false });
  return { url: embedded.url, embedded, cleanup: () => fs.rmSync(base, { recursive: true, force: true }) };
}

export async function prepare(serverUrl: string): Promise<string> {
  const name = `shop_bench_${Date.now().toString(36)}`;
  const admin = new Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = withDatabase(serverUrl, name);
  const ds = new DataSource({ ...dataSourceOptions(url), migrationsRun: false, logging: ['error'] });
  await ds.initialize();
  await ds.runMigrations();
  await ds.destroy();
  const db = new Client({ connectionString: url });
  await db.connect();
  const started = Date.now();
  await seedBenchCatalog(db, PRODUCTS);
  const [{ n }] = (await db.query('SELECT count(*)::int AS n FROM products')).rows;
  const [{ i }] = (await db.query('SELECT count(*)::int AS i FROM product_images')).rows;
  log(`seeded ${n} products and ${i} images in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await db.end();
  return url;
}

/** Counts stock per size for a `share` of the products (0 to 3 pieces each, so some sizes are sold out); the trigger sums stock_left. */
export async function countSomeStock(url: string, share: number): Promise<void> {
  if (share <= 0) return;
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    await db.query(
      `INSERT INTO product_stock (product_id, size, on_hand)
       SELECT p.id, s.size, abs(hashtext(p.id || s.size)) % 4 FROM products p CROSS JOIN LATERAL unnest(p.sizes) AS s(size)
       WHERE abs(hashtext(p.id || 'counted')) % 1000 < $1
       ON CONFLICT DO NOTHING`,
      [Math.round(share * 1000)],
    );
    await db.query('VACUUM ANALYZE products, product_stock');
  } finally {
    await db.end();
  }
}

/** The API of this build as its own production process; `main`: another build's dist/src/main.js (an A/B run). */
export async function startApi(
  databaseUrl: string,
  cacheTtlMs: string,
  nodeArgs: string[] = [],
  main = path.join(__dirname, '..', 'src', 'main.js'),
): Promise<{ child: ChildProcess; base: string; dataDir: string }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-data-'));
  const child = spawn(process.execPath, [...nodeArgs, main], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_EMAIL: 'bench@example.com',
      ADMIN_PASSWORD: randomBytes(12).toString('hex'),
      SEED_DEMO: 'false',
      LOG_REQUESTS: 'false',
      STOREFRONT_REBUILD: 'off',
      UPLOAD_SWEEP: 'off',
      CATALOG_CACHE_TTL_MS: cacheTtlMs,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  // BENCH_START_SECONDS: on a machine busy with other work, loading the read model can take longer than a minute
  const wait = Number(process.env.BENCH_START_SECONDS ?? 60);
  for (let i = 0; i < wait * 10; i++) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return { child, base, dataDir };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGTERM');
  throw new Error(`the API did not answer /api/v1/health within ${wait} s`);
}

export async function stopApi(api: { child: ChildProcess; dataDir: string }): Promise<void> {
  if (api.child.exitCode === null) {
    const exited = new Promise((r) => api.child.once('exit', r));
    api.child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  }
  fs.rmSync(api.dataDir, { recursive: true, force: true });
}

/** CPU time (user + system) the process has used so far, in milliseconds; null where /proc is missing. */
export function cpuMs(pid: number | undefined): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks at USER_HZ 100
  } catch {
    return null;
  }
}

async function measure(base: string, scenario: (typeof SCENARIOS)[number], mode: string, apiPid?: number): Promise<ScenarioResult> {
  const url = `${base}${scenario.path}`;
  const probe = await fetch(url);
  const body = (await probe.json()) as { data: { products: unknown[]; pagination: { total: number } } };
  // what actually crosses the wire for this client (compressed or not)
  const sized = await new Promise<number>((resolve, reject) =>
    autocannon({ url, connections: 1, amount: 1, headers: scenario.headers }, (err: unknown, r: any) =>
      err ? reject(err) : resolve(r.throughput.total / Math.max(1, r.requests.total)),
    ),
  );
  const bytes = Math.round(sized);
  // warm-up: connection pools, JIT, query plans (and, with the cache on, the first fill)
  await new Promise((resolve, reject) =>
    autocannon({ url, connections: 10, amount: 200, headers: scenario.headers }, (err: unknown, r: unknown) => (err ? reject(err) : resolve(r))),
  );
  const times: number[] = [];
  const cpuBefore = cpuMs(apiPid);
  const result: any = await new Promise((resolve, reject) => {
    const inst = autocannon(
      { url, connections: CONNECTIONS, overallRate: RATE, duration: SECONDS, headers: scenario.headers },
      (err: unknown, r: unknown) => (err ? reject(err) : resolve(r)),
    );
    inst.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => times.push(responseTime));
  });
  const cpuAfter = cpuMs(apiPid);
  times.sort((a, b) => a - b);
  const non2xx = result.non2xx + result.errors + result.timeouts;
  const out: ScenarioResult = {
    mode,
    name: scenario.name,
    path: scenario.path,
    requests: times.length,
    rps: result.requests.average,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times[times.length - 1] ?? 0,
    failures: non2xx,
    products: body.data.products.length,
    total: body.data.pagination.total,
    bytes,
    apiCpuMsPerRequest: cpuBefore !== null && cpuAfter !== null && times.length ? (cpuAfter - cpuBefore) / times.length : null,
  };
  log(
    `${mode} ${scenario.name}: p50 ${out.p50.toFixed(1)} ms, p95 ${out.p95.toFixed(1)} ms, p99 ${out.p99.toFixed(1)} ms, ${out.rps.toFixed(0)} req/s, ${non2xx} failures, API CPU ${out.apiCpuMsPerRequest?.toFixed(2)} ms/req`,
  );
  return out;
}

async function main(): Promise<void> {
  const db = await database();
  const results: ScenarioResult[] = [];
  try {
    const url = await prepare(db.url);
    for (const [mode, ttl] of [
      ['cache on', '30000'],
      ['cache off', '0'],
    ] as const) {
      const api = await startApi(url, ttl);
      try {
        for (const s of SCENARIOS) results.push(await measure(api.base, s, mode, api.child.pid));
      } finally {
        await stopApi(api);
      }
    }
  } finally {
    await db.embedded?.stop().catch(() => undefined);
    db.cleanup();
  }
  process.stdout.write(renderReport(results, { products: PRODUCTS, rate: RATE, seconds: SECONDS, connections: CONNECTIONS }));
  if (results.some((r) => r.failures > 0)) process.exitCode = 1;
}

if (require.main === module) {
  main().catch((err) => {
    process.stderr.write(`benchmark failed: ${err?.stack ?? err}\n`);
    process.exit(1);
  });
}
