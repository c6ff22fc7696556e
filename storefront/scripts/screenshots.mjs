#!/usr/bin/env node
/**
 * Screenshots of the storefront's pages (English and Arabic) at phone and desktop widths, in Debian's Chromium.
 *   SHOP_URL=http://127.0.0.1:3000 node storefront/scripts/screenshots.mjs [outDir] [path ...]
 */
import { openBrowser } from '../../scripts/lib/chromium.mjs';
import fs from 'node:fs';
import path from 'node:path';

const base = (process.env.SHOP_URL || 'http://127.0.0.1:3000').replace(/\/$/, '');
const out = process.argv[2] || '/tmp/sf-shots';
let paths = process.argv.slice(3);
fs.mkdirSync(out, { recursive: true });

const browser = await openBrowser();
if (paths.length === 0) {
  const api = `${base}/api/v1`;
  const products = (await (await fetch(`${api}/products?limit=2&publiclyVisible=true`)).json()).data.products;
  const categories = (await (await fetch(`${api}/categories/public`)).json()).data;
  paths = ['/', '/search', '/search?keyword=cap', '/search?keyword=zzzzqqq'];
  if (categories[0]) paths.push(`/category/${categories[0].id}`);
  if (products[0]) paths.push(`/products/${products[0].id}`);
  paths.push('/products/cdoesnotexist000000000000');
  // The same pages in Arabic (right to left).
  paths.push(...paths.filter((p) => !p.includes('doesnotexist')).map((p) => (p === '/' ? '/ar/' : `/ar${p}`)));
}
for (const width of [375, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: width === 375 ? 812 : 900 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const name = `${width}-${p.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}.png`;
    await page.screenshot({ path: path.join(out, name), fullPage: process.env.FULL !== '0' });
    console.log(path.join(out, name));
  }
  await context.close();
}
await browser.close();
