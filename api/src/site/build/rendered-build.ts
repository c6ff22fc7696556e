import { fork } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { RENDERER_STATIC_FILES } from '@shop/common';
import { storefrontEnv } from './child-env';
import { rendererBundleDir, rendererEntry, rendererWorker, type RendererSource } from './renderer-build';
import type { BuildRequest, BuildResult } from './site-builder';

/**
 * A full build without `astro build`: when the renderer bundle of this source exists (an earlier build, or the test
 * runners before their shops, made it), its static files are linked into the new folder and a renderer worker
 * renders every page into it with the same page code (storefront/src/renderer/worker.mjs, message `build`). Most of
 * an `astro build` is bundling the unchanged source again; this skips it.
 */

/** A bundle a rendered build can use: its server entry and the static files listed beside it. */
export interface ReadyBundle {
  dir: string;
  entry: string;
  /** Paths inside `<dir>/client`. */
  files: string[];
}

const TAIL_LINES = 40;

/** A listed path must stay inside the folder it names a file of. */
const safe = (file: unknown): file is string =>
  typeof file === 'string' && file !== '' && !path.isAbsolute(file) && !file.split(/[\\/]/).some((part) => part === '..' || part === '');

/** The bundle for this source when it is complete (entry and static list), else null. */
export function readyBundle(req: RendererSource): ReadyBundle | null {
  const dir = rendererBundleDir(req);
  const entry = rendererEntry(dir);
  if (!fs.existsSync(entry)) return null;
  try {
    const { files } = JSON.parse(fs.readFileSync(path.join(dir, RENDERER_STATIC_FILES), 'utf8')) as { files?: unknown };
    if (!Array.isArray(files) || !files.every(safe)) return null;
    return { dir, entry, files };
  } catch {
    return null; // a bundle built before it listed its static files: the astro path makes a build of it
  }
}

/**
 * Puts the bundle's static files into outDir: hard links (the files are never written in place, and the bundle may
 * be removed while a build still serves them), copies where the two folders are on different disks.
 */
export function linkStaticFiles(bundle: ReadyBundle, outDir: string): void {
  const made = new Set<string>();
  for (const file of bundle.files) {
    const from = path.join(bundle.dir, 'client', file);
    const to = path.join(outDir, file);
    const dir = path.dirname(to);
    if (!made.has(dir)) fs.mkdirSync(dir, { recursive: true });
    made.add(dir);
    try {
      fs.linkSync(from, to);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EXDEV' && (err as NodeJS.ErrnoException).code !== 'EPERM') throw err;
      fs.copyFileSync(from, to);
    }
  }
}

/** What the worker answers to `build`: the files it rendered, the HTML pages among them, and the catalog it read. */
interface BuildReport {
  rendered: number;
  pages: number;
  products: number;
  categories: number;
  ms: number;
}

type WorkerReply =
  | { type: 'ready'; products: number; ms: number }
  | { type: 'done'; seq: number; report: BuildReport }
  | { type: 'failed'; message: string };

/** A rendered build that failed; `catalogUnread` when the catalog could not be read (an `astro build` would fail too). */
export class RenderedBuildError extends Error {
  constructor(
    message: string,
    readonly outputTail: string,
    readonly catalogUnread: boolean,
  ) {
    super(message);
  }
}

/** The catalog's own errors (storefront/src/lib/catalog/catalog.ts) name themselves first in the worker's report. */
const CATALOG_ERROR = /^(CatalogUnreachableError|CatalogReadError)\b/;

/** Renders every page of the catalog the API serves now into outDir with a ready bundle. */
export function runRenderedBuild(req: BuildRequest, bundle: ReadyBundle, signal: AbortSignal): Promise<BuildResult> {
  const started = Date.now();
  const now = new Date();
  fs.utimesSync(bundle.dir, now, now); // in use: not an old source's bundle to remove
  fs.mkdirSync(req.outDir, { recursive: true });
  linkStaticFiles(bundle, req.outDir);
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(line.trimEnd());
    if (lines.length > 400) lines.splice(0, lines.length - 400);
  };
  return new Promise<BuildResult>((resolve, reject) => {
    const child = fork(rendererWorker(req.storefrontRoot), [], {
      cwd: req.storefrontRoot,
      execArgv: [],
      env: storefrontEnv({ NODE_ENV: 'production', PUBLIC_SITE_URL: req.publicSiteUrl, ASTRO_TELEMETRY_DISABLED: '1' }),
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    let settled = false;
    const finish = (err: RenderedBuildError | null, result?: BuildResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal.removeEventListener('abort', kill);
      if (child.exitCode === null) child.kill('SIGTERM');
      if (err) reject(err);
      else resolve(result!);
    };
    const fail = (message: string, catalogUnread = false) => {
      lines.push(message);
      finish(new RenderedBuildError(message.split('\n')[0], lines.slice(-TAIL_LINES).join('\n'), catalogUnread));
    };
    const kill = () => fail('the rendered build was stopped');
    const timer = setTimeout(() => fail(`the rendered build timed out after ${req.timeoutMs} ms`), req.timeoutMs);
    signal.addEventListener('abort', kill, { once: true });
    child.on('error', (err) => fail(`the renderer worker could not start: ${err.message}`));
    child.on('exit', (code, sig) => fail(`the renderer worker exited (${sig ?? code})`));
    child.on('message', (msg: WorkerReply) => {
      if (msg.type === 'ready') child.send({ type: 'build', seq: 1 });
      else if (msg.type === 'failed') fail(msg.message || 'the renderer failed', CATALOG_ERROR.test(msg.message ?? ''));
      else if (msg.type === 'done') {
        const { report } = msg;
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        lines.push(
          `rendered build: ${report.pages} page(s) and ${report.rendered - report.pages} other files rendered with the renderer bundle ${path.basename(bundle.dir)} ` +
            `(${report.products} products, ${report.categories} categories) and ${bundle.files.length} static files linked, in ${seconds} s`,
        );
        finish(null, {
          pages: report.pages,
          catalog: { products: report.products, categories: report.categories },
          outputTail: lines.slice(-TAIL_LINES).join('\n'),
          renderer: bundle.entry,
          method: 'rendered',
        });
      }
    });
    child.send({ type: 'init', entry: bundle.entry, apiUrl: req.apiUrl, outDir: req.outDir });
  });
}
