#!/usr/bin/env node
// Browser tests: start the whole shop as `npm start` does, once per lane, then run the storefront's and the back
// office's Playwright suites (vitest configs in each workspace) against them in Debian's Chromium, the lanes at once:
// most of their time is spent waiting on pages and renders, not on the cores.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumPath, HEADLESS_SHELL_PATH, startBrowserServer } from './lib/chromium.mjs';
import { prepareTestShops } from './lib/prepare-shops.mjs';
import { ROOT, startShop } from './lib/shop-process.mjs';

/** The headless shell the tests drive (scripts/lib/chromium.mjs says why), installed from Debian when missing. */
function ensureChromium() {
  if (process.env.CHROMIUM_PATH ? existsSync(process.env.CHROMIUM_PATH) : existsSync(HEADLESS_SHELL_PATH)) return;
  if (process.getuid?.() !== 0 || process.env.CHROMIUM_PATH) {
    console.error(
      `Chromium is missing at ${process.env.CHROMIUM_PATH ?? HEADLESS_SHELL_PATH}. Install Debian's package: sudo apt-get install -y chromium-headless-shell`,
    );
    process.exit(1);
  }
  console.log("Installing Debian's Chromium headless shell for the browser tests...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium-headless-shell', 'fonts-noto-core'],
  ]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed`);
      process.exit(1);
    }
  }
}

const STOREFRONT_CONFIG = path.join(ROOT, 'storefront', 'vitest.e2e.config.ts');
const ADMIN_CONFIG = path.join(ROOT, 'admin', 'vitest.e2e.config.ts');
const TIMES_REPORTER = path.join(ROOT, 'scripts', 'lib', 'file-times-reporter.mjs');
/**
 * Four lanes, one shop each, side by side: their files spend most of their time waiting on pages, renders and the
 * API's minute clock, not on the cores (a whole run used under half a core of its own). Set by the table at the end
 * of a run (load about 20, 2026-11-29): with three lanes the first shop took 432 s (the storefront), the second 500 s
 * (most of the back office), the third 439 s (the walks and a few short files) and then 184 s (promotions). Now:
 * - the first shop: the storefront's longer files (about 320 s);
 * - the second: the rest of the storefront, promotions among them (a minute's wait), then the back office's
 *   password reset (which waits on a shop of its own), sales tools and the VAT invoice (about 350 s);
 * - the third: the rest of the back office (about 350 s);
 * - the fourth: the back office's walks of every screen and a few short files (about 350 s).
 * A new storefront file goes to the second shop, a new back office file to the third.
 */
const e2eFiles = (...names) => names.map((name) => `e2e/${name}.e2e.test.ts`);
const STOREFRONT_FIRST_SHOP = e2eFiles(
  'accessibility',
  'fresh-shop',
  'language-chunks',
  'orders',
  'csp',
  'sizes',
  'hydration',
  'legal',
  'stock',
  'product-image',
);
// the VAT invoice on the second shop for the lanes' times only: it sells a product it makes itself and passes after
// the third shop's files too. Its 400 there was its own: it sold the first product in stock, the stall's cap counted
// in sizes S and M, naming no size ("Size is required: this product counts stock in several sizes"). Before the walks
// it once made the phone walk find the VAT months table in Sales Analytics scrolling sideways without being
// focusable, since mended (df7d049): the walks check that screen with whatever data they meet
const ADMIN_SECOND_SHOP = e2eFiles('password-reset', 'sales-tools', 'vat-invoice');
const ADMIN_FOURTH_SHOP = e2eFiles(
  'phone-screens',
  'arabic-backoffice',
  'two-tabs-refresh',
  'arabic-fields',
  'entrance',
  'category-next-sort-order',
  'category-create-arabic',
);

for (const config of [STOREFRONT_CONFIG, ADMIN_CONFIG])
  if (!existsSync(config)) {
    console.error(`No browser suite at ${path.relative(ROOT, config)}.`);
    process.exit(1);
  }
const testFiles = (app) =>
  readdirSync(path.join(ROOT, app, 'e2e'))
    .filter((f) => f.endsWith('.e2e.test.ts'))
    .map((f) => `e2e/${f}`);
const adminFiles = testFiles('admin');
const storefrontFiles = testFiles('storefront');
/**
 * The lanes, one shop each, run side by side; a lane's runs (one vitest run of a config and files) one after another
 * on its shop. The shops share nothing, so no lane sees another's changes.
 */
const LANES = [
  {
    name: 'first shop',
    runs: [{ label: 'storefront', config: STOREFRONT_CONFIG, files: storefrontFiles.filter((f) => STOREFRONT_FIRST_SHOP.includes(f)) }],
  },
  {
    name: 'second shop',
    runs: [
      { label: 'storefront (second shop)', config: STOREFRONT_CONFIG, files: storefrontFiles.filter((f) => !STOREFRONT_FIRST_SHOP.includes(f)) },
      { label: 'admin (second shop)', config: ADMIN_CONFIG, files: adminFiles.filter((f) => ADMIN_SECOND_SHOP.includes(f)) },
    ],
  },
  {
    name: 'third shop',
    runs: [
      { label: 'admin', config: ADMIN_CONFIG, files: adminFiles.filter((f) => !ADMIN_SECOND_SHOP.includes(f) && !ADMIN_FOURTH_SHOP.includes(f)) },
    ],
  },
  {
    name: 'fourth shop',
    runs: [{ label: 'admin (fourth shop)', config: ADMIN_CONFIG, files: adminFiles.filter((f) => ADMIN_FOURTH_SHOP.includes(f)) }],
  },
]
  // a run without files would run every file of its config
  .map((lane) => ({ ...lane, runs: lane.runs.filter((r) => r.files.length) }))
  .filter((lane) => lane.runs.length);

/**
 * Each file's time from the ends scripts/lib/file-times-reporter.mjs wrote (`file` relative to the repo): since the
 * end of the file before it, or since the run started for the first (which so carries vitest's own start).
 */
function readFileTimes(file, startedAt) {
  let ends = [];
  try {
    ends = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .sort((a, b) => a.endedAt - b.endedAt);
  } catch {
    return [];
  }
  return ends.map((t, i) => ({ file: path.relative(ROOT, t.file), ms: t.endedAt - (i ? ends[i - 1].endedAt : startedAt) }));
}

/**
 * One vitest run of a browser config (all its files, or the ones named) against a shop. Answers whether it passed and
 * each file's time (scripts/lib/file-times-reporter.mjs beside the usual output), so the run ends with where the lanes' time went.
 */
function runSuite(label, config, files, shop, browserServer) {
  const reportDir = mkdtempSync(path.join(os.tmpdir(), 'browser-times-'));
  const timesFile = path.join(reportDir, 'times.jsonl');
  return new Promise((resolve) => {
    const started = Date.now();
    const vitest = path.join(ROOT, 'node_modules', 'vitest', 'vitest.mjs');
    const args = ['run', '--config', config, '--reporter=default', `--reporter=${TIMES_REPORTER}`, ...files];
    const child = spawn(process.execPath, [vitest, ...args], {
      cwd: path.dirname(config),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        SHOP_URL: shop.url,
        SHOP_ADMIN_EMAIL: shop.email,
        SHOP_ADMIN_PASSWORD: shop.password,
        CHROMIUM_PATH: chromiumPath(),
        CHROMIUM_WS: browserServer.wsEndpoint(),
        FILE_TIMES_OUT: timesFile,
      },
    });
    // kept and printed whole when the run ends, so the two lanes' output does not interleave
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('close', (code) => {
      const secs = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n== Browser tests: ${label} (${shop.url}) ${code === 0 ? 'passed' : 'FAILED'} in ${secs} s\n${Buffer.concat(chunks).toString()}`);
      const times = readFileTimes(timesFile, started);
      rmSync(reportDir, { recursive: true, force: true });
      resolve({ ok: code === 0, label, ms: Date.now() - started, files: times });
    });
  });
}

/** Each lane's time and its files' times, longest first: where to move a file when one lane waits on the other. */
function printTimes(lanes) {
  console.log('\nBrowser test files, longest first:');
  const rows = lanes.flatMap((lane) => lane.runs.flatMap((r) => r.files.map((f) => ({ ...f, lane: lane.name }))));
  for (const row of rows.sort((a, b) => b.ms - a.ms)) console.log(`${(row.ms / 1000).toFixed(1).padStart(7)} s  ${row.lane.padEnd(12)} ${row.file}`);
  for (const lane of lanes)
    console.log(`${lane.name}: ${(lane.runs.reduce((sum, r) => sum + r.ms, 0) / 1000).toFixed(1)} s (${lane.runs.map((r) => r.label).join(', ')})`);
}

ensureChromium();
await prepareTestShops();
console.log(`Starting ${LANES.length} shops for the browser tests...`);
// The files of a lane share one owner on one shop, and several make products with pictures: the per-staff upload
// limit (30 a minute, proven by api/test/upload-limits.e2e-spec.ts) would refuse one file's upload for another's.
const SHOP_ENV = { UPLOAD_FILES_PER_MINUTE: '600' };
const started = await Promise.allSettled(LANES.map(() => startShop({ env: SHOP_ENV, log: process.env.SHOP_LOG === '1' })));
const shops = started.filter((r) => r.status === 'fulfilled').map((r) => r.value);
if (shops.length < started.length) {
  for (const r of started) if (r.status === 'rejected') console.error(r.reason);
  await Promise.all(shops.map((s) => s.stop()));
  process.exit(1);
}
console.log(`Shops up at ${shops.map((s) => s.url).join(', ')}`);
// one Chromium for every file of every lane: each file connects and gets contexts of its own
const browserServer = await startBrowserServer().catch(async (err) => {
  await Promise.all(shops.map((s) => s.stop()));
  throw err;
});
let passed = false;
try {
  const lanes = await Promise.all(
    LANES.map(async (lane, i) => {
      const runs = [];
      for (const run of lane.runs) runs.push(await runSuite(run.label, run.config, run.files, shops[i], browserServer));
      return { name: lane.name, runs };
    }),
  );
  printTimes(lanes);
  passed = lanes.every((lane) => lane.runs.every((r) => r.ok));
} finally {
  await browserServer.close();
  await Promise.all(shops.map((s) => s.stop()));
}
if (!passed) process.exitCode = 1;
