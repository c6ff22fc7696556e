#!/usr/bin/env node
/**
 * One full storefront build the way the shop makes it (api/src/site/build/storefront-build.ts), against a running
 * stand-in API, into a temp folder: `--mode astro` runs `astro build` (the renderer bundle of the source is only
 * reused), `--mode rendered` renders every page with that bundle. Run it under /usr/bin/time for the CPU seconds of
 * the build and every process it starts:
 *   node storefront/scripts/mock-api.mjs --port 3981 --products 60 &
 *   /usr/bin/time -f '%U user %S sys %e wall' node scripts/bench-full-build.mjs --mode rendered --api http://127.0.0.1:3981/api/v1
 * Needs the API built (npm run build -w api); the first run of a source builds its renderer bundle (not timed apart).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/shop-process.mjs';
import { siteBuildModule } from './lib/renderer-bundle.mjs';

const { storefrontBuild } = siteBuildModule('storefront-build.js');
const { storefrontSourceStamp } = siteBuildModule('build-folders.js');

const args = process.argv.slice(2);
const opt = (name, def) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : def);
const mode = opt('mode', 'rendered');
const storefrontRoot = path.join(ROOT, 'storefront');
const outDir = mkdtempSync(path.join(os.tmpdir(), 'bench-full-build-'));
const started = Date.now();
try {
  const result = await storefrontBuild(
    {
      storefrontRoot,
      outDir,
      apiUrl: opt('api', 'http://127.0.0.1:3981/api/v1'),
      publicSiteUrl: opt('site', 'http://shop.test'),
      timeoutMs: 600_000,
      sourceStamp: storefrontSourceStamp(storefrontRoot),
      fullBuild: mode,
    },
    new AbortController().signal,
  );
  console.log(
    `${result.method} build: ${result.pages} pages, ${result.catalog?.products} products, ${((Date.now() - started) / 1000).toFixed(1)} s wall`,
  );
} finally {
  rmSync(outDir, { recursive: true, force: true });
  // the renderer worker is stopped when the build ends: wait for it, so its CPU time is counted
  await new Promise((r) => setTimeout(r, 500));
}
