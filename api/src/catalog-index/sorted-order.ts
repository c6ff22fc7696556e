/**
 * The index's slots kept sorted ascending by one sort key (ties broken down to the id, so the order is total and
 * each slot has exactly one place). A list walks it forwards or backwards instead of sorting its matches; a change
 * moves one slot (a binary search and a block copy), so the order never needs a full re-sort after start.
 */
export class SortedOrder {
  private slots = new Int32Array(1024);
  private count = 0;

  constructor(private readonly compare: (a: number, b: number) => number) {}

  get length(): number {
    return this.count;
  }

  at(i: number): number {
    return this.slots[i];
  }

  /** Builds the order from scratch (at load). */
  reset(all: number[]): void {
    all.sort(this.compare);
    this.slots = new Int32Array(Math.max(1024, all.length * 2));
    this.slots.set(all);
    this.count = all.length;
  }

  /**
   * Builds the order from slots already sorted elsewhere (PostgreSQL at load), checking each neighbouring pair with
   * this order's own comparison: a pair out of order (a collation that is not code point order) sorts here instead.
   */
  resetSorted(sorted: Int32Array): void {
    let ok = true;
    for (let i = 1; i < sorted.length && ok; i++) ok = this.compare(sorted[i - 1], sorted[i]) < 0;
    if (!ok) return this.reset(Array.from(sorted));
    this.slots = new Int32Array(Math.max(1024, sorted.length * 2));
    this.slots.set(sorted);
    this.count = sorted.length;
  }

  insert(slot: number): void {
    if (this.count === this.slots.length) {
      const grown = new Int32Array(this.slots.length * 2);
      grown.set(this.slots);
      this.slots = grown;
    }
    const at = this.search(slot);
    this.slots.copyWithin(at + 1, at, this.count);
    this.slots[at] = slot;
    this.count++;
  }

  /** Call while the slot's columns still hold the values it was sorted by. */
  remove(slot: number): void {
    const at = this.search(slot);
    if (at < this.count && this.slots[at] === slot) {
      this.slots.copyWithin(at, at + 1, this.count);
      this.count--;
      return;
    }
    // not where its values say (should not happen): find it by scanning rather than leave a stale entry
    const i = this.slots.subarray(0, this.count).indexOf(slot);
    if (i >= 0) {
      this.slots.copyWithin(i, i + 1, this.count);
      this.count--;
    }
  }

  /** The first position whose slot sorts at or after `slot`. */
  private search(slot: number): number {
    let lo = 0;
    let hi = this.count;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(this.slots[mid], slot) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
