#!/usr/bin/env node
/**
 * One full storefront build the way the shop makes it (api/src/site/build/storefront-build.ts), against a running
 * stand-in API, into a temp folder: `--mode astro` runs `astro build` (the renderer bundle of the source is only
 * reused), `--mode rendered` renders every page with that bundle. Run it under /usr/bin/time for the CPU seconds of
 * the build and every process it starts:
 *   node storefront/scripts/mock-api.mjs --port 3981 --products 60 &
 *   /usr/bin/time -f '%U user %S sys %e wall' node scripts/bench-full-build.mjs --mode rendered --api http://127.0.0.1:3981/api/v1
 * Needs the API built (npm run build -w api); the first run of a source builds its renderer bundle (not timed apart).
 * `--storefront DIR` builds another copy of the storefront (an older commit's, to compare old and new on one
 * machine; it must sit inside this checkout, e.g. under the ignored tmp/, so its packages resolve);
 * `--hashes FILE` writes the SHA-256 of every file of the build, one `hash  path` a line, sorted by path, so two
 * builds can be compared byte for byte (`diff` the two files); `--out DIR` builds into DIR (made empty first) and keeps it;
 * `--api-dist DIR` loads the build code from a copy of api/dist (it must sit inside this checkout too); `--timeout-ms`
 * bounds the build (an hour by default: on a loaded machine a build of 10,000 products takes longer than the shop's
 * ten minutes, and then falls back to `astro build`).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from './lib/shop-process.mjs';
import { siteBuildModule } from './lib/renderer-bundle.mjs';

const args = process.argv.slice(2);
const opt = (name, def) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : def);
// `--api-dist DIR`: a copy of api/dist to build with, for runs while api/dist is being rebuilt
const apiDist = opt('api-dist', null);
const buildModule = apiDist ? (file) => createRequire(import.meta.url)(path.resolve(apiDist, 'src', 'site', 'build', file)) : siteBuildModule;
const { storefrontBuild } = buildModule('storefront-build.js');
const { storefrontSourceStamp } = buildModule('build-folders.js');
const mode = opt('mode', 'rendered');
const storefrontRoot = path.resolve(opt('storefront', path.join(ROOT, 'storefront')));
const hashesFile = opt('hashes', null);
const keep = opt('out', null);
const outDir = keep ? path.resolve(keep) : mkdtempSync(path.join(os.tmpdir(), 'bench-full-build-'));
if (keep) {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
}

/** `sha256  path` of every file under dir, sorted by path. */
function fileHashes(dir) {
  const lines = [];
  const walk = (sub) => {
    for (const e of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = sub ? `${sub}/${e.name}` : e.name;
      if (e.isDirectory()) walk(rel);
      else
        lines.push(
          `${createHash('sha256')
            .update(readFileSync(path.join(dir, rel)))
            .digest('hex')}  ${rel}`,
        );
    }
  };
  walk('');
  return lines.sort((a, b) => (a.slice(66) < b.slice(66) ? -1 : 1));
}

const started = Date.now();
try {
  const result = await storefrontBuild(
    {
      storefrontRoot,
      outDir,
      apiUrl: opt('api', 'http://127.0.0.1:3981/api/v1'),
      publicSiteUrl: opt('site', 'http://shop.test'),
      timeoutMs: Number(opt('timeout-ms', 3_600_000)),
      sourceStamp: storefrontSourceStamp(storefrontRoot),
      fullBuild: mode,
    },
    new AbortController().signal,
  );
  console.log(
    `${result.method} build: ${result.pages} pages, ${result.catalog?.products} products, ${((Date.now() - started) / 1000).toFixed(1)} s wall`,
  );
  if (hashesFile) {
    const lines = fileHashes(outDir);
    writeFileSync(hashesFile, `${lines.join('\n')}\n`);
    console.log(`${lines.length} files hashed into ${hashesFile}`);
  }
} finally {
  if (!keep) rmSync(outDir, { recursive: true, force: true });
  // the renderer worker is stopped when the build ends: wait for it, so its CPU time is counted
  await new Promise((r) => setTimeout(r, 500));
}
