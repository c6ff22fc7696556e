// Distinct-query listing benchmark with one and with two API processes on one PostgreSQL, in the same run:
//   npm run build && node scripts/bench-instances.mjs [--products 2000] [--seconds 15] [--concurrency 16]
// Every request asks a listing no earlier request asked (category x sort x order x page x minimum price), so the
// public list cache never answers and each request costs the API and PostgreSQL real work.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startCluster } from './lib/api-instances.mjs';
import { ROOT } from './lib/shop-process.mjs';

const require = createRequire(import.meta.url);
const { Client } = require(require.resolve('pg', { paths: [path.join(ROOT, 'api')] }));
const { seedBenchCatalog, BENCH_CATEGORIES } = require(path.join(ROOT, 'api', 'dist', 'bench', 'bench-catalog.js'));

const arg = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : def;
};
const PRODUCTS = arg('products', 2000);
const SECONDS = arg('seconds', 15);
const CONCURRENCY = arg('concurrency', 16);

const categories = BENCH_CATEGORIES.slice(0, 3).map((c) => c.id);
const sorts = ['createdAt', 'name', 'price', 'brand'];
let counter = 0;
function nextUrl(base) {
  const i = counter++;
  const category = categories[i % 3];
  const sortBy = sorts[Math.floor(i / 3) % 4];
  const sortOrder = Math.floor(i / 12) % 2 ? 'asc' : 'desc';
  const page = 1 + (Math.floor(i / 24) % 5);
  const minPrice = Math.floor(i / 120); // grows through the run: no URL repeats
  return `${base}/api/v1/products?category=${category}&sortBy=${sortBy}&sortOrder=${sortOrder}&page=${page}&limit=24&minPrice=${minPrice}`;
}

/** CPU seconds used so far by the PostgreSQL server and its backends, and by the API processes. */
const TICK = 100; // USER_HZ on Linux
function cpuOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(f[1]), cpu: (Number(f[11]) + Number(f[12])) / TICK };
  } catch {
    return null;
  }
}
function cpuSeconds(apiPids, postmaster) {
  let pg = cpuOf(postmaster)?.cpu ?? 0;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const p = cpuOf(name);
    if (p?.ppid === postmaster) pg += p.cpu;
  }
  const api = apiPids.reduce((sum, pid) => sum + (cpuOf(pid)?.cpu ?? 0), 0);
  const u = process.cpuUsage();
  return { pg, api, client: (u.user + u.system) / 1e6 };
}

async function load(bases, pids = []) {
  const latencies = [];
  let errors = 0;
  let turn = 0;
  const end = performance.now() + SECONDS * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const url = nextUrl(bases[turn++ % bases.length]);
      const t0 = performance.now();
      try {
        const res = await fetch(url);
        await res.arrayBuffer();
        if (res.ok) latencies.push(performance.now() - t0);
        else errors++;
      } catch {
        errors++;
      }
    }
  };
  const started = performance.now();
  const loadBefore = os.loadavg()[0];
  const postmaster = Number(readFileSync(path.join(cluster.pgDataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const cpu0 = cpuSeconds(pids, postmaster);
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const elapsed = (performance.now() - started) / 1000;
  const cpu1 = cpuSeconds(pids, postmaster);
  const share = (k) => ((cpu1[k] - cpu0[k]) / elapsed).toFixed(2);
  latencies.sort((x, y) => x - y);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  return {
    processes: bases.length,
    requests: latencies.length,
    errors,
    rps: latencies.length / elapsed,
    p50: pct(50),
    p95: pct(95),
    load1: `${loadBefore.toFixed(1)} -> ${os.loadavg()[0].toFixed(1)}`,
    cores: `${share('api')} / ${share('pg')} / ${share('client')}`,
  };
}

let cluster;
cluster = await startCluster({ env: { SEED_DEMO: 'false', STOREFRONT_REBUILD: 'off', NODE_ENV: 'production' } });
try {
  const a = await cluster.startInstance('A');
  const db = new Client({ connectionString: cluster.databaseUrl });
  await db.connect();
  await seedBenchCatalog(db, PRODUCTS);
  await db.end();
  const b = await cluster.startInstance('B');
  console.log(
    `# ${PRODUCTS} products, ${CONCURRENCY} concurrent requests for ${SECONDS} s per run, ${os.cpus().length} cores, node ${process.version}`,
  );
  // a short warm-up on both, so neither run pays for first-request compilation
  await load([a.url, b.url]);
  const rows = [];
  const pids = [a.child.pid, b.child.pid];
  for (const bases of [[a.url], [a.url, b.url], [a.url], [a.url, b.url]]) rows.push(await load(bases, pids));
  console.log(
    '| API processes | requests | errors | req/s | p50 ms | p95 ms | cores used: API / PostgreSQL / load generator | load average (1 min) before -> after |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.processes} | ${r.requests} | ${r.errors} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.cores} | ${r.load1} |`,
    );
  }
} finally {
  await cluster.stop();
}
