// A full build rendered with the incremental renderer's bundle (no `astro build`) against `astro build` itself: of
// the same catalog, the two folders hold the same files (pages byte for byte, the `_astro/` assets and the public
// folder's files, every .gz/.br, the CSP list); and a shop whose storefront source was built before makes its next
// full builds that way. The bundle is built with a public address of its own, not the shop's, so the equality also
// proves one bundle serves every address. The catalog has a sold-out product and the shop lists sold-out products
// last, so the bundle's page code is proven equal to `astro build`'s with the setting on too (the incremental
// renderer's pages are proven equal to this full build in incremental-render.test.mjs, with the setting off and on).
// Real PostgreSQL, the shop started as `npm start`, once for the whole file.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { ROOT } from '../lib/shop-process.mjs';
import { api, rendererSettled as ready, SITE_URL, signIn, siteStatus, startFaultShop as startShop, until } from './lib.mjs';
import { assertSameBuildFolders, listedIds } from './render-checks.mjs';
import { siteBuildModule } from '../lib/renderer-bundle.mjs';

const require = createRequire(import.meta.url);
const dist = siteBuildModule;
const { runAstroBuild } = dist('site-builder.js');
const { readyBundle, runRenderedBuild } = dist('rendered-build.js');
const { RENDERER_BUILD_SITE } = dist('renderer-build.js');
const { storefrontSourceStamp } = dist('build-folders.js');
const { SITE_CSP_FILE } = require(require.resolve('@shop/common', { paths: [path.join(ROOT, 'api')] }));
const STOREFRONT = path.join(ROOT, 'storefront');

let shop;
let token;
/** A product sold out before the builds, not the oldest of its category: listing it last is another order than by date. */
let soldOut;
const folders = [];

/** The shoppers' list (anonymous: public products of visible categories, in the order the shop's settings give). */
const publicList = async (query = '') =>
  (await api(shop, 'GET', `/products?limit=1000&publiclyVisible=true&sortBy=createdAt&sortOrder=desc${query}`)).body.products;

/** A change through the API that must answer 2xx. */
async function call(method, route, body) {
  const res = await api(shop, method, route, { token, body });
  assert.ok(res.status >= 200 && res.status < 300, `${method} ${route} answered ${res.status}: ${res.text}`);
}

before(async () => {
  shop = await startShop();
  token = await signIn(shop);
  const list = await publicList();
  soldOut = list.find((p) => p.categoryId === list[0].categoryId && !p.featured && p.sizes.length > 0);
  await call('PUT', `/products/${soldOut.id}/stock`, { tracked: true, sizes: soldOut.sizes.map((size) => ({ size, onHand: 0 })) });
  await call('PUT', '/settings', { soldOutLast: true });
});

after(async () => {
  await shop?.stop();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** What a full build of the shop's catalog asks for, into a fresh folder of this test's own. */
function request() {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'rendered-build-'));
  folders.push(outDir);
  return {
    storefrontRoot: STOREFRONT,
    outDir,
    apiUrl: `${shop.url}/api/v1`,
    publicSiteUrl: SITE_URL,
    timeoutMs: 300_000,
    sourceStamp: storefrontSourceStamp(STOREFRONT),
  };
}

/** Whether the bundle's server code carries this address as Astro's `site` (the address it was built with). */
const builtFor = (bundle, site) =>
  readdirSync(path.join(bundle.dir, 'server')).some(
    (f) => f.endsWith('.mjs') && readFileSync(path.join(bundle.dir, 'server', f), 'utf8').includes(`"site":${JSON.stringify(site)}`),
  );

test('a rendered full build holds what astro build of the same catalog holds: the same files, pages and assets byte for byte, each .gz/.br, the CSP hashes, though the bundle was built for another address', async () => {
  const signal = new AbortController().signal;
  const astroReq = request();
  const astro = await runAstroBuild(astroReq, astroReq.outDir, {}, signal);
  const renderedReq = request();
  const bundle = readyBundle(renderedReq);
  assert.ok(bundle, 'the renderer bundle of this source is built, with its static files listed');
  assert.ok(builtFor(bundle, RENDERER_BUILD_SITE) && !builtFor(bundle, SITE_URL), `the bundle was built for ${RENDERER_BUILD_SITE}, not ${SITE_URL}`);
  const rendered = await runRenderedBuild(renderedReq, bundle, signal);
  // the setting is on in what both built: the sold-out product is listed after the others, not where its date puts it
  const listed = await publicList(`&category=${soldOut.categoryId}`);
  const inCategory = listed.map((p) => p.id);
  const byDate = [...listed].sort((a, b) => (a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1));
  assert.ok(
    listed.slice(inCategory.indexOf(soldOut.id)).every((p) => p.availability === 'SOLD_OUT'),
    'the API lists the sold-out product after the products in stock',
  );
  assert.notDeepEqual(
    inCategory,
    byDate.map((p) => p.id),
    'the setting reordered the listing',
  );
  const categoryPage = readFileSync(path.join(astroReq.outDir, 'category', soldOut.categoryId, 'index.html'));
  assert.deepEqual(listedIds(categoryPage), inCategory.slice(0, 10), 'astro build lists the category as the API does');
  const { files } = assertSameBuildFolders(astroReq.outDir, renderedReq.outDir, SITE_CSP_FILE);
  console.log(`# ${files} files alike; astro: ${astro.pages} pages; rendered: ${rendered.outputTail.split('\n').at(-1)}`);
  assert.equal(rendered.method, 'rendered');
  assert.equal(rendered.pages, astro.pages, 'the same page count as astro reports');
  assert.deepEqual(rendered.catalog, astro.catalog, 'the same catalog read');
  assert.match(rendered.outputTail, /rendered build: \d+ page\(s\) and \d+ other files rendered .* in [\d.]+ s/);
});

test("a shop's next full build is rendered with the renderer bundle: killing its renderer rebuilds everything without astro build", async () => {
  const s0 = await until('the renderer to be ready', async () => ready(await siteStatus(shop, token)) && (await siteStatus(shop, token)), 300_000);
  process.kill(s0.incremental.pid, 'SIGKILL');
  const rebuilt = await until(
    'the full build after the renderer died',
    async () => {
      const s = await siteStatus(shop, token);
      return s.current.id !== s0.current.id && ready(s) && s;
    },
    300_000,
  );
  assert.match(rebuilt.lastReason, /incremental render failed/);
  assert.equal(rebuilt.current.method, 'rendered', 'the status says the build was rendered');
  assert.equal(rebuilt.current.pages, s0.current.pages);
  assert.match(shop.output.join(''), /storefront ready: \d+ pages in [\d.]+ s \(rendered with the renderer bundle\)/);
  const home = await fetch(`${shop.url}/`);
  assert.equal(home.status, 200);
});
