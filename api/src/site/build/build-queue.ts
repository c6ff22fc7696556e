import type { Logger } from '@nestjs/common';
import { RetrySchedule } from './retry-schedule';

export interface BuildQueueHost {
  /** Builds (or forwards to the instance that builds) what was requested since `since`. */
  run(since: number, forward: boolean): Promise<void>;
  /** A run failed; the queue retries it later. */
  failed(err: unknown): void;
  /** Calls fn once the API listens (a build reads the catalog from it). */
  whenReady(fn: () => void): void;
  aborted(): boolean;
}

/**
 * When full builds run: after a debounce (requests within it fold into one), one at a time (a request during a
 * build queues exactly one more), and after a failure again with growing delays until one succeeds.
 */
export class BuildQueue {
  readonly retry: RetrySchedule;
  private running: Promise<void> | null = null;
  private queued = false;
  private timer: NodeJS.Timeout | null = null;
  /** Which request the pending timer belongs to: a newer request cancels an older one still waiting for the server. */
  private timerGeneration = 0;
  /** When the newest request not yet consumed by start() was made. */
  private requestedAt: number | null = null;
  /** Whether a pending request came from something other instances did not hear (first start, a code change). */
  private forwardPending = false;
  private idleWaiters: (() => void)[] = [];

  constructor(
    retryMs: number,
    private readonly host: BuildQueueHost,
    logger: Logger,
  ) {
    this.retry = new RetrySchedule(retryMs, logger);
  }

  get building(): boolean {
    return this.running !== null;
  }

  /** A build is scheduled or queued behind the running one. */
  get pending(): boolean {
    return this.queued || this.timer !== null;
  }

  get idle(): boolean {
    return this.running === null && !this.queued && this.timer === null;
  }

  whenIdle(): Promise<void> {
    return this.idle ? Promise.resolve() : new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  schedule(delayMs: number, forward: boolean): void {
    if (forward) this.forwardPending = true;
    this.requestedAt = Date.now();
    this.retry.clear(); // this build replaces the pending retry
    if (this.timer) clearTimeout(this.timer);
    const generation = ++this.timerGeneration;
    this.timer = setTimeout(() => {
      this.host.whenReady(() => {
        if (generation !== this.timerGeneration || this.host.aborted()) return;
        this.timer = null;
        this.start();
      });
    }, delayMs);
    this.timer.unref?.();
  }

  /** Starts now what was owed since `since` (this instance took over building). */
  startOwed(since: number): void {
    this.requestedAt = since;
    this.start();
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.retry.clear();
    this.queued = false;
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
    this.running = this.host
      .run(since, forward)
      .then(() => this.retry.succeeded())
      .catch((err) => {
        this.retry.failed();
        this.host.failed(err);
      })
      .finally(() => {
        this.running = null;
        if (this.retry.failures > 0 && !this.queued && !this.timer && !this.host.aborted()) {
          this.retry.schedule(() => !this.host.aborted() && this.start());
        }
        if (this.queued && !this.host.aborted()) {
          this.queued = false;
          this.start();
        } else {
          this.queued = false;
          this.settle();
        }
      });
  }

  private settle(): void {
    if (!this.idle) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    waiters.forEach((w) => w());
  }
}
