import { seededRandom } from '../core/ids/seeded-random';
import { SlotPostings } from './slot-postings';

describe('SlotPostings', () => {
  it('keeps every list sorted, each slot once, through 40,000 adds, repeats and removes, trims and bitmaps', () => {
    const r = seededRandom(21);
    const postings = new SlotPostings();
    const truth: Set<number>[] = [];
    for (let l = 0; l < 8; l++) {
      postings.open();
      truth.push(new Set());
    }
    for (let step = 0; step < 40_000; step++) {
      const l = Math.floor(r() * 8);
      const slot = r() < 0.5 ? Math.floor(r() * 3000) : step % 3000;
      if (r() < 0.6) {
        postings.add(l, slot);
        truth[l].add(slot);
      } else {
        postings.remove(l, slot);
        truth[l].delete(slot);
      }
      if (step % 10_000 === 0) postings.trim();
    }
    for (let l = 0; l < 8; l++) {
      expect(Array.from(postings.slots(l))).toEqual([...truth[l]].sort((a, b) => a - b));
      expect(postings.count(l)).toBe(truth[l].size);
      const bits = new Uint32Array(3000 / 32 + 1);
      postings.markBits(l, bits);
      for (let d = 0; d < 3000; d++) expect(((bits[d >>> 5] >>> (d & 31)) & 1) === 1).toBe(truth[l].has(d));
    }
  });
});
