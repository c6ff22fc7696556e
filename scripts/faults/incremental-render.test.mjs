// The incremental renderer against a full build: a product, a category and a settings change each rewrite exactly
// the files whose content changed, and the result equals, file for file and byte for byte, what a full build makes
// of the same data. The full build to compare with is the fallback itself: the renderer's process is killed, which
// must make the shop rebuild everything and start a fresh renderer. Real PostgreSQL, the shop started as `npm start`.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { after, before, test } from 'node:test';
import { startShop } from '../lib/shop-process.mjs';
import { api, rendererSettled as ready, signIn, siteStatus, until } from './lib.mjs';

let shop;
let token;

// the renderer's details are for staff with dashboardAccess
const status = () => siteStatus(shop, token);
const buildDir = (id) => path.join(shop.dataDir, 'site', 'builds', id);

/** Every page file of a build (what a shopper can be served), by its path inside the build. */
function pageFiles(dir) {
  const out = new Map();
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.name.startsWith('.') || e.name === '_astro') continue;
      if (e.isDirectory()) walk(p);
      else if (/\.(html|xml|txt)$/.test(e.name)) out.set(path.relative(dir, p), readFileSync(p));
    }
  };
  walk(dir);
  return out;
}

/** The file a page path is written to, as the renderer reports it. */
/** The file a page path is written to (the renderer's own rule, repeated so the test checks it). */
const fileOf = (page) => {
  const rel = page.replace(/^\/+|\/+$/g, '');
  return page === '/' ? 'index.html' : page === '/404' ? '404.html' : /\.[a-z]+$/.test(rel) ? rel : `${rel}/index.html`;
};

function changedFiles(before, after) {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((n) => !before.get(n) || !after.get(n) || !before.get(n).equals(after.get(n))).sort();
}


/** Makes a change, waits for its render, and checks the report against the files on disk. */
async function renderAfter(change, expectReason) {
  const s0 = await until('the renderer to be ready', async () => ready(await status()) && (await status()), 300_000);
  const dir = buildDir(s0.current.id);
  const beforeFiles = pageFiles(dir);
  const lastAt = s0.incremental.last?.at ?? '';
  await change();
  const s1 = await until(
    'the incremental render',
    async () => {
      const s = await status();
      return s.incremental.last && s.incremental.last.at !== lastAt && ready(s) && s;
    },
    120_000,
  );
  assert.equal(s1.current.id, s0.current.id, 'an incremental render keeps the build and rewrites pages in it');
  assert.match(s1.incremental.last.reason, expectReason);
  const afterFiles = pageFiles(dir);
  const reported = [...s1.incremental.last.written.map(fileOf), ...s1.incremental.last.removed.map(fileOf)].sort();
  assert.deepEqual(changedFiles(beforeFiles, afterFiles), reported, 'exactly the reported files changed');
  for (const f of s1.incremental.last.written.map(fileOf)) {
    const html = afterFiles.get(f);
    if (existsSync(path.join(dir, `${f}.br`))) {
      assert.ok(brotliDecompressSync(readFileSync(path.join(dir, `${f}.br`))).equals(html), `${f}.br is the new page`);
      assert.ok(gunzipSync(readFileSync(path.join(dir, `${f}.gz`))).equals(html), `${f}.gz is the new page`);
    }
  }
  return { dir, before: beforeFiles, after: afterFiles, report: s1.incremental.last, buildId: s0.current.id };
}

/** Kills the renderer: the shop must build everything again; answers the full build's pages. */
async function fullBuildAfterRendererDies(previousId) {
  const s = await status();
  process.kill(s.incremental.pid, 'SIGKILL');
  const rebuilt = await until(
    'the full build after the renderer died',
    async () => {
      const x = await status();
      return x.current.id !== previousId && ready(x) && x;
    },
    300_000,
  );
  assert.match(rebuilt.lastReason, /incremental render failed/);
  assert.match(rebuilt.incremental.lastError?.message ?? '', /exited/);
  return pageFiles(buildDir(rebuilt.current.id));
}

function assertSameAsFullBuild(incremental, full) {
  assert.deepEqual([...incremental.keys()].sort(), [...full.keys()].sort(), 'the same pages');
  const differ = [...full.keys()].filter((f) => !full.get(f).equals(incremental.get(f)));
  assert.deepEqual(differ, [], 'every page equals the full build byte for byte');
}

before(async () => {
  shop = await startShop({ env: { STOREFRONT_RENDER_DEBOUNCE_MS: '100' } });
  token = await signIn(shop);
});

after(async () => {
  await shop?.stop();
});

test('a price change rewrites its product page, its category page and the pages that show it, as a full build would', async () => {
  const { body: list } = await api(shop, 'GET', '/products?limit=1000&publiclyVisible=true&sortBy=createdAt&sortOrder=desc');
  const inCategory = (id) => list.products.filter((p) => p.categoryId === id);
  // one in the middle of its category: its predecessors show it as related
  const product = inCategory(list.products[0].categoryId)[2];
  const price = Number(product.discountedPrice ?? product.sellingPrice);
  const r = await renderAfter(async () => {
    const put = await api(shop, 'PUT', `/products/${product.id}`, { token, body: { sellingPrice: Number(product.sellingPrice) + 7, discountedPrice: null } });
    assert.equal(put.status, 200, put.text);
  }, /product updated/);
  const written = r.report.written;
  assert.ok(written.includes(`/products/${product.id}`), `its page was rewritten (${written})`);
  assert.ok(written.includes(`/category/${product.categoryId}`), 'the category page listing it was rewritten');
  assert.ok(!written.includes('/search') && !written.includes('/robots.txt'), 'pages that do not show it were left alone');
  const newPrice = Number(product.sellingPrice) + 7;
  assert.notEqual(price, newPrice);
  assert.ok(r.after.get(`products/${product.id}/index.html`).toString().includes(`content="${newPrice}"`), 'the page shows the new price');
  assertSameAsFullBuild(r.after, await fullBuildAfterRendererDies(r.buildId));
});

test('a category change rewrites its pages and its products, as a full build would', async () => {
  const { body: categories } = await api(shop, 'GET', '/categories/public');
  const category = categories[0];
  const r = await renderAfter(async () => {
    const put = await api(shop, 'PUT', `/categories/${category.id}`, { token, body: { name: category.name, description: `${category.description ?? ''} Fresh stock every Friday.`.trim() } });
    assert.equal(put.status, 200, put.text);
  }, /category updated/);
  assert.ok(r.report.written.includes(`/category/${category.id}`), `its page was rewritten (${r.report.written})`);
  assert.ok(!r.report.written.includes('/search'), 'the navigation did not change, so the search page stays');
  assertSameAsFullBuild(r.after, await fullBuildAfterRendererDies(r.buildId));
});

test('a settings change rewrites every page that shows it, as a full build would', async () => {
  const r = await renderAfter(async () => {
    // the business name is in every page's title and footer
    const put = await api(shop, 'PUT', '/settings', { token, body: { businessName: 'Tambay Caps Riyadh' } });
    assert.equal(put.status, 200, put.text);
  }, /settings updated/);
  assert.ok(r.report.written.includes('/') && r.report.written.includes('/search'), `the pages were rewritten (${r.report.written})`);
  assertSameAsFullBuild(r.after, await fullBuildAfterRendererDies(r.buildId));
});
