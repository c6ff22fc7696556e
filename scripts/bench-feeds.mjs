#!/usr/bin/env node
/**
 * How long a sale that sells out a size takes to reach the product feed, at catalog sizes a busy shop reaches.
 *   npm run build && node scripts/bench-feeds.mjs [--products 10000] [--changes 30] [--interval-ms 1000]
 *
 * Per size: a real PostgreSQL (embedded) and the shop as `npm start` runs it (demo seed, first build), its catalog
 * replaced by the benchmark catalog of api/bench/bench-catalog.ts, the shop started again so the incremental renderer
 * holds that catalog (no full build of it: the renderer writes the feed part files it touches into the served build).
 * Each target (a tee: sizes S, M, L, XL) is first counted with one piece of S; then, one per interval, a sale sells
 * that piece and the script polls, over HTTP as Merchant Center would fetch it, the feed part file listing the
 * product until its S item reads out_of_stock. The latency runs from just before the sale's POST to the first served
 * feed showing it (debounce included).
 */
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { api, option as opt, ownCpuMs, sleep, until } from './lib/bench-tools.mjs';
import { ROOT, startShop } from './lib/shop-process.mjs';

const require = createRequire(import.meta.url);
const SIZES = String(opt('products', '10000')).split(',').map(Number);
const CHANGES = Number(opt('changes', 30));
const INTERVAL_MS = Number(opt('interval-ms', 1000));
const TIMEOUT_MS = 120_000;
/** Products per feed file (storefront/src/feeds/feed-paths.ts) and its placement by FNV-1a of the id. */
const PER_FILE = 1000;
const partOf = (id, count) => {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193);
  return ((h >>> 0) % count) + 1;
};

const { startEmbeddedPostgres } = require(path.join(ROOT, 'api', 'dist', 'src', 'database', 'embedded-postgres.js'));
const { seedBenchCatalog } = require(path.join(ROOT, 'api', 'dist', 'bench', 'bench-catalog.js'));
const { Client } = require(require.resolve('pg', { paths: [path.join(ROOT, 'api')] }));

async function seen(url, text, t0) {
  for (;;) {
    const body = await fetch(url)
      .then((r) => (r.ok ? r.text() : ''))
      .catch(() => '');
    if (body.includes(text)) return Date.now() - t0;
    if (Date.now() - t0 > TIMEOUT_MS) return Infinity;
    await sleep(50);
  }
}

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const secs = (ms) => (Number.isFinite(ms) ? (ms / 1000).toFixed(2) : 'timeout');

async function runSize(count) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-feeds-'));
  chmodSync(root, 0o755);
  const db = await startEmbeddedPostgres({ dataDir: path.join(root, 'pg'), notice: (m) => console.error(`[postgres] ${m}`) });
  const dbUrl = db.url.replace(/\/postgres$/, '/shop');
  const dataDir = path.join(root, '.data');
  const env = { DATABASE_URL: dbUrl, PUBLIC_SITE_URL: 'http://shop.bench.example', STOREFRONT_RENDER_DEBOUNCE_MS: '100' };
  let shop = await startShop({ env, dataDir });
  try {
    await shop.stop({ keepData: true });
    const client = new Client({ connectionString: dbUrl });
    await client.connect();
    await client.query('TRUNCATE categories, products CASCADE');
    await seedBenchCatalog(client, count);
    await client.end();
    shop = await startShop({ env, dataDir });
    const token = (await api(shop, 'POST', '/auth/login', { body: { email: shop.email, password: shop.password } })).accessToken;
    const ready = await until(
      'the renderer',
      async () => {
        const s = await api(shop, 'GET', '/site/status', { token });
        return !s.building && s.incremental.state === 'ready' && s.incremental.products >= count * 0.9 && s;
      },
      3_600_000,
    );
    const products = ready.incremental.products;
    const files = Math.max(1, Math.ceil(products / PER_FILE));
    console.error(`[${count}] renderer holds ${products} products: ${files} feed files per language`);

    const list = await api(
      shop,
      'GET',
      `/products?category=cbench000000000000000tees&publiclyVisible=true&sortBy=createdAt&sortOrder=desc&limit=1000&page=1`,
    );
    const targets = list.products
      .filter((p) => p.sizes[0] === 'S')
      .filter((_, i) => i % 7 === 3)
      .slice(0, CHANGES);
    for (const p of targets) {
      await api(shop, 'PUT', `/products/${p.id}/stock`, {
        token,
        body: { tracked: true, sizes: p.sizes.map((size, i) => ({ size, onHand: i === 0 ? 1 : 3 })) },
      });
      p.staff = await api(shop, 'GET', `/products/${p.id}`, { token });
    }
    // every count rendered before the sales start
    const lastPart = targets.at(-1);
    await seen(
      `${shop.url}/feeds/products-${partOf(lastPart.id, files)}.xml`,
      `<g:item_group_id>${lastPart.id}</g:item_group_id><g:size>S</g:size><g:availability>in_stock`,
      Date.now(),
    );
    await sleep(3000);

    const rendererPid = (await api(shop, 'GET', '/site/status', { token })).incremental.pid;
    const cpu0 = ownCpuMs(rendererPid);
    const load0 = os.loadavg();
    const started = Date.now();
    const runs = targets.map(async (p, i) => {
      await sleep(Math.max(0, started + i * INTERVAL_MS - Date.now()));
      const t0 = Date.now();
      await api(shop, 'POST', '/sales', {
        token,
        body: {
          productId: p.id,
          saleDate: new Date().toISOString(),
          originalPrice: Number(p.staff.originalPrice),
          sellingPrice: Number(p.sellingPrice),
          size: 'S',
          quantity: 1,
        },
      });
      const needle = `<g:item_group_id>${p.id}</g:item_group_id><g:size>S</g:size><g:availability>out_of_stock`;
      const [en, ar] = await Promise.all([
        seen(`${shop.url}/feeds/products-${partOf(p.id, files)}.xml`, needle, t0),
        seen(`${shop.url}/feeds/ar/products-${partOf(p.id, files)}.xml`, needle, t0),
      ]);
      return { en, ar };
    });
    const latencies = await Promise.all(runs);
    const cpu = (ownCpuMs(rendererPid) - cpu0) / targets.length;
    return {
      count,
      products,
      files,
      changes: targets.length,
      en: {
        p50: pct(
          latencies.map((l) => l.en),
          50,
        ),
        p95: pct(
          latencies.map((l) => l.en),
          95,
        ),
      },
      ar: {
        p50: pct(
          latencies.map((l) => l.ar),
          50,
        ),
        p95: pct(
          latencies.map((l) => l.ar),
          95,
        ),
      },
      cpu,
      load: [load0, os.loadavg()],
    };
  } finally {
    await shop.stop();
    await db.stop().catch(() => undefined);
    rmSync(root, { recursive: true, force: true });
  }
}

const results = [];
for (const n of SIZES) results.push(await runSize(n));
const cpuInfo = readFileSync('/proc/cpuinfo', 'utf8').match(/model name\s*:\s*(.*)/)?.[1] ?? 'unknown CPU';
console.log(`Measured ${new Date().toISOString()}: ${cpuInfo} (nproc ${os.cpus().length}), Node ${process.version}.`);
console.log(`Command: node scripts/bench-feeds.mjs --products ${SIZES.join(',')} --changes ${CHANGES} --interval-ms ${INTERVAL_MS}\n`);
console.log(
  '| Products (public) | Feed files per language | Sales | English feed p50 / p95 | Arabic feed p50 / p95 | Renderer CPU per sale | Load average (start → end) |',
);
console.log('|---|---|---|---|---|---|---|');
for (const r of results) {
  console.log(
    `| ${r.count.toLocaleString('en')} (${r.products.toLocaleString('en')}) | ${r.files} | ${r.changes} at 1 per ${INTERVAL_MS / 1000} s | ${secs(r.en.p50)} / ${secs(r.en.p95)} s | ` +
      `${secs(r.ar.p50)} / ${secs(r.ar.p95)} s | ${(r.cpu / 1000).toFixed(2)} s | ${r.load[0].map((x) => x.toFixed(1)).join(' ')} → ${r.load[1].map((x) => x.toFixed(1)).join(' ')} |`,
  );
}
