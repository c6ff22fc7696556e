/**
 * Posting lists of slots, each a sorted Int32Array grown by doubling (4 bytes a slot, where a JavaScript array of
 * numbers takes 8 and an object header): a word's list is one contiguous block, a change is a binary search and a
 * block move instead of indexOf and splice.
 */
export class SlotPostings {
  private lists: Int32Array[] = [];
  private counts: number[] = [];

  get length(): number {
    return this.lists.length;
  }

  /** A new, empty list; its number. */
  open(): number {
    this.lists.push(new Int32Array(4));
    this.counts.push(0);
    return this.lists.length - 1;
  }

  /** Adds `slot` to list `l` (kept sorted; a slot already there stays once). */
  add(l: number, slot: number): void {
    let list = this.lists[l];
    const n = this.counts[l];
    // slots are mostly added in increasing order (a load, a new product): append without a search
    if (n > 0 && list[n - 1] >= slot) {
      const at = this.search(list, n, slot);
      if (at < n && list[at] === slot) return;
      if (n === list.length) list = this.grow(l);
      list.copyWithin(at + 1, at, n);
      list[at] = slot;
    } else {
      if (n === list.length) list = this.grow(l);
      list[n] = slot;
    }
    this.counts[l] = n + 1;
  }

  remove(l: number, slot: number): void {
    const list = this.lists[l];
    const n = this.counts[l];
    const at = this.search(list, n, slot);
    if (at >= n || list[at] !== slot) return;
    list.copyWithin(at, at + 1, n);
    this.counts[l] = n - 1;
    // a list that shrank to a quarter of its room gives half of it back
    if (list.length > 16 && n - 1 < list.length / 4) this.lists[l] = list.slice(0, list.length / 2);
  }

  /** List `l`'s slots, ascending (a view: valid until the list changes). */
  slots(l: number): Int32Array {
    return this.lists[l].subarray(0, this.counts[l]);
  }

  count(l: number): number {
    return this.counts[l];
  }

  /** Sets every slot of list `l` in the bitmap `bits` (bit d of word d >>> 5). */
  markBits(l: number, bits: Uint32Array): void {
    const list = this.lists[l];
    const n = this.counts[l];
    for (let i = 0; i < n; i++) {
      const d = list[i];
      bits[d >>> 5] |= 1 << (d & 31);
    }
  }

  /** Trims every list's spare room (after a load, when the lists stop growing for a while). */
  trim(): void {
    for (let l = 0; l < this.lists.length; l++) {
      if (this.lists[l].length > this.counts[l]) this.lists[l] = this.lists[l].slice(0, Math.max(4, this.counts[l]));
    }
  }

  private grow(l: number): Int32Array {
    const old = this.lists[l];
    const grown = new Int32Array(old.length * 2);
    grown.set(old);
    this.lists[l] = grown;
    return grown;
  }

  private search(list: Int32Array, n: number, slot: number): number {
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (list[mid] < slot) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
