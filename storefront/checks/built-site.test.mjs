// Checks of the finished pages (checks/built-site.mjs builds and serves them once for all of these):
// - every kind of page, in both languages, passes the W3C Nu HTML Checker (vnu-jar, run with Java);
// - sections below the first screen fade up once (storefront.md §9 "Animations 800 ms, once only"), in Chromium;
// - every product page's JSON-LD, in both languages, meets Google's product (variant) rules (src/lib/seo/google-product-rules.mjs).
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { openBrowser } from '../../scripts/lib/chromium.mjs';
import { buildSite, pagesOfEveryKind } from './built-site.mjs';
import { productStructuredDataProblems } from '../src/lib/seo/google-product-rules.mjs';

const require = createRequire(import.meta.url);
const vnuJar = require.resolve('vnu-jar/build/dist/vnu.jar');

let site;
let browser;
before(async () => {
  site = await buildSite();
  browser = await openBrowser();
});
after(async () => {
  await browser?.close();
  site?.stop();
});

test('every kind of built page, in English and Arabic, has no HTML errors', () => {
  const pages = pagesOfEveryKind(site.outDir);
  for (const [kind, file] of pages) assert.ok(fs.existsSync(path.join(site.outDir, file)), `the build has no ${kind} page (${file})`);
  const files = pages.map(([, file]) => path.join(site.outDir, file));
  const r = spawnSync('java', ['-jar', vnuJar, '--format', 'json', ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  assert.ok(!r.error, `could not run the HTML checker (java -jar vnu.jar): ${r.error?.message}`);
  const messages = JSON.parse(r.stderr).messages;
  const kindOf = new Map(pages.map(([kind, file]) => [path.join(site.outDir, file), kind]));
  const errors = messages
    .filter((m) => m.type === 'error' || m.type === 'non-document-error')
    .map((m) => `${kindOf.get(fileURLToPath(m.url)) ?? m.url}: ${m.message}\n    ${JSON.stringify(m.extract ?? '')}`);
  assert.deepEqual(errors, [], `${errors.length} HTML errors:\n${errors.join('\n')}`);
});

test("every product page's JSON-LD, in English and Arabic, meets Google's required and recommended product variant properties", () => {
  const kinds = { Product: 0, ProductGroup: 0 };
  for (const lang of ['', 'ar/']) {
    const dir = path.join(site.outDir, `${lang}products`);
    for (const id of fs.readdirSync(dir)) {
      const html = fs.readFileSync(path.join(dir, id, 'index.html'), 'utf8');
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
      const main = blocks.find((b) => b['@type'] in kinds);
      // a product without photos (the demo has some) cannot meet Google's image rule, and the page does not pretend to
      const photos = !html.includes('class="no-images"');
      assert.deepEqual(productStructuredDataProblems(blocks, { skip: photos ? [] : ['image'] }), [], `${lang}products/${id}`);
      assert.equal(!!main.image, photos, `${lang}products/${id}: image in the JSON-LD exactly when the page shows photos`);
      kinds[main['@type']]++;
      if (main['@type'] === 'ProductGroup')
        for (const v of main.hasVariant) assert.ok(v.url.startsWith(`${site.url}/${lang}products/${id}?size=`), v.url);
    }
  }
  // the demo catalog has products of one size and of several, so both shapes are read out of real pages
  assert.ok(kinds.Product > 0 && kinds.ProductGroup > 0, JSON.stringify(kinds));
});

describe('entrance animations', () => {
  /** The home page in a fresh browser context; `reducedMotion` as the shopper's system setting. */
  async function openHome(reducedMotion = 'no-preference', lang = '') {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, reducedMotion });
    const page = await context.newPage();
    // the layout shifts of the whole visit, as Lighthouse adds them up
    await page.addInitScript(() => {
      window.__shifts = [];
      new PerformanceObserver((list) => window.__shifts.push(...list.getEntries().map((e) => e.value))).observe({
        type: 'layout-shift',
        buffered: true,
      });
    });
    await page.goto(`${site.url}${lang}/`, { waitUntil: 'networkidle' });
    return { page, context };
  }
  const sections = (page) =>
    page.$$eval('main .section', (els) =>
      els.map((el) => ({
        top: el.getBoundingClientRect().top,
        reveal: el.dataset.reveal ?? null,
        opacity: getComputedStyle(el).opacity,
        duration: getComputedStyle(el).transitionDuration,
      })),
    );

  test('sections below the first screen wait hidden and fade up over 800 ms as they scroll into view', async () => {
    const { page, context } = await openHome();
    try {
      await page.waitForFunction(() => document.querySelector('main .section:last-of-type')?.dataset.reveal === 'waiting');
      const start = await sections(page);
      const height = await page.evaluate(() => innerHeight);
      for (const s of start) {
        if (s.top < height) assert.notEqual(s.reveal, 'waiting', 'a section on the first screen is never hidden');
        else assert.deepEqual([s.reveal, s.opacity], ['waiting', '0'], 'a section below the first screen waits hidden');
      }
      await page.locator('main .section').last().scrollIntoViewIfNeeded();
      await page.waitForFunction(() => document.querySelector('main .section:last-of-type')?.dataset.reveal === 'shown');
      const last = (await sections(page)).at(-1);
      assert.equal(last.duration.split(',')[0].trim(), '0.8s');
      await page.waitForFunction(() => getComputedStyle(document.querySelector('main .section:last-of-type')).opacity === '1');
    } finally {
      await context.close();
    }
  });

  test('plays once: a section scrolled away from and back to stays shown', async () => {
    const { page, context } = await openHome('no-preference', '/ar');
    try {
      await page.waitForFunction(() => document.querySelector('main .section:last-of-type')?.dataset.reveal === 'waiting');
      await page.locator('main .section').last().scrollIntoViewIfNeeded();
      await page.waitForFunction(() => document.querySelector('main .section:last-of-type')?.dataset.reveal === 'shown');
      // the first play ends before the section is scrolled away: the opacity read below, after coming back, then tells
      // a replay (it would start again from 0) from the first play still running on a slow machine
      await page.waitForFunction(() => getComputedStyle(document.querySelector('main .section:last-of-type')).opacity === '1');
      await page.evaluate(() => scrollTo(0, 0));
      await page.waitForTimeout(300);
      await page.locator('main .section').last().scrollIntoViewIfNeeded();
      await page.waitForTimeout(100);
      const last = (await sections(page)).at(-1);
      assert.deepEqual([last.reveal, last.opacity], ['shown', '1']);
    } finally {
      await context.close();
    }
  });

  test('with reduced motion nothing is hidden or animated', async () => {
    const { page, context } = await openHome('reduce');
    try {
      await page.waitForTimeout(500);
      await page.locator('main .section').last().scrollIntoViewIfNeeded();
      for (const s of await sections(page)) assert.deepEqual([s.reveal, s.opacity], [null, '1']);
    } finally {
      await context.close();
    }
  });

  test('revealing sections moves nothing: no layout shift from top to bottom', async () => {
    const { page, context } = await openHome();
    try {
      await page.waitForFunction(() => document.querySelector('main .section:last-of-type')?.dataset.reveal === 'waiting');
      for (const y of [400, 800, 1200, 1600, 2400, 4000]) {
        await page.evaluate((to) => scrollTo(0, to), y);
        await page.waitForTimeout(150);
      }
      await page.waitForTimeout(900);
      const shifts = await page.evaluate(() => window.__shifts);
      assert.equal(
        shifts.reduce((a, b) => a + b, 0),
        0,
        `layout shifts: ${shifts.join(', ')}`,
      );
    } finally {
      await context.close();
    }
  });
});
