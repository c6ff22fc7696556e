import type { SortedOrder } from './sorted-order';

/**
 * The page of a relevance list: the matches in groups (the others, then the sold-out ones when they go last), each
 * group by rank in the asked direction, each rank newest first (`order` walked from its end). The ranks are counted
 * first, so the walk keeps only the matches of the ranks the page reaches and stops as soon as it holds them: a broad
 * word's first page no longer walks the whole catalog and files every match. `mark` is 1 or 2 (the group) for a
 * match, 0 otherwise; `matches[0, matched)` are the matches.
 */
export function rankedPage(
  order: SortedOrder,
  mark: Uint8Array,
  rank: Float64Array,
  matches: Int32Array,
  matched: number,
  asc: boolean,
  offset: number,
  need: number,
): number[] {
  // a rank is a sum of 4, 2, 1.5 and 1, so twice a rank is a small whole number: counts and quotas are typed arrays
  // indexed by group and twice the rank, not maps (a broad word has tens of thousands of matches to count)
  let top = 0;
  for (let i = 0; i < matched; i++) {
    const r2 = rank[matches[i]] * 2;
    if (r2 > top) top = r2;
  }
  const width = top + 1;
  const counts = new Int32Array(2 * width);
  for (let i = 0; i < matched; i++) {
    const d = matches[i];
    counts[(mark[d] - 1) * width + rank[d] * 2]++;
  }
  // how many of each rank the page needs, in the page's order of ranks (0: a rank the page does not reach)
  const quota = new Int32Array(2 * width);
  const reached: number[] = [];
  let before = 0;
  let wanted = 0;
  for (let g = 0; g < 2 && before < need; g++) {
    for (let k = 0; k < width && before < need; k++) {
      const at = g * width + (asc ? k : top - k);
      const count = counts[at];
      if (count === 0) continue;
      const take = Math.min(count, need - before);
      quota[at] = take;
      reached.push(at);
      before += count;
      wanted += take;
    }
  }
  const found: number[][] = [];
  for (const at of reached) found[at] = [];
  for (let i = order.length - 1; i >= 0 && wanted > 0; i--) {
    const d = order.at(i);
    const m = mark[d];
    if (m === 0) continue;
    const at = (m - 1) * width + rank[d] * 2;
    const q = quota[at];
    if (q === 0) continue;
    const list = found[at];
    if (list.length < q) {
      list.push(d);
      wanted--;
    }
  }
  const out: number[] = [];
  for (const at of reached) for (const d of found[at]) out.push(d);
  return out.slice(offset, need);
}
