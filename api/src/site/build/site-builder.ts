import { spawn, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { findAstroCli, type FullBuildMode } from '../config/site.config';
import { ensureRendererBuild } from './renderer-build';
import { removeStaleFolders } from './build-folders';
import { storefrontEnv } from './child-env';
import type { SiteBuild } from './site-history';

export interface BuildRequest {
  storefrontRoot: string;
  outDir: string;
  apiUrl: string;
  publicSiteUrl: string;
  timeoutMs: number;
  /** The storefront source's fingerprint: the incremental renderer's bundle is built once per source. */
  sourceStamp?: string;
  /** STOREFRONT_FULL_BUILD: whether the pages may be rendered with the renderer bundle of this source (rendered-build.ts). */
  fullBuild?: FullBuildMode;
}

/** How a full build made its pages: `astro build`, or the renderer bundle of an earlier build of the same source. */
export type BuildMethod = NonNullable<SiteBuild['method']>;

export interface BuildResult {
  pages: number;
  /** What the build read from the API (its "[catalog] N products, M categories" line), or null when it did not say. */
  catalog: { products: number; categories: number } | null;
  /** The last lines the build printed, for the log. */
  outputTail: string;
  /** The incremental renderer's server entry for this build's pages, or null when it could not be built. */
  renderer?: string | null;
  method?: BuildMethod;
}

/** Builds the storefront into outDir. Rejects with the build's own last lines when it fails. */
export type SiteBuilder = (req: BuildRequest, signal: AbortSignal) => Promise<BuildResult>;

export const SITE_BUILDER = Symbol('SITE_BUILDER');

const TAIL_LINES = 40;

/**
 * Runs `astro build --outDir <dir>` as a child process with SHOP_API_URL pointing at this API and, beside it, makes
 * sure the incremental renderer's bundle of the same pages exists (built once per storefront source; a failure there
 * only means changes rebuild everything, as before).
 */
export const makeAstroBuild =
  (run: typeof runAstroBuild): SiteBuilder =>
  async (req, signal) => {
    // The bundle reads no catalog, so it is built beside the pages (each build mostly keeps one core busy) rather than
    // after them, and the first pages of a fresh shop wait for the longer of the two, not for both.
    const renderer = ensureRendererBuild(req, (outDir, env) => run(req, outDir, env, signal)).then(
      (entry) => ({ entry, error: null }),
      (error: Error) => ({ entry: null, error }),
    );
    let result: BuildResult;
    try {
      result = await run(req, req.outDir, {}, signal);
    } catch (err) {
      await renderer; // no build of this one left running into the retry
      throw err;
    }
    const bundle = await renderer;
    result.renderer = bundle.entry;
    result.method = 'astro';
    if (bundle.error) result.outputTail += `\nthe incremental renderer could not be built: ${bundle.error.message}`;
    return result;
  };

/** One `astro build` into outDir, with extra environment variables. */
export const runAstroBuild: (req: BuildRequest, outDir: string, extraEnv: Record<string, string>, signal: AbortSignal) => Promise<BuildResult> = (
  req: BuildRequest,
  outDir: string,
  extraEnv: Record<string, string>,
  signal: AbortSignal,
) =>
  new Promise<BuildResult>((resolve, reject) => {
    const cli = findAstroCli(req.storefrontRoot);
    if (!cli) return reject(new Error(`astro is not installed (looked from ${req.storefrontRoot}); run npm install`));
    if (!fs.existsSync(path.join(req.storefrontRoot, 'astro.config.mjs'))) return reject(new Error(`no storefront at ${req.storefrontRoot}`));
    const lines: string[] = [];
    const keep = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        // eslint-disable-next-line no-control-regex
        // biome-ignore lint/suspicious/noControlCharactersInRegex: the build log's colour codes start with ESC, which is what this strips
        const clean = line.replace(/\x1b\[[0-9;]*m/g, '').trimEnd();
        if (!clean) continue;
        lines.push(clean);
        if (lines.length > 400) lines.splice(0, lines.length - 400);
      }
    };
    // Astro puts a build's intermediate server chunks in <cwd>/.astro/ when outDir is outside the working directory.
    // A working directory of its own per build keeps two shops on one checkout (tests, CI) from sharing that folder
    // (the storefront's own .astro/ is rewritten by every build); it sits inside the storefront's node_modules so the
    // chunks still resolve the workspace's packages, and git ignores it.
    const workRoot = path.join(req.storefrontRoot, 'node_modules', '.cache', 'shop-builds');
    // working folders of builds whose process died (a crash, a kill): old enough that no build can still be using them
    removeStaleFolders(workRoot, Math.max(req.timeoutMs * 2, 3_600_000));
    const workDir = path.join(workRoot, path.basename(outDir));
    fs.mkdirSync(workDir, { recursive: true });
    const cleanup = () => fs.rmSync(workDir, { recursive: true, force: true });
    const child: ChildProcess = spawn(process.execPath, [cli, 'build', '--root', req.storefrontRoot, '--outDir', outDir], {
      cwd: workDir,
      env: storefrontEnv({
        ASTRO_CACHE_DIR: path.join(workDir, 'cache'),
        SHOP_API_URL: req.apiUrl,
        PUBLIC_SITE_URL: req.publicSiteUrl,
        ASTRO_TELEMETRY_DISABLED: '1',
        NODE_ENV: 'production',
        FORCE_COLOR: '0',
        ...extraEnv,
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    const kill = () => child.exitCode === null && child.kill('SIGTERM');
    const timer = setTimeout(() => {
      lines.push(`build timed out after ${req.timeoutMs} ms`);
      kill();
    }, req.timeoutMs);
    signal.addEventListener('abort', kill, { once: true });
    child.on('error', (err) => {
      clearTimeout(timer);
      cleanup();
      reject(err);
    });
    child.on('close', (code, sig) => {
      clearTimeout(timer);
      cleanup();
      signal.removeEventListener('abort', kill);
      const outputTail = lines.slice(-TAIL_LINES).join('\n');
      if (code === 0) {
        const all = lines.join('\n');
        const m = /(\d+) page\(s\) built/.exec(all);
        const c = /\[catalog\] (\d+) products, (\d+) categories/.exec(all);
        resolve({ pages: m ? Number(m[1]) : 0, catalog: c ? { products: Number(c[1]), categories: Number(c[2]) } : null, outputTail });
      } else {
        const reason =
          lines
            .filter((l) => /error|failed|unreachable/i.test(l))
            .slice(-3)
            .join(' | ') || `astro build exited with ${sig ?? code}`;
        reject(Object.assign(new Error(reason), { outputTail }));
      }
    });
  });

export const astroBuild: SiteBuilder = makeAstroBuild(runAstroBuild);
