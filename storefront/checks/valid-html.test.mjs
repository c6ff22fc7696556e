// Every kind of prebuilt page, in both languages, passes the W3C Nu HTML Checker (vnu-jar, run with Java).
// `npm test` builds the API and the back office but not the storefront, so this builds the storefront itself against
// the stand-in API (scripts/mock-api.mjs, the demo catalog the bench and screenshots use) into a temp folder.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const storefront = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const vnuJar = require.resolve('vnu-jar/build/dist/vnu.jar');
const astroCli = path.join(path.dirname(require.resolve('astro/package.json')), 'astro.js');

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-html-'));
let api;

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

function run(cmd, args, env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: storefront, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    child.on('close', (code) => resolve({ code, out }));
  });
}

before(async () => {
  const port = await freePort();
  api = spawn(process.execPath, [path.join(storefront, 'scripts', 'mock-api.mjs'), '--port', String(port), '--products', '40'], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve) => api.stdout.once('data', resolve));
  const build = await run(process.execPath, [astroCli, 'build', '--outDir', outDir], { SHOP_API_URL: `http://127.0.0.1:${port}/api/v1`, ASTRO_TELEMETRY_DISABLED: '1' });
  assert.equal(build.code, 0, `the storefront build failed:\n${build.out.slice(-3000)}`);
});

after(() => {
  api?.kill();
  fs.rmSync(outDir, { recursive: true, force: true });
});

/** One built page of every kind, in English and Arabic: the folder names are the demo catalog's ids. */
function pagesOfEveryKind() {
  const first = (dir) => fs.readdirSync(path.join(outDir, dir)).sort()[0];
  const product = first('products');
  const category = first('category');
  const kinds = [
    ['home', 'index.html'],
    ['product', `products/${product}/index.html`],
    ['category', `category/${category}/index.html`],
    ['category page 2', `category/${category}/page/2/index.html`],
    ['search', 'search/index.html'],
    ['live product', 'live/product/index.html'],
    ['live category', 'live/category/index.html'],
  ];
  const pages = [];
  for (const [kind, file] of kinds) {
    pages.push([`${kind} (en)`, file], [`${kind} (ar)`, `ar/${file}`]);
  }
  pages.push(['404 (en)', '404.html'], ['404 (ar)', 'ar/404/index.html']);
  for (const [kind, file] of pages) assert.ok(fs.existsSync(path.join(outDir, file)), `the build has no ${kind} page (${file})`);
  return pages;
}

test('every kind of built page, in English and Arabic, has no HTML errors', () => {
  const pages = pagesOfEveryKind();
  const files = pages.map(([, file]) => path.join(outDir, file));
  const r = spawnSync('java', ['-jar', vnuJar, '--format', 'json', ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  assert.ok(!r.error, `could not run the HTML checker (java -jar vnu.jar): ${r.error?.message}`);
  const messages = JSON.parse(r.stderr).messages;
  const kindOf = new Map(pages.map(([kind, file]) => [path.join(outDir, file), kind]));
  const errors = messages
    .filter((m) => m.type === 'error' || m.type === 'non-document-error')
    .map((m) => `${kindOf.get(fileURLToPath(m.url)) ?? m.url}: ${m.message}\n    ${JSON.stringify(m.extract ?? '')}`);
  assert.deepEqual(errors, [], `${errors.length} HTML errors:\n${errors.join('\n')}`);
});
