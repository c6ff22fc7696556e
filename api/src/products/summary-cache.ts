import type { ListSummary } from './product-list.sql';

/**
 * Totals and facets of public lists, keyed by the filter without its sort and page: a shopper paging or re-sorting
 * a category or a search asks the same summary again, and it costs a pass over every match while the page itself
 * is a short index read. Cleared together with the list cache on every product or category change; entries also
 * expire. A summary computed before a change is never stored after it (generation check).
 */
export class SummaryCache {
  private readonly entries = new Map<string, { value: ListSummary; expires: number }>();
  private gen = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 5000,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get generation(): number {
    return this.gen;
  }

  get(key: string, now = Date.now()): ListSummary | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expires <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  set(key: string, value: ListSummary, generation: number, now = Date.now()): void {
    if (!this.enabled || generation !== this.gen) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, expires: now + this.ttlMs });
  }

  clear(): void {
    this.gen++;
    this.entries.clear();
  }
}
