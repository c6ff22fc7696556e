import type { Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { catalogStamp, type CatalogCensus } from './catalog-census';
import { storefrontSourceStamp } from './build-folders';
import { checkBuildSize } from './build-size-check';
import type { SiteBuilder } from './site-builder';
import { buildsDir, type SiteBuild } from './site-history';
import type { SiteConfig } from '../config/site.config';

export interface FullBuildRequest {
  builder: SiteBuilder;
  config: SiteConfig;
  census: CatalogCensus | null;
  /** The build being served, to compare page counts with. */
  current: SiteBuild | null;
  apiUrl: string;
  signal: AbortSignal;
  logger: Logger;
}

/**
 * Builds every page into a fresh folder under DATA_DIR/site/builds and checks the result (an index page, not most
 * pages lost without the database explaining it). Answers the build's record, not yet published; on any failure
 * the folder is removed.
 */
export async function makeFullBuild(req: FullBuildRequest): Promise<SiteBuild> {
  const { config } = req;
  const id = `${new Date()
    .toISOString()
    .replace(/[-:.TZ]/g, '')
    .slice(0, 14)}-${randomBytes(3).toString('hex')}`;
  const outDir = path.join(buildsDir(config.siteDir), id);
  fs.mkdirSync(buildsDir(config.siteDir), { recursive: true });
  const started = Date.now();
  const stamp = storefrontSourceStamp(config.storefrontRoot);
  // read before the build reads the catalog: a change made meanwhile makes the next start build again, never less
  const catalog = await catalogStamp(req.census, config.publicSiteUrl);
  try {
    const result = await req.builder(
      {
        storefrontRoot: config.storefrontRoot,
        outDir,
        apiUrl: req.apiUrl,
        publicSiteUrl: config.publicSiteUrl,
        timeoutMs: config.buildTimeoutMs,
        sourceStamp: stamp,
        fullBuild: config.fullBuild,
      },
      req.signal,
    );
    if (!fs.existsSync(path.join(outDir, 'index.html'))) throw new Error('the build finished without an index.html');
    const shrank = await checkBuildSize(req.current, result, config.minPageRatio, req.census);
    if (shrank) req.logger.warn(shrank);
    return {
      id,
      builtAt: new Date().toISOString(),
      durationMs: Date.now() - started,
      pages: result.pages,
      products: result.catalog?.products ?? null,
      categories: result.catalog?.categories ?? null,
      sourceStamp: stamp,
      catalogStamp: catalog,
      renderer: result.renderer ?? null,
      ...(result.method ? { method: result.method } : {}),
    };
  } catch (err) {
    fs.rmSync(outDir, { recursive: true, force: true });
    throw err;
  }
}

/** Asks a hosted builder to rebuild (STOREFRONT_REBUILD=webhook). */
export async function callRebuildWebhook(url: string, reason: string | null, signal: AbortSignal): Promise<void> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ event: 'storefront.rebuild', reason, at: new Date().toISOString() }),
    signal: AbortSignal.any([AbortSignal.timeout(10_000), signal]),
  });
  if (!res.ok) throw new Error(`the rebuild webhook answered ${res.status}`);
}
