// What the incremental-render fault tests check after each change: the render happened in the served build and
// rewrote exactly the files it reports, and the pages equal, byte for byte, what a full render makes of the same data:
// a renderer started afresh, or the full build itself (the fallback, after the renderer's process is killed).
import assert from 'node:assert/strict';
import { fork } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { siteBuildModule } from '../lib/renderer-bundle.mjs';
import { ROOT } from '../lib/shop-process.mjs';
import { api, rendererSettled as ready, SITE_URL, siteStatus, until } from './lib.mjs';

const { storefrontSourceStamp } = siteBuildModule('build-folders.js');
const { storefrontEnv } = siteBuildModule('child-env.js');
const { rendererBundleDir, rendererEntry, rendererWorker } = siteBuildModule('renderer-build.js');
const STOREFRONT = path.join(ROOT, 'storefront');

/** Every page file of a build (what a shopper can be served), by its path inside the build. */
export function pageFiles(dir) {
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

/** The file a page path is written to (the renderer's own rule, repeated so the test checks it). */
export const fileOf = (page) => {
  const rel = page.replace(/^\/+|\/+$/g, '');
  return page === '/' ? 'index.html' : page === '/404' ? '404.html' : /\.[a-z]+$/.test(rel) ? rel : `${rel}/index.html`;
};

/** The page path a build's file serves (fileOf the other way round). */
const pathOfFile = (file) => (file === 'index.html' ? '/' : file === '404.html' ? '/404' : `/${file.replace(/\/index\.html$/, '')}`);

function changedFiles(before, after) {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((n) => !before.get(n) || !after.get(n) || !before.get(n).equals(after.get(n))).sort();
}

/** The products a listing page links to, in the order it shows them (English and Arabic addresses alike). */
export const listedIds = (html) => [...new Set([...html.toString().matchAll(/href="(?:\/ar)?\/products\/([A-Za-z0-9_-]+)\/?"/g)].map((m) => m[1]))];

/** Every file of a build folder, dot-files included, by its path inside the folder (sorted). */
export function allFiles(dir) {
  const out = [];
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out.push(path.relative(dir, p));
    }
  };
  walk(dir);
  return out.sort();
}

/** A file as a shopper's browser reads it: a .gz or .br decompressed, anything else as it is. */
const served = (file) => {
  const bytes = readFileSync(file);
  return file.endsWith('.gz') ? gunzipSync(bytes) : file.endsWith('.br') ? brotliDecompressSync(bytes) : bytes;
};

/**
 * Two whole build folders hold the same files: the same list (pages, `_astro/` assets, the public folder's files,
 * the CSP list, each .gz/.br), every page and asset byte for byte, every .gz/.br decompressing to the same bytes and
 * to its own file's bytes, and the CSP list with the same hashes.
 */
export function assertSameBuildFolders(expectedDir, actualDir, cspFile) {
  const expected = allFiles(expectedDir);
  assert.deepEqual(allFiles(actualDir), expected, 'the same files');
  const differ = expected.filter((f) => !served(path.join(expectedDir, f)).equals(served(path.join(actualDir, f))));
  assert.deepEqual(differ, [], 'every file equals, byte for byte (a .gz or .br once decompressed)');
  const unlike = expected
    .filter((f) => /\.(gz|br)$/.test(f))
    .filter((f) => !served(path.join(actualDir, f)).equals(readFileSync(path.join(actualDir, f.replace(/\.(gz|br)$/, '')))));
  assert.deepEqual(unlike, [], 'every .gz and .br holds its own file');
  const hashes = (dir) => JSON.parse(readFileSync(path.join(dir, cspFile), 'utf8')).scriptSrc;
  assert.ok(hashes(expectedDir).length > 0, 'the pages carry inline scripts');
  assert.deepEqual(hashes(actualDir), hashes(expectedDir), 'the CSP list holds the same hashes');
  return { files: expected.length, bytes: expected.reduce((n, f) => n + statSync(path.join(actualDir, f)).size, 0) };
}

export function assertSameAsFullBuild(incremental, full) {
  assert.deepEqual([...incremental.keys()].sort(), [...full.keys()].sort(), 'the same pages');
  const differ = [...full.keys()].filter((f) => !full.get(f).equals(incremental.get(f)));
  assert.deepEqual(differ, [], 'every page equals the full build byte for byte');
}

/**
 * Every page as a renderer started afresh makes it: a new worker process on the shop's renderer bundle loads the
 * catalog from the API (nothing carried over from the changes before) and renders every page of it into an empty
 * folder, without asking which pages a change alters.
 * The bundle is the full build's page code (the comparisons with `astro build` prove that); what this catches is a
 * page the incremental render should have rewritten and did not, or a catalog kept in memory that drifted.
 */
export async function freshRender(shop) {
  const entry = rendererEntry(rendererBundleDir({ storefrontRoot: STOREFRONT, sourceStamp: storefrontSourceStamp(STOREFRONT) }));
  assert.ok(existsSync(entry), `the renderer bundle of this source is built (${entry})`);
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'fresh-render-'));
  const worker = fork(rendererWorker(STOREFRONT), [], {
    execArgv: [],
    env: storefrontEnv({ NODE_ENV: 'production', PUBLIC_SITE_URL: SITE_URL, ASTRO_TELEMETRY_DISABLED: '1' }),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = () =>
    new Promise((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('exit', (code) => reject(new Error(`the fresh renderer exited (${code})`)));
    });
  try {
    worker.send({ type: 'init', entry, apiUrl: `${shop.url}/api/v1`, outDir });
    const loaded = await next();
    assert.equal(loaded.type, 'ready', loaded.message);
    worker.send({ type: 'renderAll', seq: 1 });
    const done = await next();
    assert.equal(done.type, 'done', done.message);
    return pageFiles(outDir);
  } finally {
    worker.kill();
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** The checks, bound to one running shop and a token with dashboardAccess (the renderer's details are for staff). */
export function renderChecks(shop, token) {
  const status = () => siteStatus(shop, token);
  const buildDir = (id) => path.join(shop.dataDir, 'site', 'builds', id);

  /**
   * Makes a change, waits for its render, and checks the report against the files on disk. A render that fails (or a
   * full build taking the change instead) fails at once with the renderer's own message, not after a timeout. A change
   * that sends its events apart (an import: its products and their stock) may be rendered in more than one pass:
   * with `settleMs`, the passes that follow within that quiet time count as one, and what they wrote is read from
   * the disk.
   */
  async function renderAfter(change, expectReason, { settleMs = 0 } = {}) {
    const s0 = await until('the renderer to be ready', async () => ready(await status()) && (await status()), 300_000);
    const dir = buildDir(s0.current.id);
    const beforeFiles = pageFiles(dir);
    const errorAt = s0.incremental.lastError?.at ?? '';
    let lastAt = s0.incremental.last?.at ?? '';
    await change();
    const passes = [];
    const nextPass = (timeoutMs) =>
      until(
        'the incremental render',
        async () => {
          const s = await status();
          const failed = (s.incremental.lastError?.at ?? '') !== errorAt || s.current.id !== s0.current.id;
          return (failed || (s.incremental.last && s.incremental.last.at !== lastAt && ready(s))) && s;
        },
        timeoutMs,
      );
    const joined = () => passes.map((p) => p.reason).join('; ');
    for (let s1 = await nextPass(120_000); s1; s1 = settleMs ? await nextPass(settleMs).catch(() => null) : null) {
      assert.equal(
        (s1.incremental.lastError?.at ?? '') === errorAt ? null : s1.incremental.lastError.message,
        null,
        'the incremental render did not fail',
      );
      assert.equal(s1.current.id, s0.current.id, 'an incremental render keeps the build and rewrites pages in it');
      passes.push(s1.incremental.last);
      lastAt = s1.incremental.last.at;
    }
    const afterFiles = pageFiles(dir);
    const changed = changedFiles(beforeFiles, afterFiles);
    let report = passes[0];
    if (settleMs) {
      // a pass followed at once by the next is never seen (the status keeps the last one), so the pages the passes
      // wrote are read from the disk: every file that changed, each reported pass's files among them
      for (const f of passes.flatMap((p) => [...p.written, ...p.removed].map(fileOf))) assert.ok(changed.includes(f), `${f} changed`);
      report = {
        ...passes.at(-1),
        reason: joined(),
        written: changed.filter((f) => afterFiles.has(f)).map(pathOfFile),
        removed: changed.filter((f) => !afterFiles.has(f)).map(pathOfFile),
      };
    } else {
      const reported = [...report.written.map(fileOf), ...report.removed.map(fileOf)].sort();
      assert.deepEqual(changed, reported, 'exactly the reported files changed');
    }
    assert.match(report.reason, expectReason);
    for (const f of report.written.map(fileOf)) {
      const html = afterFiles.get(f);
      if (existsSync(path.join(dir, `${f}.br`))) {
        assert.ok(brotliDecompressSync(readFileSync(path.join(dir, `${f}.br`))).equals(html), `${f}.br is the new page`);
        assert.ok(gunzipSync(readFileSync(path.join(dir, `${f}.gz`))).equals(html), `${f}.gz is the new page`);
      }
    }
    return { dir, before: beforeFiles, after: afterFiles, report, buildId: s0.current.id };
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

  /** The render `r` left the same pages as a full build of the same data. */
  const sameAsFullBuild = async (r) => assertSameAsFullBuild(r.after, await fullBuildAfterRendererDies(r.buildId));
  const sameAsFreshRender = async (r) => assertSameAsFullBuild(r.after, await freshRender(shop));

  /** A change through the API that must answer 2xx. */
  async function call(method, route, body) {
    const res = await api(shop, method, route, { token, body });
    assert.ok(res.status >= 200 && res.status < 300, `${method} ${route} answered ${res.status}: ${res.text}`);
    return res.body;
  }

  return { token, status, renderAfter, fullBuildAfterRendererDies, sameAsFullBuild, sameAsFreshRender, call };
}
