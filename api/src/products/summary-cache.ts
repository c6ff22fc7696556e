import { ExpiringCache } from '../core/load/expiring-cache';
import type { ListSummary } from './product-list.sql';

/**
 * Totals and facets of public lists, keyed by the filter without its sort and page: a shopper paging or re-sorting
 * a category or a search asks the same summary again, and it costs a pass over every match while the page itself
 * is a short index read. Cleared together with the list cache on every product or category change; entries also
 * expire. A summary computed before a change is never stored after it (generation check).
 */
export class SummaryCache extends ExpiringCache<ListSummary> {
  constructor(ttlMs: number, maxEntries = 5000) {
    super(ttlMs, maxEntries);
  }
}
