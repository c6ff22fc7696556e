#!/usr/bin/env node
/**
 * How long a staff price change takes to reach the static pages, at catalog sizes a busy shop reaches.
 *   npm run build && node scripts/bench-rebuilds.mjs [--products 10000,100000] [--changes 60] [--interval-ms 1000]
 *
 * Per size: a real PostgreSQL (embedded) and the shop as `npm start` runs it (demo seed, first build), then its
 * catalog replaced by the benchmark catalog of api/bench/bench-catalog.ts (set-based SQL), a full build of it (timed: the status
 * endpoint's durationMs), and once the incremental renderer holds the catalog, one price change per interval through
 * the API. For each change it polls, over HTTP as a shopper would, the product page until it shows the new price and
 * the category page that lists the product until it does too: the latency is from just before the API call to the
 * first served page with the new price. CPU per change is the CPU time of the API process (the renderer worker
 * counted separately) and of PostgreSQL (postmaster and backends) over the whole run, divided by the changes; the
 * polling's own requests are included in the API's share.
 */
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { api, cpuMs, option as opt, ownCpuMs, sleep, until as pollUntil } from './lib/bench-tools.mjs';
import { ROOT, startShop } from './lib/shop-process.mjs';

const require = createRequire(import.meta.url);
const SIZES = String(opt('products', '10000,100000')).split(',').map(Number);
const CHANGES = Number(opt('changes', 60));
const INTERVAL_MS = Number(opt('interval-ms', 1000));
const TIMEOUT_MS = 120_000;
/** --full-build no: skip the (long) full build of the benchmark catalog; the renderer still holds all of it. */
const FULL_BUILD = opt('full-build', 'yes') !== 'no';

const { startEmbeddedPostgres } = require(path.join(ROOT, 'api', 'dist', 'src', 'database', 'embedded-postgres.js'));
const { seedBenchCatalog, BENCH_CATEGORIES } = require(path.join(ROOT, 'api', 'dist', 'bench', 'bench-catalog.js'));
const { Client } = require(require.resolve('pg', { paths: [path.join(ROOT, 'api')] }));
const { DEFAULT_PAGE_SIZE } = require(path.join(ROOT, 'common'));

// the renderer's details are for staff with dashboardAccess
const status = (shop, token) => api(shop, 'GET', '/site/status', { token });

const until = (what, fn, timeoutMs) => pollUntil(what, fn, timeoutMs, 500);

/** Polls a page until its body contains `text`; answers the ms since `t0`. */
async function seen(url, text, t0) {
  for (;;) {
    const body = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } })
      .then((res) => res.text())
      .catch(() => '');
    if (body.includes(text)) return Date.now() - t0;
    if (Date.now() - t0 > TIMEOUT_MS) return Infinity;
    await sleep(100);
  }
}

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const secs = (ms) => (Number.isFinite(ms) ? (ms / 1000).toFixed(2) : 'timeout');

async function runSize(count) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-rebuilds-'));
  chmodSync(root, 0o755);
  const db = await startEmbeddedPostgres({ dataDir: path.join(root, 'pg'), notice: (m) => console.error(`[postgres] ${m}`) });
  const dbUrl = db.url.replace(/\/postgres$/, '/shop');
  const dataDir = path.join(root, '.data');
  // one public URL for every start, so the renderer bundle (built per source and URL) is built once
  const env = { DATABASE_URL: dbUrl, PUBLIC_SITE_URL: 'http://shop.bench.example' };
  let shop = await startShop({ env, dataDir });
  let result;
  try {
    // the demo shop exists; replace its catalog with the benchmark's, then make the next start rebuild everything
    await shop.stop({ keepData: true });
    const client = new Client({ connectionString: dbUrl });
    client.on('error', (err) => console.error(`[seed] ${err.message}`));
    await client.connect();
    console.error(`[${count}] seeding`);
    const seedStarted = Date.now();
    // the benchmark catalog replaces the demo one (its category names are the same)
    await client.query('TRUNCATE categories, products CASCADE');
    await seedBenchCatalog(client, count);
    await client.end();
    console.error(`[${count}] seeded in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);
    if (FULL_BUILD) {
      // a build of other storefront code: the next start rebuilds everything
      const current = JSON.parse(readFileSync(path.join(dataDir, 'site', 'current.json'), 'utf8'));
      const record = path.join(dataDir, 'site', 'builds', current.id, '.build.json');
      writeFileSync(record, JSON.stringify({ ...JSON.parse(readFileSync(record, 'utf8')), sourceStamp: 'bench' }));
    }
    shop = await startShop({ env, dataDir });
    const token = (await api(shop, 'POST', '/auth/login', { body: { email: shop.email, password: shop.password } })).accessToken;
    const before = await status(shop, token);
    const built = await until(
      FULL_BUILD ? 'the full build' : 'the renderer',
      async () => {
        const s = await status(shop, token);
        return (!FULL_BUILD || s.current.id !== before.current.id) && !s.building && s.incremental.state === 'ready' && s;
      },
      3 * 3_600_000,
    );
    console.error(
      `[${count}] ${FULL_BUILD ? `full build: ${built.current.pages} pages in ${(built.current.durationMs / 1000).toFixed(1)} s` : 'no full build'}; renderer holds ${built.incremental.products} products`,
    );

    // products spread over the first listing pages of the three visible categories
    const targets = [];
    for (const c of BENCH_CATEGORIES.slice(0, 3)) {
      const list = await api(shop, 'GET', `/products?category=${c.id}&publiclyVisible=true&sortBy=createdAt&sortOrder=desc&limit=1000&page=1`);
      for (let k = 0; k < Math.ceil(CHANGES / 3); k++) {
        const index = 5 + ((k * 97) % 900);
        const p = list.products[index];
        const page = Math.floor(index / DEFAULT_PAGE_SIZE) + 1;
        targets.push({ id: p.id, categoryPath: page === 1 ? `/category/${c.id}` : `/category/${c.id}/page/${page}` });
      }
    }
    targets.length = CHANGES;

    const apiPid = shop.child.pid;
    const pgPid = Number(readFileSync(path.join(root, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    const rendererPid = built.incremental.pid;
    const load0 = os.loadavg();
    const cpu0 = { api: ownCpuMs(apiPid), renderer: ownCpuMs(rendererPid), pg: cpuMs(pgPid) };
    const runs = [];
    const started = Date.now();
    for (const [i, t] of targets.entries()) {
      await sleep(Math.max(0, started + i * INTERVAL_MS - Date.now()));
      const price = (5000 + i + 0.37).toFixed(2);
      const t0 = Date.now();
      runs.push(
        (async () => {
          await api(shop, 'PUT', `/products/${t.id}`, { token, body: { sellingPrice: Number(price), discountedPrice: null } });
          const [product, category] = await Promise.all([
            seen(`${shop.url}/products/${t.id}`, `content="${price}"`, t0),
            seen(`${shop.url}${t.categoryPath}`, price, t0),
          ]);
          return { product, category };
        })(),
      );
    }
    const latencies = await Promise.all(runs);
    const cpu1 = { api: ownCpuMs(apiPid), renderer: ownCpuMs(rendererPid), pg: cpuMs(pgPid) };
    const after = await status(shop, token);
    const per = (k) => (cpu1[k] - cpu0[k]) / CHANGES;
    result = {
      count,
      pages: FULL_BUILD ? built.current.pages : null,
      fullBuildS: FULL_BUILD ? built.current.durationMs / 1000 : null,
      changes: CHANGES,
      product: {
        p50: pct(
          latencies.map((l) => l.product),
          50,
        ),
        p95: pct(
          latencies.map((l) => l.product),
          95,
        ),
      },
      category: {
        p50: pct(
          latencies.map((l) => l.category),
          50,
        ),
        p95: pct(
          latencies.map((l) => l.category),
          95,
        ),
      },
      cpu: { renderer: per('renderer'), api: per('api'), pg: per('pg'), total: per('renderer') + per('api') + per('pg') },
      load: [load0, os.loadavg()],
      last: after.incremental.last,
      rendererSamePid: after.incremental.pid === rendererPid,
    };
    console.error(`[${count}] ${JSON.stringify(result)}`);
  } finally {
    await shop.stop();
    await db.stop().catch(() => undefined);
    rmSync(root, { recursive: true, force: true });
  }
  return result;
}

const results = [];
for (const n of SIZES) results.push(await runSize(n));

const cpuInfo = readFileSync('/proc/cpuinfo', 'utf8').match(/model name\s*:\s*(.*)/)?.[1] ?? 'unknown CPU';
console.log(
  `Measured ${new Date().toISOString()}: ${cpuInfo} (nproc ${os.cpus().length}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}.`,
);
console.log(
  `Command: node scripts/bench-rebuilds.mjs --products ${SIZES.join(',')} --changes ${CHANGES} --interval-ms ${INTERVAL_MS}${FULL_BUILD ? '' : ' --full-build no'}\n`,
);
console.log(
  '| Products | Pages | Full build | Changes | Product page p50 / p95 | Category page p50 / p95 | CPU per change (renderer + API + PostgreSQL) | Load average (start → end) |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const r of results) {
  console.log(
    `| ${r.count.toLocaleString('en')} | ${r.pages?.toLocaleString('en') ?? 'not built'} | ${r.fullBuildS === null ? 'not measured' : `${r.fullBuildS.toFixed(0)} s`} | ${r.changes} at 1 per ${INTERVAL_MS / 1000} s | ` +
      `${secs(r.product.p50)} / ${secs(r.product.p95)} s | ${secs(r.category.p50)} / ${secs(r.category.p95)} s | ` +
      `${(r.cpu.total / 1000).toFixed(2)} s (${(r.cpu.renderer / 1000).toFixed(2)} + ${(r.cpu.api / 1000).toFixed(2)} + ${(r.cpu.pg / 1000).toFixed(2)}) | ` +
      `${r.load[0].map((x) => x.toFixed(1)).join(' ')} → ${r.load[1].map((x) => x.toFixed(1)).join(' ')} |`,
  );
}
