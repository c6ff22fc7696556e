/**
 * Files per member per minute on this instance, as a sliding window of the times each file was sent. Kept in memory:
 * it guards this instance's CPU and disk, and a member spread over several instances is still bounded by the quota
 * of unsaved uploads that PostgreSQL counts.
 */
export class UploadRate {
  private readonly sent = new Map<string, number[]>();

  constructor(
    readonly perMinute: number,
    private readonly windowMs = 60_000,
  ) {}

  /** Records `files` for `memberId`, or answers the seconds to wait (nothing recorded) when that would pass the limit. */
  take(memberId: string, files: number, now = Date.now()): number {
    const times = (this.sent.get(memberId) ?? []).filter((at) => at > now - this.windowMs);
    if (times.length + files > this.perMinute) {
      this.sent.set(memberId, times);
      // wait until enough of the oldest files have left the window (all of them when the request alone is too big)
      const freeing = times[Math.min(times.length, times.length + files - this.perMinute) - 1] ?? now;
      return Math.max(1, Math.ceil((freeing + this.windowMs - now) / 1000));
    }
    for (let i = 0; i < files; i++) times.push(now);
    this.sent.set(memberId, times);
    if (this.sent.size > 1000) this.forgetIdle(now);
    return 0;
  }

  private forgetIdle(now: number): void {
    for (const [id, times] of this.sent) if (!times.some((at) => at > now - this.windowMs)) this.sent.delete(id);
  }
}
