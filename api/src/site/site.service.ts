import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy, OnModuleInit, Optional } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import { API_BASE_PATH } from '@shop/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DomainEvents, type DomainEvent } from '../core/domain-events';
import { CATALOG_CENSUS, type CatalogCensus } from './catalog-census';
import { astroBuild, SITE_BUILDER, type SiteBuilder } from './site-builder';
import { buildFolders, keptBuildIds, removeBuildFolder, storefrontSourceStamp } from './build-folders';
import { checkBuildSize } from './build-size-check';
import { buildsDir, listGoodBuilds, markGood, readCurrent, writeCurrent, type SiteBuild } from './site-history';
import { buildSummary, type SiteStatus } from './site-status';
import { loadSiteConfig, RETRY_MAX_MS, type SiteConfig } from './site.config';
import { createSiteHandler } from './site-static';

export type { SiteBuild };

/** Which changes make the storefront stale. */
const REBUILD_ON = new Set<DomainEvent['entityType']>(['product', 'category', 'settings']);

/**
 * The storefront inside the running shop: serves the current build at / and rebuilds it when the catalog or the
 * business settings change: debounced, one build at a time (a change during a build queues exactly one more), into a
 * fresh folder under DATA_DIR/site/builds, swapped in by rewriting current.json only after the build succeeded.
 * A failed build (the catalog could not be read, the build crashed, or it lost most of its pages without the database
 * explaining it) publishes nothing: the last good build stays served and the build is retried with growing delays.
 */
@Injectable()
export class SiteService implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Storefront');
  readonly config: SiteConfig;
  private current: SiteBuild | null = null;
  private running: Promise<void> | null = null;
  private queued = false;
  private timer: NodeJS.Timeout | null = null;
  /** Which request the pending timer belongs to: a newer request cancels an older one still waiting for the server. */
  private timerGeneration = 0;
  private lastError: { at: string; message: string } | null = null;
  private lastReason: string | null = null;
  private unsubscribe: (() => void) | null = null;
  private readonly abort = new AbortController();
  private idleWaiters: (() => void)[] = [];
  private readonly cleanupTimers = new Set<NodeJS.Timeout>();
  private failures = 0;
  private retryTimer: NodeJS.Timeout | null = null;
  private nextRetryAt: string | null = null;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(APP_CONFIG) appConfig: AppConfig,
    private readonly events: DomainEvents,
    @Optional() @Inject(SITE_BUILDER) private readonly builder: SiteBuilder = astroBuild,
    @Optional() @Inject(CATALOG_CENSUS) private readonly census: CatalogCensus | null = null,
  ) {
    this.config = loadSiteConfig(appConfig);
  }

  /** Registers the storefront handler after the API's routes and before Nest's 404 handler. */
  onModuleInit(): void {
    this.current = readCurrent(this.config.siteDir);
    this.removeStaleBuilds();
    const instance = this.adapterHost.httpAdapter?.getInstance?.();
    if (instance && typeof instance.use === 'function') {
      instance.use(createSiteHandler({ currentDir: () => this.currentDir() }));
    }
    // Subscribed before any module's bootstrap hook runs, so the demo seed's change on first start is not missed.
    if (this.config.mode !== 'off') {
      this.unsubscribe = this.events.subscribe((event) => {
        if (REBUILD_ON.has(event.entityType)) this.requestRebuild(`${event.entityType} ${event.action}`);
      });
    }
  }

  onApplicationBootstrap(): void {
    if (this.config.mode !== 'auto') return;
    const stale = this.current && this.current.sourceStamp !== storefrontSourceStamp(this.config.storefrontRoot);
    if (!this.current || stale) this.requestRebuild(this.current ? 'storefront code changed' : 'first start', 0);
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.clearRetry();
    this.queued = false;
    for (const t of this.cleanupTimers) clearTimeout(t);
    this.abort.abort();
  }

  /** Schedules a rebuild after the debounce; changes within the window fold into one build. */
  requestRebuild(reason: string, delayMs = this.config.debounceMs): void {
    if (this.config.mode === 'off' || this.abort.signal.aborted) return;
    this.lastReason = reason;
    this.clearRetry(); // this build replaces the pending retry
    if (this.timer) clearTimeout(this.timer);
    const generation = ++this.timerGeneration;
    this.timer = setTimeout(() => {
      // The build reads the catalog from this API, so it waits until the server listens.
      this.whenListening(() => {
        if (generation !== this.timerGeneration || this.abort.signal.aborted) return;
        this.timer = null;
        this.start();
      });
    }, delayMs);
    this.timer.unref?.();
  }

  status(): SiteStatus {
    return {
      mode: this.config.mode,
      ready: this.current !== null,
      building: this.running !== null,
      queued: this.queued || this.timer !== null,
      current: this.current ? buildSummary(this.current) : null,
      lastError: this.lastError,
      lastReason: this.lastReason,
      failures: this.failures,
      nextRetryAt: this.nextRetryAt,
      keptBuilds: listGoodBuilds(this.config.siteDir).map(buildSummary),
    };
  }

  /** Resolves once nothing is scheduled, building or queued (for tests and scripts); a pending retry does not count. */
  whenIdle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** The folder being served, or null before the first build. */
  currentDir(): string | null {
    return this.current ? path.join(buildsDir(this.config.siteDir), this.current.id) : null;
  }

  private isIdle(): boolean {
    return this.running === null && !this.queued && this.timer === null;
  }

  private settle(): void {
    if (!this.isIdle()) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    waiters.forEach((w) => w());
  }

  private start(): void {
    if (this.running) {
      this.queued = true; // exactly one more after the current build
      return;
    }
    this.running = (this.config.mode === 'webhook' ? this.callWebhook() : this.build())
      .then(() => {
        this.failures = 0;
        this.clearRetry();
      })
      .catch((err) => {
        this.lastError = { at: new Date().toISOString(), message: String(err?.message ?? err) };
        this.failures++;
        this.logger.error(`storefront ${this.config.mode === 'webhook' ? 'webhook' : 'build'} failed: ${this.lastError.message}`);
        if (err?.outputTail) this.logger.error(err.outputTail);
      })
      .finally(() => {
        this.running = null;
        if (this.failures > 0 && !this.queued) this.scheduleRetry();
        if (this.queued && !this.abort.signal.aborted) {
          this.queued = false;
          this.start();
        } else {
          this.queued = false;
          this.settle();
        }
      });
  }

  /** Tries a failed build again after retryMs, doubling with every failure in a row (capped), until one succeeds. */
  private scheduleRetry(): void {
    if (this.abort.signal.aborted || this.timer || this.retryTimer) return;
    const delay = Math.min(this.config.retryMs * 2 ** Math.min(this.failures - 1, 20), RETRY_MAX_MS);
    this.nextRetryAt = new Date(Date.now() + delay).toISOString();
    this.logger.warn(`storefront: trying again in ${Math.round(delay / 1000)} s (failure ${this.failures}); the last good build stays served`);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.nextRetryAt = null;
      if (!this.abort.signal.aborted) this.start();
    }, delay);
    this.retryTimer.unref?.();
  }

  private clearRetry(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.nextRetryAt = null;
  }

  private async build(): Promise<void> {
    const port = this.listeningPort();
    if (!port) throw new Error('the API is not listening yet, so the storefront build has no catalog to read');
    const id = `${new Date().toISOString().replace(/[-:.TZ]/g, '').slice(0, 14)}-${randomBytes(3).toString('hex')}`;
    const outDir = path.join(buildsDir(this.config.siteDir), id);
    fs.mkdirSync(buildsDir(this.config.siteDir), { recursive: true });
    const started = Date.now();
    const stamp = storefrontSourceStamp(this.config.storefrontRoot);
    this.logger.log(`building the storefront (${this.lastReason ?? 'requested'})`);
    try {
      const result = await this.builder(
        {
          storefrontRoot: this.config.storefrontRoot,
          outDir,
          apiUrl: `http://127.0.0.1:${port}${API_BASE_PATH}`,
          publicSiteUrl: this.config.publicSiteUrl,
          timeoutMs: this.config.buildTimeoutMs,
        },
        this.abort.signal,
      );
      if (!fs.existsSync(path.join(outDir, 'index.html'))) throw new Error('the build finished without an index.html');
      const shrank = await checkBuildSize(this.current, result, this.config.minPageRatio, this.census);
      if (shrank) this.logger.warn(shrank);
      const build: SiteBuild = {
        id,
        builtAt: new Date().toISOString(),
        durationMs: Date.now() - started,
        pages: result.pages,
        products: result.catalog?.products ?? null,
        categories: result.catalog?.categories ?? null,
        sourceStamp: stamp,
      };
      const previous = this.current;
      markGood(this.config.siteDir, build);
      writeCurrent(this.config.siteDir, build);
      this.current = build;
      this.lastError = null;
      this.logger.log(`storefront ready: ${build.pages} pages in ${(build.durationMs / 1000).toFixed(1)} s`);
      this.pruneBuilds(previous?.id ?? null);
    } catch (err) {
      fs.rmSync(outDir, { recursive: true, force: true });
      throw err;
    }
  }

  private async callWebhook(): Promise<void> {
    const res = await fetch(this.config.webhookUrl!, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'storefront.rebuild', reason: this.lastReason, at: new Date().toISOString() }),
      signal: AbortSignal.any([AbortSignal.timeout(10_000), this.abort.signal]),
    });
    if (!res.ok) throw new Error(`the rebuild webhook answered ${res.status}`);
    this.logger.log(`storefront rebuild requested from the webhook (${this.lastReason ?? 'requested'})`);
  }

  /**
   * Keeps the newest good builds (keepBuilds, the current one included) and removes the rest. The build just replaced
   * goes a little later, so responses already streaming from it can finish.
   */
  private pruneBuilds(replaced: string | null): void {
    const keep = keptBuildIds(this.config.siteDir, this.config.keepBuilds, this.current?.id);
    for (const name of buildFolders(this.config.siteDir)) {
      if (keep.has(name)) continue;
      if (name === replaced) this.removeLater(name);
      else removeBuildFolder(this.config.siteDir, name);
    }
  }

  private removeLater(id: string): void {
    const t = setTimeout(() => {
      this.cleanupTimers.delete(t);
      if (!keptBuildIds(this.config.siteDir, this.config.keepBuilds, this.current?.id).has(id)) removeBuildFolder(this.config.siteDir, id);
    }, 30_000);
    t.unref?.();
    this.cleanupTimers.add(t);
  }

  /** On start: half-written folders of a crashed build, and good builds beyond the ones kept. */
  private removeStaleBuilds(): void {
    const keep = keptBuildIds(this.config.siteDir, this.config.keepBuilds, this.current?.id);
    for (const name of buildFolders(this.config.siteDir)) {
      if (!keep.has(name)) removeBuildFolder(this.config.siteDir, name);
    }
  }

  private listeningPort(): number | null {
    const server = this.adapterHost.httpAdapter?.getHttpServer?.();
    const address = server?.address?.() as AddressInfo | string | null;
    return address && typeof address === 'object' ? address.port : null;
  }

  private whenListening(fn: () => void): void {
    const server = this.adapterHost.httpAdapter?.getHttpServer?.();
    if (!server) return;
    if (server.listening) fn();
    else server.once('listening', () => fn());
  }
}
