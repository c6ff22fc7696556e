import { ERROR_CATALOGUE } from '@shop/common';
import { AppError } from './errors';

/**
 * Answered when the instance already has as much of one kind of work as it can do well: a fast "try again in a
 * second" for some callers instead of every caller waiting many seconds in an ever longer queue.
 */
export class BusyError extends AppError {
  readonly status = 503;
  constructor(override readonly retryAfterSeconds = 1) {
    super(ERROR_CATALOGUE[503].fallback);
  }
}

export interface AdmissionLimits {
  /** How many may run at once. */
  active: number;
  /** How many may wait for a free place; any more are turned away at once. */
  waiting: number;
  /** How long one may wait before it is turned away. */
  maxWaitMs: number;
}

interface Waiter {
  admit: () => void;
  timer: NodeJS.Timeout;
}

/**
 * Admission control for expensive work: at most `active` run at once, a bounded queue waits (first come, first
 * served) for at most `maxWaitMs`, and the rest are turned away with BusyError. On two cores, running more heavy
 * queries at once only makes every one of them slower; waiting without a bound turns a burst into minutes of latency.
 */
export class AdmissionGate {
  private running = 0;
  private readonly queue: Waiter[] = [];

  constructor(private readonly limits: AdmissionLimits) {}

  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.queue.length };
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.enter();
    try {
      return await work();
    } finally {
      this.leave();
    }
  }

  private enter(): Promise<void> {
    if (this.running < this.limits.active) {
      this.running++;
      return Promise.resolve();
    }
    if (this.queue.length >= this.limits.waiting) return Promise.reject(new BusyError());
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        admit: () => {
          clearTimeout(waiter.timer);
          this.running++;
          resolve();
        },
        timer: setTimeout(() => {
          this.queue.splice(this.queue.indexOf(waiter), 1);
          reject(new BusyError());
        }, this.limits.maxWaitMs),
      };
      this.queue.push(waiter);
    });
  }

  private leave(): void {
    this.running--;
    this.queue.shift()?.admit();
  }
}

/** Limits from the environment (`<PREFIX>_ACTIVE`, `_WAITING`, `_WAIT_MS`), each falling back to its default when unset or not a number. */
export function admissionLimitsFromEnv(prefix: string, defaults: AdmissionLimits): AdmissionLimits {
  const read = (name: string, fallback: number, min: number) => {
    const raw = Number(process.env[`${prefix}_${name}`]);
    return process.env[`${prefix}_${name}`] !== undefined && Number.isInteger(raw) && raw >= min ? raw : fallback;
  };
  return {
    active: read('ACTIVE', defaults.active, 1),
    waiting: read('WAITING', defaults.waiting, 0),
    maxWaitMs: read('WAIT_MS', defaults.maxWaitMs, 0),
  };
}
