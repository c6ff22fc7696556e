/**
 * A bounded in-memory cache whose entries expire after `ttlMs` (0 turns it off). clear() bumps a generation: a value
 * computed before a change carries the older generation and is not stored after it. When full, the oldest entry goes.
 */
export class ExpiringCache<T> {
  private readonly entries = new Map<string, { value: T; expires: number }>();
  private gen = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get generation(): number {
    return this.gen;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string, now = Date.now()): T | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expires <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  set(key: string, value: T, generation: number, now = Date.now()): void {
    if (!this.enabled || generation !== this.gen) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, expires: now + this.ttlMs });
  }

  clear(): void {
    this.gen++;
    this.entries.clear();
  }

  /** Drops the entries whose key matches; like clear(), a value computed before this is not stored after it. */
  deleteWhere(matches: (key: string) => boolean): void {
    this.gen++;
    for (const key of this.entries.keys()) if (matches(key)) this.entries.delete(key);
  }
}
