import type { Logger } from '@nestjs/common';
import type { ClusterBus } from '../../core/cluster/cluster-bus';

/** How often an instance whose rebuild request is still unanswered checks whether the builder is gone. */
const BUILDER_CHECK_MS = 1000;

export interface FollowerHost {
  /** Whether this instance is building or has a build scheduled (then it need not check on the builder). */
  busy(): boolean;
  aborted(): boolean;
  /** The builder is gone and this instance holds the lock now: build what was owed since `since`. */
  takeOver(since: number): void;
}

/**
 * An instance that does not build: it forwards rebuild requests the builder did not hear, remembers that a build is
 * owed to it until one that started after its newest request is published, and meanwhile keeps trying the builder
 * lock, so when the builder dies (its lock goes with its connection) it takes over.
 */
export class BuilderFollower {
  /** Set while another instance owes this one a build that starts after this time (its newest forwarded request). */
  owedSince: number | null = null;
  private check: NodeJS.Timeout | null = null;
  /** When the newest build or render the builder announced started. */
  private lastPublishedStart = -Infinity;

  constructor(
    private readonly bus: ClusterBus,
    private readonly host: FollowerHost,
    private readonly logger: Logger,
  ) {}

  /** Another instance builds: ask it to when it did not hear why, and check that it is alive until a build answers. */
  async forward(since: number, send: boolean, reason: string | null): Promise<void> {
    // the builder heard this change too and already answered it (its renderer is quicker than this debounce)
    if (!send && this.lastPublishedStart >= since) return;
    this.owedSince = Math.max(this.owedSince ?? since, since);
    this.startCheck();
    if (send) await this.bus.send('site-rebuild', { reason });
  }

  /** This instance builds now, which answers every request it made before. */
  answered(): void {
    this.owedSince = null;
    this.stop();
  }

  /** The builder published a build: one that started after this instance's request answers it. */
  published(startedAt: unknown): void {
    if (typeof startedAt !== 'number') return;
    this.lastPublishedStart = Math.max(this.lastPublishedStart, startedAt);
    if (this.owedSince !== null && startedAt >= this.owedSince) this.answered();
  }

  stop(): void {
    if (this.check) clearInterval(this.check);
    this.check = null;
  }

  private startCheck(): void {
    if (this.check) return;
    this.check = setInterval(() => {
      if (this.owedSince === null || this.host.aborted()) return this.stop();
      if (this.host.busy()) return;
      void this.bus.claimBuilder().then((mine) => {
        if (!mine || this.owedSince === null) return;
        this.logger.warn('the storefront builder is gone; this instance builds instead');
        const since = this.owedSince;
        this.answered();
        this.host.takeOver(since);
      });
    }, BUILDER_CHECK_MS);
    this.check.unref?.();
  }
}
