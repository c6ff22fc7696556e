import type { DataSource } from 'typeorm';
import { summaryQuery, toSummary, type ListSummary, type SummaryRow } from './product-list.sql';
import type { ProductFilter } from './product-query';
import type { SearchPattern } from './search-ranking.sql';
import { SummaryCache } from './summary-cache';

/** The summary cache plus the summaries being computed, so shoppers asking the same one at the same time share one computation. */
export class SharedSummaries extends SummaryCache {
  private readonly building = new Map<string, Promise<ListSummary>>();

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
