import * as fs from 'node:fs';
import * as path from 'node:path';
import { REPO_ROOT, type AppConfig } from '../../config/app-config';

export type RebuildMode = 'auto' | 'off' | 'webhook';

/**
 * How a full build makes its pages: `rendered` (the default) renders them with the incremental renderer's bundle when
 * this source already has one, and runs `astro build` only when it has none; `astro` always runs `astro build` (for
 * the tests that compare the renderer with astro itself).
 */
export type FullBuildMode = 'rendered' | 'astro';

export interface SiteConfig {
  /** auto: build inside this process; off: never build (serve what exists); webhook: POST to a hosted builder. */
  mode: RebuildMode;
  webhookUrl: string | null;
  debounceMs: number;
  /** How long the incremental renderer waits to gather changes before rendering their pages. */
  renderDebounceMs: number;
  /** Whether changes re-render only the pages they alter (the incremental renderer) rather than rebuild everything. */
  incremental: boolean;
  /** STOREFRONT_FULL_BUILD: see FullBuildMode. */
  fullBuild: FullBuildMode;
  buildTimeoutMs: number;
  /** First wait before a failed build is tried again; it doubles with every failure, up to RETRY_MAX_MS. */
  retryMs: number;
  /** Good builds kept on disk (the current one included), so an older one can be restored. */
  keepBuilds: number;
  /** A build with fewer pages than this share of the current one is published only when the database explains it. */
  minPageRatio: number;
  /** The storefront workspace (astro.config.mjs). */
  storefrontRoot: string;
  /** DATA_DIR/site: builds/<id>/ and current.json. */
  siteDir: string;
  publicSiteUrl: string;
}

export class SiteConfigError extends Error {}

export const RETRY_MAX_MS = 10 * 60_000;

function ratio(env: NodeJS.ProcessEnv, key: string, def: number): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return def;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0 || n > 1) throw new SiteConfigError(`${key} must be a number from 0 to 1 (got "${raw}")`);
  return n;
}

function int(env: NodeJS.ProcessEnv, key: string, def: number): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return def;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new SiteConfigError(`${key} must be a whole number of milliseconds (got "${raw}")`);
  return n;
}

function count(env: NodeJS.ProcessEnv, key: string, def: number): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return def;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new SiteConfigError(`${key} must be a whole number of at least 1 (got "${raw}")`);
  return n;
}

function onOff(env: NodeJS.ProcessEnv, key: string, def: boolean): boolean {
  const raw = (env[key] ?? '').trim().toLowerCase();
  if (raw === '') return def;
  if (raw !== 'on' && raw !== 'off') throw new SiteConfigError(`${key} must be on or off (got "${env[key]}")`);
  return raw === 'on';
}

export function loadSiteConfig(app: Pick<AppConfig, 'dataDir' | 'publicSiteUrl'>, env: NodeJS.ProcessEnv = process.env): SiteConfig {
  const rawMode = (env.STOREFRONT_REBUILD ?? '').trim().toLowerCase() || 'auto';
  if (!['auto', 'off', 'webhook'].includes(rawMode))
    throw new SiteConfigError(`STOREFRONT_REBUILD must be auto, off or webhook (got "${env.STOREFRONT_REBUILD}")`);
  const mode = rawMode as RebuildMode;
  const webhookUrl = env.STOREFRONT_REBUILD_WEBHOOK_URL?.trim() || null;
  if (mode === 'webhook') {
    if (!webhookUrl) throw new SiteConfigError('STOREFRONT_REBUILD=webhook needs STOREFRONT_REBUILD_WEBHOOK_URL');
    if (!/^https?:\/\//i.test(webhookUrl)) throw new SiteConfigError('STOREFRONT_REBUILD_WEBHOOK_URL must start with http:// or https://');
  }
  const fullBuild = (env.STOREFRONT_FULL_BUILD ?? '').trim().toLowerCase() || 'rendered';
  if (fullBuild !== 'rendered' && fullBuild !== 'astro')
    throw new SiteConfigError(`STOREFRONT_FULL_BUILD must be rendered or astro (got "${env.STOREFRONT_FULL_BUILD}")`);
  return {
    mode,
    webhookUrl,
    fullBuild,
    debounceMs: int(env, 'STOREFRONT_REBUILD_DEBOUNCE_MS', 2000),
    renderDebounceMs: int(env, 'STOREFRONT_RENDER_DEBOUNCE_MS', 300),
    incremental: onOff(env, 'STOREFRONT_INCREMENTAL', true),
    buildTimeoutMs: int(env, 'STOREFRONT_BUILD_TIMEOUT_MS', 30 * 60_000),
    retryMs: Math.max(1, int(env, 'STOREFRONT_RETRY_MS', 10_000)),
    keepBuilds: Math.max(1, count(env, 'STOREFRONT_KEEP_BUILDS', 3)),
    minPageRatio: ratio(env, 'STOREFRONT_MIN_PAGE_RATIO', 0.5),
    storefrontRoot: path.resolve(env.STOREFRONT_ROOT || path.join(REPO_ROOT, 'storefront')),
    siteDir: path.join(app.dataDir, 'site'),
    publicSiteUrl: app.publicSiteUrl,
  };
}

/** astro's CLI, found from the storefront workspace upwards (npm workspaces hoist it to the repo's node_modules). */
export function findAstroCli(storefrontRoot: string): string | null {
  let dir = storefrontRoot;
  for (;;) {
    const candidate = path.join(dir, 'node_modules', 'astro', 'astro.js');
    if (fs.existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}
