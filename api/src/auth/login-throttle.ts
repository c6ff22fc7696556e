import { LOGIN_THROTTLE } from '@shop/common';

/** Where failed sign-ins are counted. In memory by default; a shared store (Redis, PostgreSQL) can replace it for several API processes. */
export interface ThrottleStore {
  /** Failures recorded under `key` since `since` (ms epoch). */
  count(key: string, since: number): Promise<number>;
  add(key: string, at: number): Promise<void>;
  clear(key: string): Promise<void>;
  /** Oldest failure still inside the window, to tell the caller when to retry. */
  oldest(key: string, since: number): Promise<number | null>;
}

export const THROTTLE_STORE = Symbol('THROTTLE_STORE');

export class MemoryThrottleStore implements ThrottleStore {
  private readonly hits = new Map<string, number[]>();

  private prune(key: string, since: number): number[] {
    const kept = (this.hits.get(key) ?? []).filter((t) => t >= since);
    if (kept.length) this.hits.set(key, kept);
    else this.hits.delete(key);
    return kept;
  }
  async count(key: string, since: number) {
    return this.prune(key, since).length;
  }
  async add(key: string, at: number) {
    const list = this.hits.get(key) ?? [];
    list.push(at);
    this.hits.set(key, list);
  }
  async clear(key: string) {
    this.hits.delete(key);
  }
  async oldest(key: string, since: number) {
    return this.prune(key, since)[0] ?? null;
  }
}

/** Blocks a sign-in when its email or its IP has failed too often in the window. */
export class LoginThrottle {
  constructor(private readonly store: ThrottleStore, private readonly now: () => number = Date.now) {}

  private keys(email: string, ip: string): string[] {
    return [`email:${email.trim().toLowerCase()}`, `ip:${ip}`];
  }

  /** Seconds until a retry is allowed, or 0 when the attempt may proceed. */
  async retryAfter(email: string, ip: string): Promise<number> {
    const since = this.now() - LOGIN_THROTTLE.windowMs;
    let wait = 0;
    for (const key of this.keys(email, ip)) {
      if ((await this.store.count(key, since)) >= LOGIN_THROTTLE.maxFailures) {
        const oldest = (await this.store.oldest(key, since)) ?? this.now();
        wait = Math.max(wait, Math.ceil((oldest + LOGIN_THROTTLE.windowMs - this.now()) / 1000));
      }
    }
    return wait;
  }

  async fail(email: string, ip: string): Promise<void> {
    for (const key of this.keys(email, ip)) await this.store.add(key, this.now());
  }

  async succeed(email: string): Promise<void> {
    await this.store.clear(this.keys(email, '')[0]);
  }
}
