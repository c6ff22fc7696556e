#!/usr/bin/env node
/**
 * What a backup costs a busy shop, and how long its restore takes.
 *   npm run build && node scripts/bench-backup.mjs [--sales 1000000] [--products 10000] [--rate 20]
 *
 * The shop runs as `npm start` runs it (embedded PostgreSQL, demo seed, first storefront build); the benchmark catalogue
 * (api/bench/bench-catalog.ts) and the sales are then added with set-based SQL. Sales are recorded through the API at
 * `rate` a second, first for 15 s with nothing else running, then from the start of a "Back up now" until it
 * completes: the p50/p95/max of their answer times are compared. Then `npm run restore -- <backup> --check` (a
 * throwaway embedded PostgreSQL, the same work as a restore into a new data folder) is timed.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ROOT, startShop } from './lib/shop-process.mjs';
import { seedSales, shopDb } from './lib/backup-shop-db.mjs';

const require = createRequire(import.meta.url);
const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : def;
};
const SALES = opt('sales', 1_000_000);
const PRODUCTS = opt('products', 10_000);
const RATE = opt('rate', 20);
const { seedBenchCatalog } = require(path.join(ROOT, 'api', 'dist', 'bench', 'bench-catalog.js'));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const log = (m) => console.error(`[bench-backup] ${m}`);

function quantiles(ms) {
  const s = [...ms].sort((a, b) => a - b);
  const q = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return { n: s.length, p50: q(0.5), p95: q(0.95), max: s.at(-1) };
}

async function call(shop, token, method, route, body) {
  const res = await fetch(`${shop.url}/api/v1${route}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json().catch(() => null);
  return { status: res.status, body: json?.data ?? json };
}

/** Records sales at RATE a second until `until()` is true; answers each sale's time to acknowledgement. */
async function recordSales(shop, token, products, until) {
  const times = [];
  const pending = [];
  const day = new Date().toISOString().slice(0, 10);
  for (let i = 0; !until(); i++) {
    const started = performance.now();
    const product = products[i % products.length];
    pending.push(
      call(shop, token, 'POST', '/sales', { productId: product.id, saleDate: day, originalPrice: product.op, sellingPrice: product.sp }).then((r) => {
        if (r.status !== 201) throw new Error(`a sale answered ${r.status}: ${JSON.stringify(r.body)}`);
        times.push(performance.now() - started);
      }),
    );
    await sleep(1000 / RATE);
  }
  await Promise.all(pending);
  return times;
}

const shop = await startShop();
try {
  const token = (await call(shop, '', 'POST', '/auth/login', { email: shop.email, password: shop.password })).body.accessToken;
  const db = await shopDb(shop.dataDir);
  let t = Date.now();
  // the benchmark catalogue replaces the demo one (its category names are the same); SQL emits no change events, so
  // the storefront keeps serving the demo build meanwhile and nothing is rebuilt during the measurements
  await db.query('TRUNCATE categories, products CASCADE');
  await seedBenchCatalog(db, PRODUCTS);
  log(`${PRODUCTS} products seeded in ${((Date.now() - t) / 1000).toFixed(0)} s`);
  t = Date.now();
  await seedSales(db, SALES, { bulk: true });
  log(`${SALES} sales seeded in ${((Date.now() - t) / 1000).toFixed(0)} s`);
  const [{ size }] = (await db.query('SELECT pg_size_pretty(pg_database_size(current_database())) AS size')).rows;
  // sales spread over 50 products, as a shop's are: sales of one product wait for each other's row lock by design
  const { rows: products } = await db.query(
    `SELECT id, original_price::float AS op, selling_price::float AS sp FROM products WHERE NOT archived AND stock_left IS NULL ORDER BY id LIMIT 50`,
  );
  await db.end();

  const quietEnd = Date.now() + 15_000;
  const quiet = quantiles(await recordSales(shop, token, products, () => Date.now() > quietEnd));
  log(`quiet: ${JSON.stringify(quiet)}`);
  let done = false;
  const backupStarted = Date.now();
  const backup = call(shop, token, 'POST', '/backups').finally(() => (done = true));
  const during = quantiles(await recordSales(shop, token, products, () => done));
  const made = await backup;
  if (made.status !== 201) throw new Error(`the backup answered ${made.status}: ${JSON.stringify(made.body)}`);
  const backupSeconds = (Date.now() - backupStarted) / 1000;
  log(`during backup: ${JSON.stringify(during)}; backup ${backupSeconds.toFixed(1)} s`);

  const dir = path.join(shop.dataDir, 'backups', made.body.name);
  t = Date.now();
  const out = execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'restore.mjs'), dir, '--check'], { encoding: 'utf8' });
  const restoreSeconds = (Date.now() - t) / 1000;
  log(out.trim());
  const mb = (b) => (b / 1024 / 1024).toFixed(0);
  const ms = (q) => `${q.p50.toFixed(0)} / ${q.p95.toFixed(0)} / ${q.max.toFixed(0)} ms (${q.n} sales)`;
  console.log(
    [
      `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} at the end`,
      `Data: ${SALES.toLocaleString('en')} sales, ${PRODUCTS.toLocaleString('en')} products (database ${size}); backup ${mb(made.body.totalBytes)} MB`,
      '',
      '| Measure | Result |',
      '|---|---|',
      `| Recording a sale, nothing else running (p50 / p95 / max) | ${ms(quiet)} |`,
      `| Recording a sale while the backup runs (p50 / p95 / max) | ${ms(during)} |`,
      `| Backup ("Back up now" to its answer) | ${backupSeconds.toFixed(1)} s |`,
      `| Restore (\`npm run restore -- <backup> --check\`: checksums, throwaway PostgreSQL, schema, rows, counts) | ${restoreSeconds.toFixed(1)} s |`,
    ].join('\n'),
  );
} finally {
  await shop.stop();
}
