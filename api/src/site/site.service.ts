import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy, OnModuleInit, Optional } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { createHash, randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import { API_BASE_PATH } from '@shop/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DomainEvents, type DomainEvent } from '../core/domain-events';
import { astroBuild, SITE_BUILDER, type SiteBuilder } from './site-builder';
import { loadSiteConfig, type SiteConfig } from './site.config';
import { createSiteHandler } from './site-static';

export interface SiteBuild {
  id: string;
  builtAt: string;
  durationMs: number;
  pages: number;
  /** Fingerprint of the storefront's source when it was built: a different one at start means rebuild. */
  sourceStamp: string;
}

export interface SiteStatus {
  mode: SiteConfig['mode'];
  ready: boolean;
  building: boolean;
  queued: boolean;
  current: Omit<SiteBuild, 'sourceStamp'> | null;
  lastError: { at: string; message: string } | null;
  lastReason: string | null;
}

/** Which changes make the storefront stale. */
const REBUILD_ON = new Set<DomainEvent['entityType']>(['product', 'category', 'settings']);

/**
 * The storefront inside the running shop: serves the current build at / and rebuilds it when the catalog or the
 * business settings change: debounced, one build at a time (a change during a build queues exactly one more), into a
 * fresh folder under DATA_DIR/site/builds, swapped in by rewriting current.json only after the build succeeded.
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

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(APP_CONFIG) appConfig: AppConfig,
    private readonly events: DomainEvents,
    @Optional() @Inject(SITE_BUILDER) private readonly builder: SiteBuilder = astroBuild,
  ) {
    this.config = loadSiteConfig(appConfig);
  }

  /** Registers the storefront handler after the API's routes and before Nest's 404 handler. */
  onModuleInit(): void {
    this.current = this.readPointer();
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
    const stale = this.current && this.current.sourceStamp !== this.sourceStamp();
    if (!this.current || stale) this.requestRebuild(this.current ? 'storefront code changed' : 'first start', 0);
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.queued = false;
    for (const t of this.cleanupTimers) clearTimeout(t);
    this.abort.abort();
  }

  /** Schedules a rebuild after the debounce; changes within the window fold into one build. */
  requestRebuild(reason: string, delayMs = this.config.debounceMs): void {
    if (this.config.mode === 'off' || this.abort.signal.aborted) return;
    this.lastReason = reason;
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
      current: this.current ? { id: this.current.id, builtAt: this.current.builtAt, durationMs: this.current.durationMs, pages: this.current.pages } : null,
      lastError: this.lastError,
      lastReason: this.lastReason,
    };
  }

  /** Resolves once nothing is scheduled, building or queued (for tests and scripts). */
  whenIdle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** The folder being served, or null before the first build. */
  currentDir(): string | null {
    return this.current ? path.join(this.buildsDir(), this.current.id) : null;
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
      .catch((err) => {
        this.lastError = { at: new Date().toISOString(), message: String(err?.message ?? err) };
        this.logger.error(`storefront ${this.config.mode === 'webhook' ? 'webhook' : 'build'} failed: ${this.lastError.message}`);
        if (err?.outputTail) this.logger.error(err.outputTail);
      })
      .finally(() => {
        this.running = null;
        if (this.queued && !this.abort.signal.aborted) {
          this.queued = false;
          this.start();
        } else {
          this.queued = false;
          this.settle();
        }
      });
  }

  private async build(): Promise<void> {
    const port = this.listeningPort();
    if (!port) throw new Error('the API is not listening yet, so the storefront build has no catalog to read');
    const id = `${new Date().toISOString().replace(/[-:.TZ]/g, '').slice(0, 14)}-${randomBytes(3).toString('hex')}`;
    const outDir = path.join(this.buildsDir(), id);
    fs.mkdirSync(this.buildsDir(), { recursive: true });
    const started = Date.now();
    const stamp = this.sourceStamp();
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
      const build: SiteBuild = { id, builtAt: new Date().toISOString(), durationMs: Date.now() - started, pages: result.pages, sourceStamp: stamp };
      const previous = this.current;
      this.writePointer(build);
      this.current = build;
      this.lastError = null;
      this.logger.log(`storefront ready: ${build.pages} pages in ${(build.durationMs / 1000).toFixed(1)} s`);
      if (previous) this.removeLater(previous.id);
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

  private buildsDir(): string {
    return path.join(this.config.siteDir, 'builds');
  }

  private pointerFile(): string {
    return path.join(this.config.siteDir, 'current.json');
  }

  private readPointer(): SiteBuild | null {
    try {
      const build = JSON.parse(fs.readFileSync(this.pointerFile(), 'utf8')) as SiteBuild;
      if (build?.id && /^[\w-]+$/.test(build.id) && fs.existsSync(path.join(this.buildsDir(), build.id, 'index.html'))) return build;
    } catch {
      /* no build yet */
    }
    return null;
  }

  /** Atomic swap: the pointer file is replaced by a rename, so a reader sees the old build or the new one. */
  private writePointer(build: SiteBuild): void {
    fs.mkdirSync(this.config.siteDir, { recursive: true });
    const tmp = `${this.pointerFile()}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(build, null, 2));
    fs.renameSync(tmp, this.pointerFile());
  }

  /** Old builds go a little after the swap, so responses already streaming from them can finish. */
  private removeLater(id: string): void {
    const t = setTimeout(() => {
      this.cleanupTimers.delete(t);
      if (this.current?.id !== id) fs.rmSync(path.join(this.buildsDir(), id), { recursive: true, force: true });
    }, 30_000);
    t.unref?.();
    this.cleanupTimers.add(t);
  }

  /** Folders left by a crashed build or an older run. */
  private removeStaleBuilds(): void {
    let entries: string[] = [];
    try {
      entries = fs.readdirSync(this.buildsDir());
    } catch {
      return;
    }
    for (const name of entries) {
      if (name !== this.current?.id) fs.rmSync(path.join(this.buildsDir(), name), { recursive: true, force: true });
    }
  }

  /** Sizes and modification times of the storefront's source files: cheap, and changes whenever the code does. */
  private sourceStamp(): string {
    const hash = createHash('sha1');
    const walk = (dir: string) => {
      let entries: fs.Dirent[];
      try {
        entries = fs.readdirSync(dir, { withFileTypes: true });
      } catch {
        return;
      }
      for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (!/\.test\.tsx?$/.test(e.name)) {
          const st = fs.statSync(p);
          hash.update(`${p}:${st.size}:${st.mtimeMs}\n`);
        }
      }
    };
    const root = this.config.storefrontRoot;
    walk(path.join(root, 'src'));
    walk(path.join(root, 'public'));
    for (const f of ['astro.config.mjs', 'package.json']) {
      try {
        const st = fs.statSync(path.join(root, f));
        hash.update(`${f}:${st.size}:${st.mtimeMs}\n`);
      } catch {
        /* optional */
      }
    }
    return hash.digest('hex').slice(0, 16);
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
