#!/usr/bin/env node
// Browser tests: start the whole shop as `npm start` does, then run the storefront's and the back office's
// Playwright suites (vitest configs in each workspace) against it in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT, startShop } from './lib/shop-process.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

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

const suites = [
  ['storefront', path.join(ROOT, 'storefront', 'vitest.e2e.config.ts')],
  ['admin', path.join(ROOT, 'admin', 'vitest.e2e.config.ts')],
].filter(([name, config]) => {
  if (existsSync(config)) return true;
  console.error(`No browser suite for ${name} (${path.relative(ROOT, config)} is missing).`);
  process.exitCode = 1;
  return false;
});

ensureChromium();
console.log('Starting the shop for the browser tests...');
const shop = await startShop({ log: process.env.SHOP_LOG === '1' });
console.log(`Shop up at ${shop.url}`);
let failed = false;
try {
  for (const [name, config] of suites) {
    console.log(`\n== Browser tests: ${name}`);
    const r = spawnSync(process.execPath, [path.join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--config', config], {
      cwd: path.dirname(config),
      stdio: 'inherit',
      env: {
        ...process.env,
        SHOP_URL: shop.url,
        SHOP_ADMIN_EMAIL: shop.email,
        SHOP_ADMIN_PASSWORD: shop.password,
        CHROMIUM_PATH: CHROMIUM,
      },
    });
    if (r.status !== 0) failed = true;
  }
} finally {
  await shop.stop();
}
if (failed) process.exitCode = 1;
