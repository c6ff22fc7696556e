#!/usr/bin/env node
/**
 * Lighthouse 12 (mobile, default simulated throttling) over the storefront's twelve page kinds: home, product, category,
 * search, the legal page and a chat order's page, in English and Arabic (the order is placed first, as the checkout
 * places it: anonymous, the first product at its price). Each page kind runs --runs times (default 3) in a fresh Chromium; the table shows
 * the median run (by performance score) and every run's score.
 *
 *   node scripts/lighthouse.mjs                          # starts the shop as `npm start` does (after `npm run build`)
 *   node scripts/lighthouse.mjs --url http://localhost:3000
 *   node scripts/lighthouse.mjs --runs 3 --label "After" --write docs/benchmarks.md --json /tmp/lh.json
 *   node scripts/lighthouse.mjs --storefront /tmp/old/storefront   # the shop building another storefront source (a baseline)
 *   node scripts/lighthouse.mjs --only ar-search,search            # some page kinds only
 *
 * --write appends the table (with date, machine, `uptime` before and after, and the command) to that markdown file.
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CHROME_FLAGS, CHROME_PATH, median, networkRequests, option, performanceFigures, uptime } from './lib/lighthouse-chrome.mjs';
import { ROOT, startShop } from './lib/shop-process.mjs';

const { newOrderCode } = createRequire(import.meta.url)(path.join(ROOT, 'common'));

const SEARCH_QUERY = 'vintage';

const args = process.argv.slice(2);
const opt = (name, fallback = null) => option(name, fallback, args);
const runs = Number(opt('runs', '3'));
const only = opt('only'); // comma-separated page kinds, e.g. "ar-search,search"
const label = opt('label', 'Run');

/** A chat order of one piece of the product, placed as the storefront's checkout places it; answers its code. */
async function placeOrder(base, productPath) {
  const id = productPath.split('/').pop();
  const { data: product } = await (await fetch(`${base}/api/v1/products/${id}`)).json();
  const code = newOrderCode();
  const price = Number(product.discountedPrice ?? product.sellingPrice);
  const body = {
    code,
    // as the checkout sends it: the size chosen on the product page (its first), none for a product without sizes
    lines: [{ productId: id, size: product.sizes?.[0] ?? null, quantity: 1, unitPrice: price }],
    pickupDate: null,
    language: 'en',
    route: 'COPY',
    placedAt: new Date().toISOString(),
  };
  const res = await fetch(`${base}/api/v1/orders`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`placing the order answered ${res.status}: ${await res.text()}`);
  return code;
}

/** The first product and category the home page links to, and an order of that product: the page kinds of this shop. */
async function pageKinds(base) {
  const home = await (await fetch(`${base}/`)).text();
  const product = /href="(\/products\/[^"/?#]+)"/.exec(home)?.[1];
  const category = /href="(\/category\/[^"/?#]+)"/.exec(home)?.[1];
  if (!product || !category) throw new Error('The home page links to no product or no category: is the catalog empty?');
  const kinds = [
    ['home', '/'],
    ['product', product],
    ['category', category],
    ['search', `/search?keyword=${SEARCH_QUERY}`],
    ['legal', '/legal'],
    ['order', `/orders/${await placeOrder(base, product)}`],
  ];
  return [...kinds, ...kinds.map(([kind, p]) => [`ar-${kind}`, p === '/' ? '/ar/' : `/ar${p}`])];
}

async function runOnce(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const requests = networkRequests(lhr);
    const files = (type) => requests.filter((r) => r.resourceType === type).map((r) => r.url.split('/').pop());
    return { ...performanceFigures(lhr), fonts: files('Font'), scripts: files('Script') };
  } finally {
    await chrome.kill();
  }
}

const fmtMs = (ms) => (ms == null ? '—' : ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`);
const fmtCls = (cls) => (cls == null || Number.isNaN(cls) ? '—' : cls.toFixed(3));

async function main() {
  let shop = null;
  let base = opt('url');
  if (!base) {
    console.log('Starting the shop as `npm start` does...');
    const storefront = opt('storefront');
    shop = await startShop(storefront ? { env: { STOREFRONT_ROOT: storefront } } : {});
    base = shop.url;
  }
  base = base.replace(/\/$/, '');
  const startedAt = new Date().toISOString();
  const loadBefore = uptime();
  const rows = [];
  const raw = {};
  try {
    let kinds = await pageKinds(base);
    if (only) kinds = kinds.filter(([k]) => only.split(',').includes(k));
    for (const [kind, p] of kinds) {
      const results = [];
      for (let i = 0; i < runs; i++) {
        const load = uptime().replace(/^.*load average: /, '');
        // A run Lighthouse itself could not record (NO_NAVSTART on a busy machine) is run again, at most twice.
        let r = await runOnce(base + p);
        for (let retry = 0; r.runtimeError && retry < 2; retry++) r = await runOnce(base + p);
        results.push({ ...r, load });
        console.log(
          `${kind} #${i + 1}: ${r.score} TBT ${fmtMs(r.tbt)} LCP ${fmtMs(r.lcp)} CLS ${fmtCls(r.cls)} (load ${load})${r.runtimeError ? ` ERROR ${r.runtimeError}` : ''}`,
        );
      }
      raw[kind] = { path: p, results };
      if (opt('json')) writeFileSync(opt('json'), JSON.stringify({ startedAt, loadBefore, raw }, null, 2));
      const m = results.find((r) => r.score === median(results.map((x) => x.score)));
      rows.push({
        kind,
        path: p,
        scores: results.map((r) => r.score),
        ...m,
        tbtMedian: median(results.map((r) => r.tbt)),
        lcpMedian: median(results.map((r) => r.lcp)),
        clsMax: Math.max(...results.map((r) => r.cls ?? NaN)),
        loads: results.map((r) => r.load.split(',')[0]),
      });
    }
  } finally {
    await shop?.stop();
  }
  const loadAfter = uptime();
  const table = [
    '| Page | Performance (median; runs) | TBT (median) | LCP (median) | CLS (max) | JS transferred | Fonts | 1-min load at each run |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| \`${r.path.replace(/[0-9a-z]{20,}/, '{id}')}\` | ${median(r.scores)} (${r.scores.join(', ')}) | ${fmtMs(r.tbtMedian)} | ${fmtMs(r.lcpMedian)} | ${fmtCls(r.clsMax)} | ${(r.jsBytes / 1024).toFixed(1)} KB | ${r.fonts.length ? r.fonts.map((f) => f.replace(/\..*$/, '')).join(', ') : '—'} | ${r.loads.join(', ')} |`,
    ),
  ].join('\n');
  console.log(`\n${table}\n\nuptime before: ${loadBefore}\nuptime after:  ${loadAfter}`);
  const json = opt('json');
  if (json) writeFileSync(json, JSON.stringify({ startedAt, loadBefore, loadAfter, raw }, null, 2));
  const out = opt('write');
  if (out) {
    const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
    const section = [
      '',
      `#### ${label}: ${startedAt.slice(0, 16).replace('T', ' ')} UTC`,
      '',
      `Machine: ${os.cpus().length} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, Lighthouse 12 in \`${CHROME_PATH}\`. ` +
        `\`uptime\` before: \`${loadBefore.replace(/^.*load average: /, 'load average ')}\`, after: \`${loadAfter.replace(/^.*load average: /, 'load average ')}\`. ` +
        `Command: \`node scripts/lighthouse.mjs ${args.join(' ')}\`.`,
      '',
      table,
      '',
    ].join('\n');
    appendFileSync(out, section);
    console.log(`Appended to ${out}`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
