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
  const counts = [new Map<number, number>(), new Map<number, number>()];
  for (let i = 0; i < matched; i++) {
    const d = matches[i];
    const group = counts[mark[d] - 1];
    const r = rank[d];
    group.set(r, (group.get(r) ?? 0) + 1);
  }
  // how many of each rank the page needs, in the page's order of ranks
  const quota = [new Map<number, number>(), new Map<number, number>()];
  const reached: [number, number][] = [];
  let before = 0;
  let wanted = 0;
  for (let g = 0; g < 2 && before < need; g++) {
    for (const r of [...counts[g].keys()].sort((a, b) => (asc ? a - b : b - a))) {
      if (before >= need) break;
      const count = counts[g].get(r)!;
      const take = Math.min(count, need - before);
      quota[g].set(r, take);
      reached.push([g, r]);
      before += count;
      wanted += take;
    }
  }
  const found = [new Map<number, number[]>(), new Map<number, number[]>()];
  for (let i = order.length - 1; i >= 0 && wanted > 0; i--) {
    const d = order.at(i);
    const m = mark[d];
    if (m === 0) continue;
    const r = rank[d];
    const q = quota[m - 1].get(r);
    if (q === undefined) continue;
    let list = found[m - 1].get(r);
    if (!list) found[m - 1].set(r, (list = []));
    if (list.length < q) {
      list.push(d);
      wanted--;
    }
  }
  const out: number[] = [];
  for (const [g, r] of reached) for (const d of found[g].get(r) ?? []) out.push(d);
  return out.slice(offset, need);
}
