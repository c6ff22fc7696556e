import { type ComponentProps, useEffect, useState } from 'react';
import { CONDITIONS } from '@shop/common';
import type { Dictionary } from '../../i18n/en';
import type { Lang } from '../../i18n/lang';
import { useT } from '../../i18n/use-t';
import { Select } from '../../components/Select';
import { PRICE_FILTER, hasFilters, type Listing, type ListingKind } from '../../lib/listing/query';
import { sizeOptions, type SizeOption } from '../../lib/listing/sizes';
import { fill, plural } from '../../i18n/plural';

interface Props {
  lang: Lang;
  id: string;
  kind: ListingKind;
  listing: Listing;
  update: (patch: Partial<Listing>) => void;
  /** The brands to offer, with their counts where known. */
  brands: { value: string; count?: number }[];
  /** Offer category, condition and 'featured only' too (/search); without them the filters sit in a sidebar. */
  categories?: { id: string; name: string }[];
  /** The sizes in stock with their counts (the answer's sizes facet, or the prebuilt page's). */
  sizes?: SizeOption[];
}

/**
 * "In stock in my size": one toggle chip per size with its count, several allowed (any of them). Buttons with
 * aria-pressed in a labelled group: Tab reaches each, Space or Enter toggles it, a screen reader hears the size, the
 * count and whether it is chosen. A chosen size the answer no longer counts stays, so it can be unchosen.
 */
function SizeFilter({
  lang,
  id,
  listing,
  update,
  sizes,
  panel,
}: {
  lang: Lang;
  id: string;
  listing: Listing;
  update: Props['update'];
  sizes: SizeOption[];
  panel: boolean;
}) {
  const d = useT(lang);
  const options = sizeOptions(sizes, listing.sizes);
  if (!options.length) return null;
  const toggle = (size: string) =>
    update({ sizes: listing.sizes.includes(size) ? listing.sizes.filter((s) => s !== size) : [...listing.sizes, size] });
  const chips = (
    <div className="size-chips" style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          className="chip"
          aria-pressed={listing.sizes.includes(o.value)}
          aria-label={fill(plural(lang, o.count, d.listing.sizeOption), { size: o.value })}
          onClick={() => toggle(o.value)}
        >
          <bdi>{o.value}</bdi>
          <small aria-hidden="true" style={{ opacity: 0.75 }}>
            {o.count}
          </small>
        </button>
      ))}
    </div>
  );
  // the sidebar's groups are fieldsets; /search's panel labels its fields as the selects beside it are labelled
  return panel ? (
    <div className="field size-filter" role="group" aria-labelledby={`${id}-size`}>
      <span className="field-label" id={`${id}-size`}>
        {d.listing.size}
      </span>
      {chips}
    </div>
  ) : (
    <fieldset className="size-filter">
      <legend>{d.listing.size}</legend>
      {chips}
    </fieldset>
  );
}

/** The "no filter" first option of each of /search's drop-downs. */
const ANY_OPTION = { category: 'allCategories', brand: 'allBrands', condition: 'anyCondition' } as const;

/** One of /search's drop-downs, named by the filter it sets: its id, label and "no filter" option follow from the name. */
function FilterSelect({
  d,
  name,
  ...select
}: { d: Dictionary; name: keyof typeof ANY_OPTION } & Omit<ComponentProps<typeof Select>, 'id' | 'anyLabel'>) {
  return (
    <div className="field">
      <label htmlFor={`f-${name}`}>{d.listing[name]}</label>
      <Select id={`f-${name}`} anyLabel={d.listing[ANY_OPTION[name]]} {...select} />
    </div>
  );
}

/** The price range as typed: applied on blur or Enter, cleaned by the listing's price rule, min and max swapped when reversed. */
function usePriceDraft(kind: ListingKind, listing: Listing, update: Props['update']) {
  const [draft, setDraft] = useState({ min: listing.minPrice, max: listing.maxPrice });
  useEffect(() => setDraft({ min: listing.minPrice, max: listing.maxPrice }), [listing.minPrice, listing.maxPrice]);
  const apply = () => {
    let min = kind.cleanPrice(draft.min);
    let max = kind.cleanPrice(draft.max);
    if (min && max && Number(min) > Number(max)) [min, max] = [max, min];
    setDraft({ min, max });
    if (min !== listing.minPrice || max !== listing.maxPrice) update({ minPrice: min, maxPrice: max });
  };
  return { draft, setDraft, apply };
}

function PriceInputs({ kind, price, d }: { kind: ListingKind; price: ReturnType<typeof usePriceDraft>; d: Dictionary }) {
  return (['min', 'max'] as const).map((k) => (
    <input
      key={k}
      className="input"
      type="number"
      {...kind.priceInput}
      placeholder={k === 'min' ? d.listing.min : d.listing.max}
      aria-label={k === 'min' ? d.listing.minPrice : d.listing.maxPrice}
      value={price.draft[k]}
      onChange={(e) => price.setDraft((d) => ({ ...d, [k]: e.target.value }))}
      onBlur={price.apply}
    />
  ));
}

const submitPrice = (apply: () => void) => (e: React.FormEvent) => {
  e.preventDefault();
  apply();
};

const applyButton = (d: Dictionary) => (
  <button type="submit" className="sr-only">
    {d.listing.applyPrice}
  </button>
);

/** The filters of a product listing: a sidebar of price and brand checkboxes, or /search's panel of selects. */
export function ListingFilters({ lang, id, kind, listing, update, brands, categories, sizes = [] }: Props) {
  const d = useT(lang);
  const price = usePriceDraft(kind, listing, update);
  if (!categories) {
    return (
      <div className="filters" id={id}>
        <fieldset>
          <legend>{d.listing.priceRange}</legend>
          <form className="price-inputs" onSubmit={submitPrice(price.apply)}>
            <PriceInputs kind={kind} price={price} d={d} />
            {applyButton(d)}
          </form>
        </fieldset>
        {brands.length > 0 ? (
          <fieldset>
            <legend>{d.listing.brand}</legend>
            <div className="brand-list" data-scrollbar="hidden">
              {brands.map((b) => (
                <label key={b.value}>
                  <input
                    type="checkbox"
                    checked={listing.brands.includes(b.value)}
                    onChange={(e) =>
                      update({ brands: e.target.checked ? [...listing.brands, b.value] : listing.brands.filter((x) => x !== b.value) })
                    }
                  />
                  {b.value}
                  <small>{b.count}</small>
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        <SizeFilter lang={lang} id={id} listing={listing} update={update} sizes={sizes} panel={false} />
        {hasFilters(listing) ? (
          <button type="button" className="btn btn-outline btn-sm" onClick={() => update({ minPrice: '', maxPrice: '', brands: [], sizes: [] })}>
            {d.listing.clearFilters}
          </button>
        ) : null}
      </div>
    );
  }
  const brand = listing.brands[0] ?? '';
  const categoryOptions = categories.map((c) => ({ value: c.id, label: c.name }));
  const brandOptions = [...new Set([...brands.map((b) => b.value), ...(brand ? [brand] : [])])].map((b) => ({ value: b, label: b }));
  const conditionOptions = CONDITIONS.map((c) => ({ value: c, label: d.conditions[c] }));
  return (
    <div className="filters" id={id} style={{ marginBottom: 16 }}>
      <div className="filters-grid">
        <FilterSelect d={d} name="category" value={listing.category} options={categoryOptions} onChange={(category) => update({ category })} />
        <FilterSelect d={d} name="brand" value={brand} options={brandOptions} onChange={(b) => update({ brands: b ? [b] : [] })} />
        <FilterSelect d={d} name="condition" value={listing.condition} options={conditionOptions} onChange={(condition) => update({ condition })} />
        <form className="field" onSubmit={submitPrice(price.apply)}>
          <span className="field-label">{fill(d.listing.searchPrice, PRICE_FILTER)}</span>
          <div className="price-inputs">
            <PriceInputs kind={kind} price={price} d={d} />
          </div>
          {applyButton(d)}
        </form>
      </div>
      <SizeFilter lang={lang} id={id} listing={listing} update={update} sizes={sizes} panel />
      <label className="check">
        <input type="checkbox" checked={listing.featured} onChange={(e) => update({ featured: e.target.checked })} />
        <span>{d.listing.featuredOnly}</span>
      </label>
    </div>
  );
}
