import { getHeapStatistics } from 'node:v8';
import { settleHeap } from './settle-heap';

describe('settleHeap', () => {
  it('collects garbage left in the heap at once (no flag given to node)', () => {
    expect(settleHeap()).toBe(true);
    const before = getHeapStatistics().used_heap_size;
    // about 100 MB of short rows dropped at once, as a catalog load drops its rows
    let rows: { id: string; text: string }[] | null = Array.from({ length: 400_000 }, (_, i) => ({ id: `p${i}`, text: `row ${i} `.repeat(20) }));
    expect(getHeapStatistics().used_heap_size - before).toBeGreaterThan(50 * 1024 ** 2);
    rows = null;
    expect(settleHeap()).toBe(true);
    expect(getHeapStatistics().used_heap_size - before).toBeLessThan(20 * 1024 ** 2);
    expect(rows).toBeNull();
  });
});
