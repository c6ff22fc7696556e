import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let gc: (() => void) | null | undefined;

/**
 * How far the old generation may grow past what a full collection left before the next one, as V8's
 * --heap-growing-percent: 100, twice. V8's own factor for a heap that is quick to mark was 1.1 to 1.2 here: with the
 * read model's 60 MB held, a full collection (a 5-30 ms pause for compaction, on top of incremental marking) every
 * 10 MB of promoted answers, one or two a second at 200 listings a second. Twice the live size costs some 60 MB more
 * at most and leaves tens of seconds between them.
 */
const HEAP_GROWING_PERCENT = 100;

/**
 * A full garbage collection now, where V8 lets one be asked for (true), else nothing (false), and the old generation
 * left room to grow (HEAP_GROWING_PERCENT). Loading 100,000 products leaves some 350 MB of rows and their texts
 * behind in the old generation; collected later, while the instance answers, that took a mark-compact of the whole
 * heap and then one every second or two while V8 shrank its limits back to the 60 MB the read model holds
 * (docs/benchmarks.md: the listings' tail). Collected once before the instance listens, nobody waits for it.
 */
export function settleHeap(): boolean {
  if (gc === undefined) {
    try {
      // node:v8's documented setFlagsFromString, so that node need not be started with these flags
      setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
      setFlagsFromString('--expose-gc');
      const found = runInNewContext('gc') as unknown;
      gc = typeof found === 'function' ? (found as () => void) : null;
    } catch {
      gc = null;
    }
  }
  if (gc === null) return false;
  gc();
  return true;
}
