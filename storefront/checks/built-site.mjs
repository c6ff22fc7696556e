// The storefront built once against the stand-in API (scripts/mock-api.mjs, the demo catalog the bench and
// screenshots use) into a temp folder, and served with that API on one port, for checks of the finished pages.
// `npm test` builds the API and the back office but not the storefront, so the checks build it themselves.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const storefront = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const astroCli = path.join(path.dirname(require.resolve('astro/package.json')), 'astro.js');

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** Builds the storefront; resolves with { outDir, url, stop } once the build is served at url. */
export async function buildSite() {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-site-'));
  const port = await freePort();
  const args = [path.join(storefront, 'scripts', 'mock-api.mjs'), '--port', String(port), '--products', '40', '--static', outDir];
  const api = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  const stop = () => {
    api.kill();
    fs.rmSync(outDir, { recursive: true, force: true });
  };
  await new Promise((resolve) => api.stdout.once('data', resolve));
  const env = {
    ...process.env,
    SHOP_API_URL: `http://127.0.0.1:${port}/api/v1`,
    PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
    ASTRO_TELEMETRY_DISABLED: '1',
  };
  const build = spawn(process.execPath, [astroCli, 'build', '--outDir', outDir], { cwd: storefront, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  build.stdout.on('data', (c) => (log += c));
  build.stderr.on('data', (c) => (log += c));
  const code = await new Promise((resolve) => build.on('close', resolve));
  if (code !== 0) {
    stop();
    throw new Error(`the storefront build failed:\n${log.slice(-3000)}`);
  }
  return { outDir, url: `http://127.0.0.1:${port}`, stop };
}

/** One built page of every kind, in English and Arabic, as [kind, file under outDir]; the folders are catalog ids. */
export function pagesOfEveryKind(outDir) {
  const first = (dir) => fs.readdirSync(path.join(outDir, dir)).sort()[0];
  const product = first('products');
  const category = first('category');
  const kinds = [
    ['home', 'index.html'],
    ['product', `products/${product}/index.html`],
    ['category', `category/${category}/index.html`],
    ['category page 2', `category/${category}/page/2/index.html`],
    ['search', 'search/index.html'],
    ['legal', 'legal/index.html'],
    ['live product', 'live/product/index.html'],
    ['live category', 'live/category/index.html'],
  ];
  const pages = kinds.flatMap(([kind, file]) => [
    [`${kind} (en)`, file],
    [`${kind} (ar)`, `ar/${file}`],
  ]);
  pages.push(['404 (en)', '404.html'], ['404 (ar)', 'ar/404/index.html']);
  return pages;
}
