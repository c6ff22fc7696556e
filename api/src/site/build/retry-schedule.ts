import type { Logger } from '@nestjs/common';
import { RETRY_MAX_MS } from '../config/site.config';

/**
 * When a failed storefront build is tried again: after firstDelayMs, doubling with every failure in a row (capped at
 * RETRY_MAX_MS), until one succeeds. Any new request replaces the pending retry.
 */
export class RetrySchedule {
  /** Failed attempts since the last success. */
  failures = 0;
  nextRetryAt: string | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly firstDelayMs: number,
    private readonly logger: Logger,
  ) {}

  failed(): void {
    this.failures++;
  }

  succeeded(): void {
    this.failures = 0;
    this.clear();
  }

  /** Runs `retry` after the delay this many failures earn; a retry already pending stays as it is. */
  schedule(retry: () => void): void {
    if (this.timer) return;
    const delay = Math.min(this.firstDelayMs * 2 ** Math.min(this.failures - 1, 20), RETRY_MAX_MS);
    this.nextRetryAt = new Date(Date.now() + delay).toISOString();
    this.logger.warn(`storefront: trying again in ${Math.round(delay / 1000)} s (failure ${this.failures}); the last good build stays served`);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.nextRetryAt = null;
      retry();
    }, delay);
    this.timer.unref?.();
  }

  clear(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.nextRetryAt = null;
  }
}
