/**
 * At most `perWindow` events per key in any window (a minute unless told), as a sliding window of the times each
 * event was taken. Kept in memory, so it bounds the work of this instance only: uploads count files per member, the
 * order routes count requests per client source (`clientSource`). Limits that must hold across instances are counted
 * in PostgreSQL by their owners (the sign-in throttle, the order intake).
 */
export class RateLimit {
  private readonly sent = new Map<string, number[]>();

  constructor(
    readonly perWindow: number,
    private readonly windowMs = 60_000,
  ) {}

  /** Records `count` events for `key`, or answers the seconds to wait (nothing recorded) when that would pass the limit. */
  take(key: string, count: number, now = Date.now()): number {
    const times = (this.sent.get(key) ?? []).filter((at) => at > now - this.windowMs);
    if (times.length + count > this.perWindow) {
      this.sent.set(key, times);
      // wait until enough of the oldest events have left the window (all of them when the request alone is too big)
      const freeing = times[Math.min(times.length, times.length + count - this.perWindow) - 1] ?? now;
      return Math.max(1, Math.ceil((freeing + this.windowMs - now) / 1000));
    }
    for (let i = 0; i < count; i++) times.push(now);
    this.sent.set(key, times);
    if (this.sent.size > 1000) this.forgetIdle(now);
    return 0;
  }

  private forgetIdle(now: number): void {
    for (const [key, times] of this.sent) if (!times.some((at) => at > now - this.windowMs)) this.sent.delete(key);
  }
}
