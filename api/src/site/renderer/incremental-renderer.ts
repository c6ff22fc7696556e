import type { Logger } from '@nestjs/common';
import { fork, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import type { DomainEvent } from '../../core/cluster/domain-events';
import type { PageChange, RenderReport } from '@shop/common';
import { rendererWorker } from '../build/renderer-build';
import { storefrontEnv } from '../build/child-env';

/** To the renderer process (storefront/src/renderer/worker.mjs): load the renderer and the catalog, or render what the changes alter. */
type RendererRequest = { type: 'init'; entry: string; apiUrl: string; outDir: string } | { type: 'apply'; seq: number; changes: PageChange[] };

/** From it: loaded, rendered (for the apply with the same seq), or failed. */
type RendererReply =
  | { type: 'ready'; products: number; ms: number }
  | { type: 'done'; seq: number; report: RenderReport }
  | { type: 'failed'; seq?: number; message: string };

export interface RenderRecord {
  at: string;
  reason: string;
  /** Pages rendered again, and the files among them whose bytes changed (rewritten) or that went (removed). */
  rendered: number;
  written: string[];
  removed: string[];
  ms: number;
}

export interface RendererStatus {
  state: 'off' | 'loading' | 'ready' | 'rendering' | 'failed';
  /** The worker process, while there is one. */
  pid: number | null;
  /** Changes waiting for the next render. */
  pending: number;
  products: number | null;
  last: RenderRecord | null;
  lastError: { at: string; message: string } | null;
}

export interface RendererTarget {
  /** The renderer bundle's server entry. */
  entry: string;
  /** The served build folder it writes into. */
  outDir: string;
  apiUrl: string;
  storefrontRoot: string;
  publicSiteUrl: string;
}

export interface RendererHooks {
  /** The render failed: the pages it did not reach are as they were; the caller rebuilds everything. */
  failed(message: string): void;
  /** A render that started at `startedAt` is on disk. */
  rendered(startedAt: number): void;
}

/** The most pages listed in the status per render (a settings change rewrites all of them). */
const LISTED = 200;

/**
 * The API's side of the incremental renderer (storefront/src/renderer/): one worker process per published build that
 * keeps the catalog in memory and re-renders only the pages a change alters. Changes arriving while it renders are
 * coalesced into the next render; any failure stops it, and the caller falls back to a full build.
 */
export class IncrementalRenderer {
  private child: ChildProcess | null = null;
  private state: RendererStatus['state'] = 'off';
  private readonly pending = new Map<string, PageChange>();
  private reasons: string[] = [];
  private timer: NodeJS.Timeout | null = null;
  private products: number | null = null;
  private last: RenderRecord | null = null;
  private lastError: RendererStatus['lastError'] = null;
  private seq = 0;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly debounceMs: number,
    private readonly hooks: RendererHooks,
    private readonly logger: Logger,
  ) {}

  /** Whether changes can go here rather than to a full build. */
  get accepting(): boolean {
    return this.state === 'loading' || this.state === 'ready' || this.state === 'rendering';
  }

  get idle(): boolean {
    return this.state !== 'loading' && this.state !== 'rendering' && this.pending.size === 0 && this.timer === null;
  }

  whenIdle(): Promise<void> {
    return this.idle ? Promise.resolve() : new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  status(): RendererStatus {
    return {
      state: this.state,
      pid: this.child?.pid ?? null,
      pending: this.pending.size,
      products: this.products,
      last: this.last,
      lastError: this.lastError,
    };
  }

  /** Starts a worker for a freshly published build (stopping the one of the previous build). */
  start(target: RendererTarget): void {
    this.stop();
    if (!fs.existsSync(target.entry)) return;
    const child = fork(rendererWorker(target.storefrontRoot), [], {
      cwd: target.storefrontRoot,
      execArgv: [],
      env: storefrontEnv({ NODE_ENV: 'production', PUBLIC_SITE_URL: target.publicSiteUrl, ASTRO_TELEMETRY_DISABLED: '1' }),
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child = child;
    this.state = 'loading';
    child.on('message', (msg: RendererReply) => {
      if (child !== this.child) return;
      if (msg.type === 'ready') {
        this.products = msg.products;
        this.state = 'ready';
        this.logger.log(`incremental renderer ready: ${this.products} products in memory after ${msg.ms} ms`);
        this.flushSoon(0);
      } else if (msg.type === 'failed') this.fail(msg.message || 'the renderer failed');
    });
    child.on('exit', (code, signal) => {
      if (child === this.child) this.fail(`the renderer process exited (${signal ?? code})`);
    });
    child.send({ type: 'init', entry: target.entry, apiUrl: target.apiUrl, outDir: target.outDir } satisfies RendererRequest);
  }

  stop(): void {
    const child = this.child;
    this.child = null;
    if (child && child.exitCode === null) child.kill('SIGTERM');
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pending.clear();
    this.reasons = [];
    this.state = 'off';
    this.settle();
  }

  enqueue(event: DomainEvent, reason: string): void {
    const change: PageChange = { kind: event.entityType as PageChange['kind'], id: event.entityId };
    this.pending.set(`${change.kind}:${change.id ?? ''}`, change);
    this.reasons.push(reason);
    this.flushSoon(this.debounceMs);
  }

  private flushSoon(delayMs: number): void {
    if (this.timer || this.pending.size === 0) return this.settle();
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, delayMs);
    this.timer.unref?.();
  }

  private async flush(): Promise<void> {
    if (this.state !== 'ready' || !this.child || this.pending.size === 0) return this.settle();
    const changes = [...this.pending.values()];
    const reason = [...new Set(this.reasons)].join(', ');
    this.pending.clear();
    this.reasons = [];
    this.state = 'rendering';
    const started = Date.now();
    const seq = ++this.seq;
    const child = this.child;
    const report = await new Promise<RenderReport | null>((resolve) => {
      const onMessage = (msg: RendererReply) => {
        if (msg.type === 'ready' || msg.seq !== seq) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(msg.type === 'done' ? msg.report : null);
      };
      const onExit = () => resolve(null);
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.send({ type: 'apply', seq, changes } satisfies RendererRequest);
    });
    if (!report || child !== this.child) return; // the failure was reported by the message or exit handler
    this.state = 'ready';
    this.products = report.products;
    this.last = {
      at: new Date().toISOString(),
      reason,
      rendered: report.rendered,
      written: report.written.slice(0, LISTED),
      removed: report.removed.slice(0, LISTED),
      ms: report.ms,
    };
    this.logger.log(
      `storefront: ${report.written.length} page(s) rewritten, ${report.removed.length} removed of ${report.rendered} rendered in ${report.ms} ms (${reason})`,
    );
    this.hooks.rendered(started);
    this.flushSoon(0);
  }

  private fail(message: string): void {
    this.lastError = { at: new Date().toISOString(), message };
    this.logger.error(`the incremental render failed; rebuilding everything: ${message}`);
    this.stop();
    this.state = 'failed';
    this.hooks.failed(message.split('\n')[0]);
  }

  private settle(): void {
    if (!this.idle) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    waiters.forEach((w) => w());
  }
}
