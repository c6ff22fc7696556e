import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchProducts, type ProductQuery } from '../../lib/api/api';
import type { Facets, ProductList } from '../../model/types';
import { toCardProduct, type CardProduct } from '../../components/ProductCard';
import { parseListing, toProductQuery, type Listing, type ListingKind } from '../../lib/listing/query';

export interface ListingResults {
  products: CardProduct[];
  total: number;
  totalPages: number;
  page: number;
  facets?: Facets;
}

export interface ListingOptions {
  kind: ListingKind;
  /** Parts of the listing its address does not carry (a category page's category). */
  fixed?: Partial<Listing>;
  /** The page the path names (prebuilt category pages); the address's ?page= wins. */
  pathPage?: number;
  /** Results already on the page (the prebuilt HTML): shown, and not asked for again while `stillShows` says they match. */
  initial?: ListingResults | null;
  /** Show 'loading' before the first answer (a listing with nothing prebuilt that always asks). */
  startsLoading?: boolean;
  stillShows?: (l: Listing) => boolean;
  /** Whether there is anything to ask for; without it the listing has no results (search's 'Start Exploring'). */
  wants?: (l: Listing) => boolean;
  /** The address of a listing, written to history whenever the shopper changes it. */
  href: (l: Listing) => string;
  /** Also write the address after reading it (a shared link becomes the page's canonical form). */
  rewriteOnLoad?: boolean;
  /** Read the address again on back and forward. */
  followHistory?: boolean;
  /** An answer already under way for this query (search's prefetch). */
  prefetched?: (q: ProductQuery) => Promise<ProductList> | null;
  load?: (q: ProductQuery, signal: AbortSignal) => Promise<ProductList>;
  onResults?: (res: ProductList) => void;
  /** Called with each listing read from the address; `first` on the page's load, not on back and forward. */
  onRead?: (l: Listing, first: boolean) => void;
}

/**
 * One product listing kept in the address: reads it, asks the API (aborting the previous question when the
 * shopper changes their mind), and writes each change back so the view can be shared and reloaded.
 * `listing` is null until the address has been read (the server render does not know it).
 */
export function useProductListing(o: ListingOptions) {
  const [listing, setListing] = useState<Listing | null>(null);
  const [results, setResults] = useState<ListingResults | null>(o.initial ?? null);
  const [loading, setLoading] = useState(!!o.startsLoading);
  const [error, setError] = useState(false);
  const [reload, setReload] = useState(0);
  const write = useRef<'pushState' | 'replaceState' | null>(null);
  const first = useRef(true);
  const opts = useRef(o);
  opts.current = o;

  useEffect(() => {
    const read = (load: boolean) => {
      const { kind, fixed, pathPage, rewriteOnLoad } = opts.current;
      write.current = load && rewriteOnLoad ? 'replaceState' : null;
      const l = { ...parseListing(location.search, kind, pathPage ?? 1), ...fixed };
      setListing(l);
      opts.current.onRead?.(l, load);
    };
    read(true);
    if (!opts.current.followHistory) return;
    const onPop = () => read(false);
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);

  useEffect(() => {
    if (!listing) return;
    const { initial, stillShows, wants, href, prefetched, load = fetchProducts, onResults } = opts.current;
    if (first.current && initial && stillShows?.(listing)) {
      first.current = false;
      return;
    }
    first.current = false;
    if (write.current) history[write.current](null, '', href(listing));
    write.current = opts.current.rewriteOnLoad ? 'replaceState' : null;
    if (wants && !wants(listing)) {
      setResults(null);
      return;
    }
    const ctrl = new AbortController();
    setLoading(true);
    setError(false);
    const query = toProductQuery(listing);
    (prefetched?.(query) ?? load(query, ctrl.signal))
      .then((res) => {
        if (ctrl.signal.aborted) return;
        setResults({
          products: res.products.map(toCardProduct),
          total: res.pagination.total,
          totalPages: res.pagination.totalPages,
          page: res.pagination.page ?? listing.page,
          facets: res.facets,
        });
        onResults?.(res);
        setLoading(false);
      })
      .catch((err) => {
        if ((err as Error).name === 'AbortError') return;
        setError(true);
        setLoading(false);
      });
    return () => ctrl.abort();
  }, [listing, reload]);

  /** Change the listing; any change but paging goes back to page 1. Pushes a history entry when asked. */
  const update = useCallback((patch: Partial<Listing>, how: { push?: boolean } = {}) => {
    write.current = how.push ? 'pushState' : 'replaceState';
    setListing((l) => ({ ...(l ?? { ...parseListing('', opts.current.kind), ...opts.current.fixed }), ...patch, page: patch.page ?? 1 }));
  }, []);

  const retry = useCallback(() => setReload((n) => n + 1), []);

  return { listing, results, loading, error, update, retry };
}
