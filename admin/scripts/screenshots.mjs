#!/usr/bin/env node
// Screenshots of every back-office screen at phone and laptop widths, for looking at the UI.
// Usage: SHOP_URL=http://localhost:3200 SHOP_ADMIN_EMAIL=... SHOP_ADMIN_PASSWORD=... node admin/scripts/screenshots.mjs [outDir] [path...]
import { openBrowser } from '../../scripts/lib/chromium.mjs';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

const base = process.env.SHOP_URL ?? 'http://localhost:3200';
const email = process.env.SHOP_ADMIN_EMAIL ?? 'owner@example.com';
const password = process.env.SHOP_ADMIN_PASSWORD ?? 'owner-pass-123';
const out = process.argv[2] ?? '/tmp/admin-shots';
const only = process.argv.slice(3);
const PAGES = only.length
  ? only
  : [
      '/admin',
      '/admin/categories',
      '/admin/categories/create',
      '/admin/products',
      '/admin/products/create',
      '/admin/sales',
      '/admin/sales/create',
      '/admin/reviews',
      '/admin/inquiries',
      '/admin/settings',
      '/admin/staff',
    ];

mkdirSync(out, { recursive: true });
const browser = await openBrowser();
try {
  for (const width of [375, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: width === 375 ? 812 : 800 } });
    page.on('pageerror', (e) => console.error(`[${width}] page error:`, e.message));
    page.on('console', (m) => m.type() === 'error' && console.error(`[${width}] console:`, m.text()));
    await page.goto(`${base}/admin/login`);
    await page.waitForSelector('#login-email');
    await page.screenshot({ path: path.join(out, `login-${width}.png`) });
    await page.fill('#login-email', email);
    await page.fill('#login-password', password);
    await page.click('button[type=submit]');
    await page.waitForURL((u) => !u.pathname.startsWith('/admin/login'));
    for (const p of PAGES) {
      await page.goto(`${base}${p}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(400);
      const name = p.replace(/^\/admin\/?/, '').replace(/\//g, '_') || 'dashboard';
      await page.screenshot({ path: path.join(out, `${name}-${width}.png`), fullPage: true });
      console.log('shot', name, width, await page.title());
    }
    await page.close();
  }
} finally {
  await browser.close();
}
