import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy, OnModuleInit, Optional } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import { API_BASE_PATH, hasPermission } from '@shop/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { AuthUser } from '../core/actor/auth-user';
import { ClusterBus } from '../core/cluster/cluster-bus';
import { DomainEvents, type DomainEvent } from '../core/cluster/domain-events';
import { CATALOG_CENSUS, catalogStamp, type CatalogCensus } from './build/catalog-census';
import { SITE_BUILDER, type SiteBuilder } from './build/site-builder';
import { storefrontBuild } from './build/storefront-build';
import { storefrontSourceStamp } from './build/build-folders';
import { BuildCleanup } from './build/build-cleanup';
import { BuilderFollower } from './election/builder-follower';
import { BuildQueue } from './build/build-queue';
import { IncrementalRenderer } from './renderer/incremental-renderer';
import { callRebuildWebhook, makeFullBuild } from './build/full-build';
import { buildsDir, listGoodBuilds, markGood, readCurrent, writeCurrent, type SiteBuild } from './build/site-history';
import { buildSummary, publicSiteStatus, type BuildProgress, type PublicSiteStatus, type SiteStatus } from './site-status';
import { loadSiteConfig, type SiteConfig } from './config/site.config';
import { createSiteHandler } from './serving/site-static';

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
  private lastError: { at: string; message: string } | null = null;
  private lastReason: string | null = null;
  private unsubscribe: (() => void) | null = null;
  private readonly abort = new AbortController();
  private readonly queue: BuildQueue;
  private readonly cleanup: BuildCleanup;
  private readonly follower: BuilderFollower | null;
  private readonly incremental: IncrementalRenderer;
  private currentCheckedAt = 0;
  private readonly busOff: (() => void)[] = [];

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(APP_CONFIG) appConfig: AppConfig,
    private readonly events: DomainEvents,
    @Optional() @Inject(SITE_BUILDER) private readonly builder: SiteBuilder = storefrontBuild,
    @Optional() @Inject(CATALOG_CENSUS) private readonly census: CatalogCensus | null = null,
    @Optional() @Inject(ClusterBus) private readonly bus: ClusterBus | null = null,
  ) {
    this.config = loadSiteConfig(appConfig);
    this.queue = new BuildQueue(
      this.config.retryMs,
      {
        run: (since, forward) => this.buildOrForward(since, forward),
        failed: (err) => this.failed(err),
        whenReady: (fn) => this.whenListening(fn),
        aborted: () => this.abort.signal.aborted,
      },
      this.logger,
    );
    this.cleanup = new BuildCleanup(this.config.siteDir, this.config.keepBuilds, () => this.current?.id);
    this.follower = bus
      ? new BuilderFollower(
          bus,
          {
            busy: () => this.queue.building || this.queue.pending,
            aborted: () => this.abort.signal.aborted,
            takeOver: (since) => this.takeOver(since),
          },
          this.logger,
        )
      : null;
    this.incremental = new IncrementalRenderer(
      this.config.renderDebounceMs,
      {
        failed: (message) => this.requestRebuild(`the incremental render failed (${message})`, 0),
        rendered: (startedAt) => void this.bus?.send('site-published', { id: this.current?.id, startedAt }).catch(() => undefined),
      },
      this.logger,
    );
  }

  /** Registers the storefront handler after the API's routes and before Nest's 404 handler. */
  onModuleInit(): void {
    this.current = readCurrent(this.config.siteDir);
    // With other instances, the folder may hold a build in progress: only the elected builder tidies it.
    if (!this.bus) this.cleanup.tidyOnce();
    const instance = this.adapterHost.httpAdapter?.getInstance?.();
    if (instance && typeof instance.use === 'function') {
      instance.use(createSiteHandler({ currentDir: () => this.currentDir() }));
    }
    // Subscribed before any module's bootstrap hook runs, so the demo seed's change on first start is not missed.
    if (this.config.mode !== 'off') {
      this.unsubscribe = this.events.subscribe(
        (event) => {
          if (!REBUILD_ON.has(event.entityType)) return;
          const reason = `${event.entityType} ${event.action}${event.remote ? ' (on another instance)' : ''}`;
          // the builder's renderer redoes just the pages this change alters, unless a full build is on its way
          if (this.isBuilder && this.incremental.accepting && this.queue.idle) {
            this.lastReason = reason;
            return this.incremental.enqueue(event, reason);
          }
          // every instance hears a change, the builder included, so it needs no forwarding
          this.schedule(reason, this.config.debounceMs, false);
        },
        { everyInstance: true },
      );
    }
    if (this.bus) {
      this.busOff.push(
        this.bus.on('site-rebuild', (data) => {
          if (this.bus?.isBuilder && this.config.mode !== 'off')
            this.requestRebuild(`${(data as { reason?: string })?.reason ?? 'requested'} (forwarded)`);
        }),
        this.bus.on('site-published', (data) => this.published(data as { startedAt?: number })),
        this.bus.on('reconnected', () => this.reloadCurrent()),
      );
    }
  }

  async onApplicationBootstrap(): Promise<void> {
    // the first instance up becomes the builder at once, so /health says who builds before any change
    try {
      if (this.config.mode !== 'off') await this.bus?.claimBuilder();
    } finally {
      // answered even when the claim failed (the instance then does not build), so the promotion clock still starts
      this.builderClaimed();
    }
    if (this.config.mode !== 'auto') return;
    const stale = await this.staleOnStart();
    if (stale) this.requestRebuild(stale, 0);
    else this.whenListening(() => this.current && this.isBuilder && this.startRenderer(this.current));
  }

  /**
   * Why the kept build cannot be served as it is, or null when it can: none yet, other storefront code, or a catalog
   * (or public address) other than the one it was built from, e.g. changed by another instance or a script while
   * this one was stopped. A build restored by hand is served as it is until the next change. Pages rewritten by the incremental renderer leave the recorded catalog behind, so the first
   * start after such changes builds once more: never a stale page, at worst one build too many.
   */
  private async staleOnStart(): Promise<string | null> {
    if (!this.current) return 'first start';
    if (this.current.sourceStamp !== storefrontSourceStamp(this.config.storefrontRoot)) return 'storefront code changed';
    if (!this.census?.fingerprint || this.current.restored) return null;
    const now = await catalogStamp(this.census, this.config.publicSiteUrl);
    return now !== null && now === this.current.catalogStamp ? null : 'the catalog changed since the kept build';
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
    this.busOff.forEach((off) => off());
    this.incremental.stop();
    this.follower?.answered();
    this.queue.dispose();
    this.cleanup.dispose();
    this.abort.abort();
  }

  /**
   * What the pages show of promotions changed (PromotionClock: a start, an end, an edit, the licence): every page is
   * rendered again, as for a settings change. Only the builder renders; the others serve what it publishes.
   */
  promotionsChanged(reason: string): void {
    if (this.config.mode === 'off' || !this.isBuilder) return;
    if (this.incremental.accepting && this.queue.idle) {
      this.lastReason = reason;
      return this.incremental.enqueue({ entityType: 'settings', action: 'promotions', entityId: null, entityName: null, actor: null }, reason);
    }
    this.schedule(reason, 0, false);
  }

  /** Schedules a rebuild after the debounce; changes within the window fold into one build. */
  requestRebuild(reason: string, delayMs = this.config.debounceMs): void {
    this.schedule(reason, delayMs, true);
  }

  private schedule(reason: string, delayMs: number, forward: boolean): void {
    if (this.config.mode === 'off' || this.abort.signal.aborted) return;
    this.lastReason = reason;
    this.queue.schedule(delayMs, forward);
  }

  /** All of the status with dashboardAccess; else the public part, from memory only (polling reads no build folder). */
  statusFor(actor: AuthUser | null): SiteStatus | PublicSiteStatus {
    return hasPermission(actor?.permissions, 'dashboardAccess') ? this.status() : publicSiteStatus(this.progress());
  }

  status(): SiteStatus {
    return {
      mode: this.config.mode,
      ...this.progress(),
      lastReason: this.lastReason,
      nextRetryAt: this.queue.retry.nextRetryAt,
      keptBuilds: listGoodBuilds(this.config.siteDir).map(buildSummary),
      builder: this.isBuilder,
      forwarded: (this.follower?.owedSince ?? null) !== null,
      incremental: this.incremental.status(),
    };
  }

  private progress(): BuildProgress {
    const { current, lastError, queue } = this;
    return {
      ready: current !== null,
      building: queue.building,
      queued: queue.pending,
      current: current && buildSummary(current),
      lastError,
      failures: queue.retry.failures,
    };
  }

  /** Resolves once nothing is scheduled, building, rendering or queued (for tests and scripts); a pending retry does not count. */
  async whenIdle(): Promise<void> {
    for (;;) {
      await this.queue.whenIdle();
      await this.incremental.whenIdle();
      if (this.queue.idle && this.incremental.idle) return;
    }
  }

  private builderClaimed!: () => void;
  /** Resolves once the start's claim has said whether this instance builds (the promotion clock's first look waits for it). */
  readonly builderKnown = new Promise<void>((resolve) => {
    this.builderClaimed = resolve;
  });

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

  private failed(err: unknown): void {
    const e = err as { message?: string; outputTail?: string };
    this.lastError = { at: new Date().toISOString(), message: String(e?.message ?? err) };
    this.logger.error(`storefront ${this.config.mode === 'webhook' ? 'webhook' : 'build'} failed: ${this.lastError.message}`);
    if (e?.outputTail) this.logger.error(e.outputTail);
  }

  private async buildOrForward(since: number, forward: boolean): Promise<void> {
    if (this.bus && !this.bus.connected) {
      // nobody can tell which instance builds: a failure like any other, retried until the database answers
      throw new Error('the database is not reachable, so the storefront builder cannot be elected');
    }
    if (this.bus && !(await this.bus.claimBuilder())) {
      await this.follower!.forward(since, forward, this.lastReason);
      this.lastError = null;
      return;
    }
    // this build starts now, so it answers every request this instance made before
    this.follower?.answered();
    this.cleanup.tidyOnce();
    if (this.config.mode !== 'webhook') return this.build();
    await callRebuildWebhook(this.config.webhookUrl!, this.lastReason, this.abort.signal);
    this.logger.log(`storefront rebuild requested from the webhook (${this.lastReason ?? 'requested'})`);
  }

  /** The builder is gone and this instance holds its lock: it builds what it was owed. */
  private takeOver(since: number): void {
    this.lastReason = `${this.lastReason ?? 'requested'} (the builder was gone)`;
    this.queue.startOwed(since);
  }

  /** The builder published a build: serve it, and a build that started after this instance's request answers it. */
  private published(data: { startedAt?: number }): void {
    this.reloadCurrent();
    this.follower?.published(data?.startedAt);
  }

  private reloadCurrent(): void {
    this.currentCheckedAt = Date.now();
    const onDisk = readCurrent(this.config.siteDir);
    if (onDisk && onDisk.id !== this.current?.id) this.current = onDisk;
  }

  private async build(): Promise<void> {
    const port = this.listeningPort();
    if (!port) throw new Error('the API is not listening yet, so the storefront build has no catalog to read');
    this.logger.log(`building the storefront (${this.lastReason ?? 'requested'})`);
    const started = Date.now();
    const build = await makeFullBuild({
      builder: this.builder,
      config: this.config,
      census: this.census,
      current: this.current,
      apiUrl: `http://127.0.0.1:${port}${API_BASE_PATH}`,
      signal: this.abort.signal,
      logger: this.logger,
    });
    const previous = this.current;
    markGood(this.config.siteDir, build);
    writeCurrent(this.config.siteDir, build);
    this.current = build;
    this.startRenderer(build);
    // the status tells the build succeeded from the moment it is served, not only once it has been announced
    this.queue.retry.succeeded();
    this.lastError = null;
    const how = build.method === 'rendered' ? ' (rendered with the renderer bundle)' : '';
    this.logger.log(`storefront ready: ${build.pages} pages in ${(build.durationMs / 1000).toFixed(1)} s${how}`);
    await this.bus
      ?.send('site-published', { id: build.id, startedAt: started })
      .catch((err) => this.logger.warn(`could not announce the build: ${err?.message}`));
    this.cleanup.prune(previous?.id ?? null);
  }

  /** The builder keeps a renderer on the served build, so the next changes redo only their pages. */
  private startRenderer(build: SiteBuild): void {
    const port = this.listeningPort();
    if (!build.renderer || !port || this.config.mode !== 'auto' || !this.config.incremental) return this.incremental.stop();
    this.incremental.start({
      entry: build.renderer,
      outDir: path.join(buildsDir(this.config.siteDir), build.id),
      apiUrl: `http://127.0.0.1:${port}${API_BASE_PATH}`,
      storefrontRoot: this.config.storefrontRoot,
      publicSiteUrl: this.config.publicSiteUrl,
    });
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
