import { ERROR_CATALOGUE } from '@shop/common';
import { AppError } from '../validation/errors';

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
  /** How many places (running and waiting) one client may hold at once; its next ones are turned away at once. Unset: no cap. */
  perClient?: number;
}

interface Waiter {
  client: string;
  admit: () => void;
  timer: NodeJS.Timeout;
}

/**
 * Admission control for expensive work: at most `active` run at once, a bounded queue waits for at most `maxWaitMs`,
 * and the rest are turned away with BusyError. On two cores, running more heavy queries at once only makes every one
 * of them slower; waiting without a bound turns a burst into minutes of latency.
 *
 * Each client (an address) holds at most `perClient` places, and a freed place goes to the waiter whose client holds
 * the fewest places (the longest waiting among those): one client sending many requests at once cannot fill the queue and
 * make everyone else's requests be turned away; it only waits behind itself.
 */
export class AdmissionGate {
  private running = 0;
  private readonly queue: Waiter[] = [];
  /** Places held per client: running and waiting. */
  private readonly held = new Map<string, number>();

  constructor(private readonly limits: AdmissionLimits) {}

  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.queue.length };
  }

  /** Runs `work` once admitted; `client` names who asks (their address), so each gets a fair share. */
  async run<T>(work: () => Promise<T>, client = ''): Promise<T> {
    await this.enter(client);
    try {
      return await work();
    } finally {
      this.leave(client);
    }
  }

  private enter(client: string): Promise<void> {
    if ((this.held.get(client) ?? 0) >= (this.limits.perClient ?? Infinity)) return Promise.reject(new BusyError());
    if (this.running < this.limits.active) {
      this.take(client);
      this.running++;
      return Promise.resolve();
    }
    if (this.queue.length >= this.limits.waiting) return Promise.reject(new BusyError());
    this.take(client);
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        client,
        admit: () => {
          clearTimeout(waiter.timer);
          this.running++;
          resolve();
        },
        timer: setTimeout(() => {
          this.queue.splice(this.queue.indexOf(waiter), 1);
          this.release(client);
          reject(new BusyError());
        }, this.limits.maxWaitMs),
      };
      this.queue.push(waiter);
    });
  }

  private leave(client: string): void {
    this.running--;
    this.release(client);
    if (!this.queue.length) return;
    // the waiter whose client holds the fewest places goes next; the queue is short (at most `waiting`), so a scan is cheap
    let pick = 0;
    for (let i = 1; i < this.queue.length; i++) {
      if ((this.held.get(this.queue[i].client) ?? 0) < (this.held.get(this.queue[pick].client) ?? 0)) pick = i;
    }
    this.queue.splice(pick, 1)[0].admit();
  }

  private take(client: string): void {
    this.count(client, 1);
  }

  private release(client: string): void {
    this.count(client, -1);
  }

  private count(client: string, by: number): void {
    const n = (this.held.get(client) ?? 0) + by;
    if (n > 0) this.held.set(client, n);
    else this.held.delete(client);
  }
}

/** Limits from the environment (`<PREFIX>_ACTIVE`, `_WAITING`, `_WAIT_MS`, `_PER_CLIENT`), each falling back to its default when unset or not a number. */
export function admissionLimitsFromEnv(prefix: string, defaults: AdmissionLimits): AdmissionLimits {
  const read = (name: string, fallback: number, min: number) => {
    const raw = Number(process.env[`${prefix}_${name}`]);
    return process.env[`${prefix}_${name}`] !== undefined && Number.isInteger(raw) && raw >= min ? raw : fallback;
  };
  return {
    active: read('ACTIVE', defaults.active, 1),
    waiting: read('WAITING', defaults.waiting, 0),
    maxWaitMs: read('WAIT_MS', defaults.maxWaitMs, 0),
    perClient: defaults.perClient === undefined ? undefined : read('PER_CLIENT', defaults.perClient, 1),
  };
}
