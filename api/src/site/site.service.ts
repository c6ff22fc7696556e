import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy, OnModuleInit, Optional } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import { API_BASE_PATH } from '@shop/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ClusterBus } from '../core/cluster-bus';
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

/** How often an instance whose rebuild request is still unanswered checks whether the builder is gone. */
const BUILDER_CHECK_MS = 1000;
/** How often an instance that does not build looks at current.json for a build published by another. */
const CURRENT_CHECK_MS = 1000;

/** Which changes make the storefront stale. */
const REBUILD_ON = new Set<DomainEvent['entityType']>(['product', 'category', 'settings']);

/**
 * The storefront inside the running shop: serves the current build at / and rebuilds it when the catalog or the
 * business settings change: debounced, one build at a time (a change during a build queues exactly one more), into a
 * fresh folder under DATA_DIR/site/builds, swapped in by rewriting current.json only after the build succeeded.
 * A failed build (the catalog could not be read, the build crashed, or it lost most of its pages without the database
 * explaining it) publishes nothing: the last good build stays served and the build is retried with growing delays.
 *
 * Several instances on one database build once: the instance holding the builder advisory lock (ClusterBus) builds
 * into the shared site folder and announces each published build; the others hear the same changes, forward any
 * other rebuild request to it, and serve whatever current.json names. An instance whose request is still unanswered
 * keeps trying the lock, so when the builder dies (its lock goes with its connection) it takes over and builds.
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
  /** When the newest rebuild request not yet consumed by start() was made. */
  private requestedAt: number | null = null;
  /** Whether a pending request came from something other instances did not hear (first start, a code change). */
  private forwardPending = false;
  /** Set while another instance owes this one a build that starts after this time (its newest forwarded request). */
  private owedSince: number | null = null;
  private builderCheck: NodeJS.Timeout | null = null;
  private currentCheckedAt = 0;
  private tidied = false;
  private readonly busOff: (() => void)[] = [];

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(APP_CONFIG) appConfig: AppConfig,
    private readonly events: DomainEvents,
    @Optional() @Inject(SITE_BUILDER) private readonly builder: SiteBuilder = astroBuild,
    @Optional() @Inject(CATALOG_CENSUS) private readonly census: CatalogCensus | null = null,
    @Optional() @Inject(ClusterBus) private readonly bus: ClusterBus | null = null,
  ) {
    this.config = loadSiteConfig(appConfig);
  }

  /** Registers the storefront handler after the API's routes and before Nest's 404 handler. */
  onModuleInit(): void {
    this.current = readCurrent(this.config.siteDir);
    // With other instances, the folder may hold a build in progress: only the elected builder tidies it.
    if (!this.bus) this.tidyOnce();
    const instance = this.adapterHost.httpAdapter?.getInstance?.();
    if (instance && typeof instance.use === 'function') {
      instance.use(createSiteHandler({ currentDir: () => this.currentDir() }));
    }
    // Subscribed before any module's bootstrap hook runs, so the demo seed's change on first start is not missed.
    if (this.config.mode !== 'off') {
      this.unsubscribe = this.events.subscribe(
        (event) => {
          if (!REBUILD_ON.has(event.entityType)) return;
          // every instance hears a change, the builder included, so it needs no forwarding
          this.schedule(`${event.entityType} ${event.action}${event.remote ? ' (on another instance)' : ''}`, this.config.debounceMs, false);
        },
        { everyInstance: true },
      );
    }
    if (this.bus) {
      this.busOff.push(
        this.bus.on('site-rebuild', (data) => {
          if (this.bus?.isBuilder && this.config.mode !== 'off') this.requestRebuild(`${(data as { reason?: string })?.reason ?? 'requested'} (forwarded)`);
        }),
        this.bus.on('site-published', (data) => this.published(data as { startedAt?: number })),
        this.bus.on('reconnected', () => this.reloadCurrent()),
      );
    }
  }

  async onApplicationBootstrap(): Promise<void> {
    // the first instance up becomes the builder at once, so /health says who builds before any change
    if (this.config.mode !== 'off') await this.bus?.claimBuilder();
    if (this.config.mode !== 'auto') return;
    const stale = this.current && this.current.sourceStamp !== storefrontSourceStamp(this.config.storefrontRoot);
    if (!this.current || stale) this.requestRebuild(this.current ? 'storefront code changed' : 'first start', 0);
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
    this.busOff.forEach((off) => off());
    this.stopBuilderCheck();
    this.owedSince = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.clearRetry();
    this.queued = false;
    for (const t of this.cleanupTimers) clearTimeout(t);
    this.abort.abort();
  }

  /** Schedules a rebuild after the debounce; changes within the window fold into one build. */
  requestRebuild(reason: string, delayMs = this.config.debounceMs): void {
    this.schedule(reason, delayMs, true);
  }

  private schedule(reason: string, delayMs: number, forward: boolean): void {
    if (this.config.mode === 'off' || this.abort.signal.aborted) return;
    this.lastReason = reason;
    if (forward) this.forwardPending = true;
    this.requestedAt = Date.now();
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
      builder: this.isBuilder,
      forwarded: this.owedSince !== null,
    };
  }

  /** Resolves once nothing is scheduled, building or queued (for tests and scripts); a pending retry does not count. */
  whenIdle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Whether this instance builds: always in a lone process, the lock holder among several. */
  get isBuilder(): boolean {
    return this.bus ? this.bus.isBuilder : true;
  }

  /** The folder being served, or null before the first build. */
  currentDir(): string | null {
    // Another instance may have published since; reading current.json at most once a second costs nothing.
    if (this.bus && !this.bus.isBuilder && Date.now() - this.currentCheckedAt >= CURRENT_CHECK_MS) this.reloadCurrent();
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
    const since = this.requestedAt ?? Date.now();
    const forward = this.forwardPending;
    this.requestedAt = null;
    this.forwardPending = false;
    this.running = this.buildOrForward(since, forward)
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

  private async buildOrForward(since: number, forward: boolean): Promise<void> {
    if (this.bus && !this.bus.connected) {
      // nobody can tell which instance builds: a failure like any other, retried until the database answers
      throw new Error('the database is not reachable, so the storefront builder cannot be elected');
    }
    if (this.bus && !(await this.bus.claimBuilder())) return this.forward(since, forward);
    // this build starts now, so it answers every request this instance made before
    this.owedSince = null;
    this.stopBuilderCheck();
    this.tidyOnce();
    if (this.config.mode === 'webhook') return this.callWebhook();
    return this.build();
  }

  /** Another instance builds: ask it to when it did not hear why, and check that it is alive until a build answers. */
  private async forward(since: number, send: boolean): Promise<void> {
    this.owedSince = Math.max(this.owedSince ?? since, since);
    this.startBuilderCheck();
    if (send) await this.bus!.send('site-rebuild', { reason: this.lastReason });
    this.lastError = null;
  }

  private startBuilderCheck(): void {
    if (this.builderCheck) return;
    this.builderCheck = setInterval(() => {
      if (this.owedSince === null || this.abort.signal.aborted) return this.stopBuilderCheck();
      if (this.running || this.timer) return;
      void this.bus?.claimBuilder().then((mine) => {
        if (!mine || this.owedSince === null) return;
        this.logger.warn('the storefront builder is gone; this instance builds instead');
        this.requestedAt = this.owedSince;
        this.owedSince = null;
        this.stopBuilderCheck();
        this.lastReason = `${this.lastReason ?? 'requested'} (the builder was gone)`;
        this.start();
      });
    }, BUILDER_CHECK_MS);
    this.builderCheck.unref?.();
  }

  private stopBuilderCheck(): void {
    if (this.builderCheck) clearInterval(this.builderCheck);
    this.builderCheck = null;
  }

  /** The builder published a build: serve it, and a build that started after this instance's request answers it. */
  private published(data: { startedAt?: number }): void {
    this.reloadCurrent();
    if (this.owedSince !== null && typeof data?.startedAt === 'number' && data.startedAt >= this.owedSince) {
      this.owedSince = null;
      this.stopBuilderCheck();
    }
  }

  private reloadCurrent(): void {
    this.currentCheckedAt = Date.now();
    const onDisk = readCurrent(this.config.siteDir);
    if (onDisk && onDisk.id !== this.current?.id) this.current = onDisk;
  }

  private tidyOnce(): void {
    if (this.tidied) return;
    this.tidied = true;
    this.removeStaleBuilds();
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
      await this.bus?.send('site-published', { id, startedAt: started }).catch((err) => this.logger.warn(`could not announce the build: ${err?.message}`));
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
