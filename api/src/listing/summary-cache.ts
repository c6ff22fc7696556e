import type { DataSource } from 'typeorm';
import { summaryQuery, toSummary, type ListSummary, type SummaryRow } from '../product-query/product-list.sql';
import type { ProductFilter } from '../product-query/product-query';
import type { SearchPattern } from '../product-query/search-ranking.sql';
import { ExpiringCache } from '../core/load/expiring-cache';

/**
 * Totals and facets of public lists, keyed by the filter without its sort and page: a shopper paging or re-sorting
 * a category or a search asks the same summary again, and it costs a pass over every match while the page itself
 * is a short index read. Cleared together with the list cache on every product or category change; entries also
 * expire. A summary computed before a change is never stored after it (generation check). The summaries being
 * computed are kept too, so shoppers asking the same one at the same time share one computation.
 */
export class SharedSummaries extends ExpiringCache<ListSummary> {
  private readonly building = new Map<string, Promise<ListSummary>>();

  constructor(ttlMs: number, maxEntries = 5000) {
    super(ttlMs, maxEntries);
  }

  /** Total and facets of a list; `key` null means not kept (staff lists). */
  compute(ds: DataSource, filter: ProductFilter, search: SearchPattern[], key: string | null): Promise<ListSummary> {
    const generation = this.generation;
    const flightKey = key === null ? null : `${generation}:${key}`;
    const inFlight = flightKey === null ? undefined : this.building.get(flightKey);
    if (inFlight) return inFlight;
    const q = summaryQuery(filter, search, false);
    const build = (ds.query(q.sql, q.params) as Promise<SummaryRow[]>).then(([row]) => {
      const summary = toSummary(row, filter.facets);
      if (key !== null) this.set(key, summary, generation);
      return summary;
    });
    if (flightKey !== null && this.enabled) {
      this.building.set(flightKey, build);
      void build.catch(() => undefined).finally(() => this.building.delete(flightKey));
    }
    return build;
  }
}
