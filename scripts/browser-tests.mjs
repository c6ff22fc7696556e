#!/usr/bin/env node
// Browser tests: start the whole shop as `npm start` does, twice, then run the storefront's and the back office's
// Playwright suites (vitest configs in each workspace) against them in Debian's Chromium, two lanes at once: most
// of their time is spent waiting on pages and renders, not on the cores.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_PATH as CHROMIUM, startBrowserServer } from './lib/chromium.mjs';
import { prepareTestShops } from './lib/prepare-shops.mjs';
import { ROOT, startShop } from './lib/shop-process.mjs';

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install Debian's package: sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log("Installing Debian's chromium for the browser tests...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium', 'fonts-noto-core'],
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
/**
 * Back office files short enough to follow the storefront's suite on the first shop; every other back office file
 * runs on a second shop at the same time. The two lanes then take about as long as each other (the back office's
 * suite alone took as long as the storefront's and these together). A new file goes to the second shop's lane.
 */
const ADMIN_AFTER_STOREFRONT = [
  'two-tabs-refresh',
  'arabic-fields',
  'vat-invoice',
  'entrance',
  'category-next-sort-order',
  'category-create-arabic',
].map((name) => `e2e/${name}.e2e.test.ts`);

for (const config of [STOREFRONT_CONFIG, ADMIN_CONFIG])
  if (!existsSync(config)) {
    console.error(`No browser suite at ${path.relative(ROOT, config)}.`);
    process.exit(1);
  }
const adminFiles = readdirSync(path.join(ROOT, 'admin', 'e2e'))
  .filter((f) => f.endsWith('.e2e.test.ts'))
  .map((f) => `e2e/${f}`);
const secondShopAdmin = adminFiles.filter((f) => !ADMIN_AFTER_STOREFRONT.includes(f));
const firstShopAdmin = adminFiles.filter((f) => ADMIN_AFTER_STOREFRONT.includes(f));

/** One vitest run of a browser config (all its files, or the ones named) against a shop. */
function runSuite(label, config, files, shop, browserServer) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--config', config, ...files], {
      cwd: path.dirname(config),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        SHOP_URL: shop.url,
        SHOP_ADMIN_EMAIL: shop.email,
        SHOP_ADMIN_PASSWORD: shop.password,
        CHROMIUM_PATH: CHROMIUM,
        CHROMIUM_WS: browserServer.wsEndpoint(),
      },
    });
    // kept and printed whole when the run ends, so the two lanes' output does not interleave
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('close', (code) => {
      console.log(`\n== Browser tests: ${label} (${shop.url}) ${code === 0 ? 'passed' : 'FAILED'}\n${Buffer.concat(chunks).toString()}`);
      resolve(code === 0);
    });
  });
}

ensureChromium();
await prepareTestShops();
console.log('Starting two shops for the browser tests...');
// The files of a lane share one owner on one shop, and several make products with pictures: the per-staff upload
// limit (30 a minute, proven by api/test/upload-limits.e2e-spec.ts) would refuse one file's upload for another's.
const SHOP_ENV = { UPLOAD_FILES_PER_MINUTE: '600' };
const started = await Promise.allSettled([0, 1].map(() => startShop({ env: SHOP_ENV, log: process.env.SHOP_LOG === '1' })));
const shops = started.filter((r) => r.status === 'fulfilled').map((r) => r.value);
if (shops.length < started.length) {
  for (const r of started) if (r.status === 'rejected') console.error(r.reason);
  await Promise.all(shops.map((s) => s.stop()));
  process.exit(1);
}
console.log(`Shops up at ${shops.map((s) => s.url).join(' and ')}`);
// one Chromium for every file of both lanes: each file connects and gets contexts of its own
const browserServer = await startBrowserServer().catch(async (err) => {
  await Promise.all(shops.map((s) => s.stop()));
  throw err;
});
let passed = false;
try {
  // the two shops share nothing, so the lanes cannot see each other's changes
  const results = await Promise.all([
    (async () => {
      const storefront = await runSuite('storefront', STOREFRONT_CONFIG, [], shops[0], browserServer);
      const admin = firstShopAdmin.length ? await runSuite('admin (first shop)', ADMIN_CONFIG, firstShopAdmin, shops[0], browserServer) : true;
      return storefront && admin;
    })(),
    runSuite('admin', ADMIN_CONFIG, secondShopAdmin, shops[1], browserServer),
  ]);
  passed = results.every(Boolean);
} finally {
  await browserServer.close();
  await Promise.all(shops.map((s) => s.stop()));
}
if (!passed) process.exitCode = 1;
