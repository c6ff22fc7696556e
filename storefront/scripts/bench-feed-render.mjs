#!/usr/bin/env node
/**
 * What the feeds add to one product change in the incremental renderer, at catalog sizes a busy shop reaches:
 *   node storefront/scripts/bench-feed-render.mjs [--products 10000] [--changes 30]
 *
 * Bundles the storefront's own feed code (src/feeds, with esbuild) and runs it on a synthetic catalog (every product
 * with four sizes, a photo or three, Arabic texts), the way affected-feeds.ts asks it to after a sale: for each of
 * `changes` products, the file listing it is rendered in English and Arabic, the main addresses too, and each is
 * compressed as the page writer does (.gz level 9, .br quality 6). The figures are the renderer's work for the feed
 * files of one change; the rest of a change (reading the product, the pages, the writes) is in docs/benchmarks.md's
 * incremental renderer section.
 */
import { build } from 'esbuild';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compressed } from '../src/integrations/precompress.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : def;
};
const PRODUCTS = opt('products', 10000);
const CHANGES = opt('changes', 30);

const tmp = mkdtempSync(path.join(os.tmpdir(), 'bench-feed-'));
const entry = path.join(tmp, 'entry.ts');
writeFileSync(
  entry,
  `export { indexCatalog } from ${JSON.stringify(path.join(here, '../src/lib/catalog/catalog.ts'))};
   export { FALLBACK_SETTINGS } from ${JSON.stringify(path.join(here, '../src/lib/settings/site.ts'))};
   export { feedFileXml, feedIndexOrFeedXml } from ${JSON.stringify(path.join(here, '../src/feeds/feed-xml.ts'))};
   export { feedFileCount, feedPartOf } from ${JSON.stringify(path.join(here, '../src/lib/paths/feed-paths.ts'))};`,
);
const out = path.join(tmp, 'feeds.mjs');
await build({ entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', outfile: out, logLevel: 'error', jsx: 'automatic' });
const f = await import(pathToFileURL(out).href);

const sizes = ['S', 'M', 'L', 'XL'];
const products = Array.from({ length: PRODUCTS }, (_, i) => ({
  id: `cb${i.toString(16).padStart(23, '0')}`,
  name: `Vintage Sunset Graphic Tee ${i}`,
  nameAr: i % 3 ? `تيشيرت مطبوع فينتج ${i}` : null,
  brand: ['Nike', 'Adidas', 'Champion', 'Vans'][i % 4],
  description: 'A vintage sunset piece from Champion, picked in Manila and shipped to Saudi Arabia. Condition used, colour red.',
  descriptionAr: i % 3 ? 'قطعة فينتج من شامبيون، اخترناها في مانيلا وشحناها إلى السعودية.' : null,
  condition: ['NEW', 'VINTAGE', 'USED', 'REFURBISHED'][i % 4],
  material: null,
  subcategory: 'Graphic',
  sizes,
  colors: ['Red', 'White'],
  tags: [],
  featured: false,
  publiclyVisible: true,
  archived: false,
  sellingPrice: 100 + (i % 200),
  discountedPrice: i % 4 ? null : 90,
  currency: 'SAR',
  categoryId: 'tees',
  category: { id: 'tees', name: 'Tees', nameAr: 'تيشيرتات' },
  images: Array.from({ length: 1 + (i % 3) }, (_, n) => ({
    id: `i${i}-${n}`,
    url: `/uploads/bench/${i}-${n}.jpg`,
    alt: null,
    order: n,
    isPrimary: n === 0,
  })),
  createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
  updatedAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
  stockTracked: true,
  availability: 'IN_STOCK',
  stockLeft: 4,
  sizeStock: sizes.map((size) => ({ size, availability: 'IN_STOCK', left: 1 })),
}));
const category = {
  id: 'tees',
  name: 'Tees',
  nameAr: 'تيشيرتات',
  description: null,
  descriptionAr: null,
  image: null,
  cloudinaryId: null,
  sortOrder: 1,
  publiclyVisible: true,
  googleProductCategory: '212',
  createdAt: '',
  updatedAt: '',
  _count: { products: PRODUCTS },
};
const catalog = f.indexCatalog('http://api', f.FALLBACK_SETTINGS, [category], products);
const count = f.feedFileCount(catalog.products.length);
const origin = 'https://shop.example';

const times = [];
let bytes = 0;
const cpu0 = process.cpuUsage();
for (let k = 0; k < CHANGES; k++) {
  const p = catalog.products[(k * 331) % catalog.products.length];
  p.sizeStock[0] = { size: 'S', availability: 'SOLD_OUT', left: 0 };
  const t0 = performance.now();
  for (const lang of ['en', 'ar']) {
    const files = [f.feedIndexOrFeedXml(origin, catalog, lang)];
    if (count > 1) files.push(f.feedFileXml(origin, catalog, lang, f.feedPartOf(p.id, count)));
    for (const xml of files) {
      const body = Buffer.from(xml);
      bytes = Math.max(bytes, body.length);
      await compressed(body, false);
    }
  }
  times.push(performance.now() - t0);
}
const cpu = process.cpuUsage(cpu0);
rmSync(tmp, { recursive: true, force: true });
const sorted = [...times].sort((a, b) => a - b);
const pct = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
console.log(
  `Measured ${new Date().toISOString()}, nproc ${os.cpus().length}, load average ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}, Node ${process.version}`,
);
console.log(`Command: node storefront/scripts/bench-feed-render.mjs --products ${PRODUCTS} --changes ${CHANGES}\n`);
console.log(
  '| Products | Feed files per language | Largest file | Feed work per change p50 / p95 (both languages, with .gz and .br) | CPU per change |',
);
console.log('|---|---|---|---|---|');
console.log(
  `| ${PRODUCTS.toLocaleString('en')} | ${count === 1 ? '1' : `${count} + index`} | ${(bytes / 2 ** 20).toFixed(2)} MB | ${(pct(50)).toFixed(0)} / ${(pct(95)).toFixed(0)} ms | ${((cpu.user + cpu.system) / 1000 / CHANGES).toFixed(0)} ms |`,
);
