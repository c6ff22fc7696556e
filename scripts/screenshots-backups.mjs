#!/usr/bin/env node
// Screenshots of the owner's Backups card (Settings) and the dashboard's backup warning at 375 and 1280 px, for review.
//   npm run build && node scripts/screenshots-backups.mjs [out-folder]
import { mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startShop } from './lib/shop-process.mjs';

const out = path.resolve(process.argv[2] ?? 'screenshots-backups');
mkdirSync(out, { recursive: true });
const shop = await startShop();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const width of [375, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(`${shop.url}/admin/login`);
    await page.fill('#login-email', shop.email);
    await page.fill('#login-password', shop.password);
    await page.click('button[type=submit]');
    await page.waitForURL((u) => !u.pathname.startsWith('/admin/login'), { timeout: 60_000 });
    if (width === 375) {
      // no backup yet: the dashboard says so
      await page.getByTestId('backup-warning').waitFor({ timeout: 60_000 });
      await page.screenshot({ path: path.join(out, `dashboard-warning-${width}.png`), fullPage: false });
    }
    await page.goto(`${shop.url}/admin/settings`);
    const card = page.getByTestId('backups-card');
    await card.waitFor({ timeout: 60_000 });
    if (width === 375) {
      await card.scrollIntoViewIfNeeded();
      await card.getByRole('button', { name: 'Back up now' }).click();
      await card.getByText('Succeeded').waitFor({ timeout: 120_000 });
    }
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: path.join(out, `backups-card-${width}.png`) });
    if (width === 1280) {
      // the download is the browser's own: it follows the one-time link (no blob: URL, no token in the address)
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 60_000 }),
        card.getByRole('button', { name: 'Download latest' }).click(),
      ]);
      const url = new URL(download.url());
      if (!url.pathname.startsWith('/api/v1/backups/') || !url.searchParams.get('ticket'))
        throw new Error(`the download came from ${download.url()}`);
      const file = path.join(out, download.suggestedFilename());
      await download.saveAs(file);
      const head = readFileSync(file).subarray(0, 100).toString().replace(/\0.*$/s, '');
      if (!head.endsWith('/manifest.json')) throw new Error(`the downloaded tar starts with ${head}`);
      console.log(`downloaded ${download.suggestedFilename()} (${statSync(file).size} bytes) from ${url.pathname}?ticket=…`);
      rmSync(file);
    }
    await page.close();
  }
  console.log(`screenshots in ${out}`);
} finally {
  await browser.close();
  await shop.stop();
}
