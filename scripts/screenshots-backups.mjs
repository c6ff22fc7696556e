#!/usr/bin/env node
// Screenshots of the owner's Backups card (Settings) and the dashboard's backup warning at 375 and 1280 px, for review.
//   npm run build && node scripts/screenshots-backups.mjs [out-folder]
import { mkdirSync } from 'node:fs';
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
    await page.close();
  }
  console.log(`screenshots in ${out}`);
} finally {
  await browser.close();
  await shop.stop();
}
