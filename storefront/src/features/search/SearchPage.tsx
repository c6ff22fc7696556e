import '../../i18n/ready';
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { POPULAR_SEARCHES, type Condition } from '@shop/common';
import { localePath, type Lang } from '../../i18n/lang';
import { useT } from '../../i18n/use-t';
import { fill, plural } from '../../i18n/plural';
import type { Dictionary } from '../../i18n/en';
import { localName } from '../../i18n/content';
import { type CardLicence, ProductGrid, SkeletonGrid } from '../../components/ProductCard';
import { Pagination, PageSizeSelect } from '../../components/Pagination';
import { Icon } from '../../components/Icon';
import { $cartQuantities } from '../cart-store/store';
import { recordSearch } from './history';
import { takeSearchPrefetch } from './prefetch';
import { useFirstResultsStandIn } from './first-results-stand-in';
import { SearchBar } from './SearchBar';
import { ListingFilters } from '../listing/ListingFilters';
import { LoadFailed } from '../listing/LoadFailed';
import { EMPTY_LISTING, PRICE_FILTER, SEARCH_LISTING, SORT_OPTIONS, hasSearch, listingToQuery, type Listing } from '../../lib/listing/query';
import { useProductListing } from '../listing/useProductListing';
import { sortSizes, type SizeOption } from '../../lib/listing/sizes';

interface Props {
  lang: Lang;
  categories: { id: string; name: string; nameAr?: string | null }[];
  /** The Ministry's discount licence, named on each card with a struck price (null: none entered). */
  licence?: CardLicence | null;
}

function PopularChips({ lang }: { lang: Lang }) {
  return (
    <div className="popular" style={{ justifyContent: 'center' }}>
      {POPULAR_SEARCHES.map((k) => (
        <a key={k} className="chip" href={`${localePath(lang, '/search')}?keyword=${encodeURIComponent(k)}`} lang={lang === 'ar' ? 'en' : undefined}>
          {k}
        </a>
      ))}
    </div>
  );
}

/** /search: server-side search with suggestions, filters, sort, count and the three empty states (start, no results, no match). */
export default function SearchPage({ lang, categories: raw, licence = null }: Props) {
  const d = useT(lang);
  const categories = raw.map((c) => ({ id: c.id, name: localName(lang, c).text }));
  const quantities = useStore($cartQuantities);
  const [input, setInput] = useState('');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [brandOptions, setBrandOptions] = useState<string[]>([]);
  const [sizeOptions, setSizeOptions] = useState<SizeOption[]>([]);
  const {
    listing: params,
    results,
    loading,
    error,
    update: change,
    retry,
  } = useProductListing({
    kind: SEARCH_LISTING,
    wants: hasSearch,
    href: (l) => {
      const q = listingToQuery(l, SEARCH_LISTING);
      return `${localePath(lang, '/search')}${q ? `?${q}` : ''}`;
    },
    followHistory: true,
    prefetched: takeSearchPrefetch,
    onResults: (res) => {
      const brands = res.facets?.brands?.map((b) => b.value) ?? [];
      setBrandOptions((prev) => [...new Set([...prev, ...brands])].sort((a, b) => a.localeCompare(b)));
      // the sizes in stock among this search's matches under the other filters, with their counts
      setSizeOptions(sortSizes(res.facets?.sizes ?? []));
    },
    onRead: (l, first) => {
      setInput(l.keyword);
      if (first && l.keyword) recordSearch(l.keyword);
    },
  });
  const current = params ?? EMPTY_LISTING;
  /** A change of the listing shows its keyword in the search bar again. */
  const update = (patch: Partial<Listing>, push = false) => {
    change(patch, { push });
    setInput(patch.keyword ?? current.keyword);
  };

  const submit = (term: string) => {
    const keyword = term.trim();
    if (!keyword && !hasSearch({ ...current, keyword: '' })) return; // blank searches are ignored
    recordSearch(keyword);
    update({ keyword }, true);
  };

  const categoryName = (id: string) => categories.find((c) => c.id === id)?.name ?? d.search.categoryFallback;
  const brand = current.brands[0] ?? '';
  const active: { label: string; clear: Partial<Listing> }[] = [];
  if (current.category) active.push({ label: categoryName(current.category), clear: { category: '' } });
  if (brand) active.push({ label: brand, clear: { brands: [] } });
  if (current.condition) active.push({ label: d.conditions[current.condition as Condition], clear: { condition: '' } });
  if (current.minPrice || current.maxPrice)
    active.push({
      label: fill(d.search.priceChip, { min: current.minPrice || PRICE_FILTER.min, max: current.maxPrice || PRICE_FILTER.max }),
      clear: { minPrice: '', maxPrice: '' },
    });
  if (current.featured) active.push({ label: d.search.featured, clear: { featured: false } });
  for (const size of current.sizes)
    active.push({ label: fill(d.listing.sizeChip, { size }), clear: { sizes: current.sizes.filter((s) => s !== size) } });

  const pending = params === null;
  const searching = params !== null && hasSearch(params);
  // Until the island has its own first answer, the page's results area (server skeleton, then the inline script's cards) shows.
  const standIn = useFirstResultsStandIn(pending || (searching && !error && !results));
  return (
    <div>
      <div className="search-hero">
        <SearchBar lang={lang} value={input} onChange={setInput} onSubmit={submit} />
      </div>

      <div className="listing-bar">
        <button
          type="button"
          className="btn btn-outline btn-sm"
          aria-expanded={filtersOpen}
          aria-controls="search-filters"
          onClick={() => setFiltersOpen((o) => !o)}
        >
          <Icon name="filter" /> {d.listing.filters}
          {active.length ? ` (${active.length})` : ''}
        </button>
        <div className="listing-controls">
          <label className="sr-only" htmlFor="search-sort">
            {d.listing.sortBy}
          </label>
          <select id="search-sort" className="select" value={current.sort} onChange={(e) => update({ sort: e.target.value })}>
            <option value="">{current.keyword ? d.search.bestMatch : d.search.newest}</option>
            {SORT_OPTIONS.filter((o) => current.keyword || o !== 'createdAt:desc').map((o) => (
              <option key={o} value={o}>
                {d.listing.sorts[o]}
              </option>
            ))}
          </select>
        </div>
      </div>

      {filtersOpen ? (
        <ListingFilters
          lang={lang}
          id="search-filters"
          kind={SEARCH_LISTING}
          listing={current}
          update={update}
          brands={brandOptions.map((value) => ({ value }))}
          categories={categories}
          sizes={sizeOptions}
        />
      ) : null}

      {active.length ? (
        <div className="active-filters">
          {active.map((a) => (
            <button
              key={a.label}
              type="button"
              className="chip"
              onClick={() => update(a.clear)}
              aria-label={fill(d.search.removeFilter, { label: a.label })}
            >
              {a.label} <Icon name="close" className="chip-x" />
            </button>
          ))}
          <button type="button" className="chip" onClick={() => update({ ...EMPTY_LISTING, keyword: current.keyword })}>
            {d.search.clearAll}
          </button>
        </div>
      ) : null}

      {pending ? (
        <StartExploring lang={lang} d={d} />
      ) : standIn ? null : !searching ? (
        <StartExploring lang={lang} d={d} />
      ) : error ? (
        <LoadFailed lang={lang} heading="h2" onRetry={retry} />
      ) : !results ? (
        <>
          <p className="result-count">{d.search.searching}</p>
          <SkeletonGrid />
        </>
      ) : results && results.total > 0 ? (
        <>
          <p className="result-count" aria-live="polite" data-result-count={results.total}>
            {plural(lang, results.total, d.search.results)}
            {current.keyword ? fill(d.search.resultsFor, { keyword: current.keyword }) : null}
          </p>
          <ProductGrid lang={lang} products={results.products} loading={loading} quantities={quantities} licence={licence} />
          <Pagination
            lang={lang}
            page={current.page}
            totalPages={results.totalPages}
            onPage={(page) => {
              update({ page });
              scrollTo({ top: 0, behavior: 'smooth' });
            }}
          />
          {results.total > 10 ? <PageSizeSelect lang={lang} id="search-size" value={current.limit} onChange={(limit) => update({ limit })} /> : null}
        </>
      ) : current.keyword ? (
        <div className="empty-state">
          <Icon name="search" />
          <h2>{fill(d.search.noResultsFor, { keyword: current.keyword })}</h2>
          <p>{d.search.noResultsHint}</p>
          <PopularChips lang={lang} />
        </div>
      ) : (
        <div className="empty-state">
          <Icon name="search" />
          <h2>{d.listing.noProducts}</h2>
          <p>{d.search.noFilterMatch}</p>
        </div>
      )}
    </div>
  );
}

function StartExploring({ lang, d }: { lang: Lang; d: Dictionary }) {
  return (
    <div className="empty-state start-exploring">
      <Icon name="sparkle" />
      <h2>{d.search.startExploring}</h2>
      <p>{d.search.startHint}</p>
      <PopularChips lang={lang} />
    </div>
  );
}
