import '../../i18n/ready';
import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach } from 'vitest';
import { ListingFilters } from './ListingFilters';
import { CATEGORY_LISTING, EMPTY_LISTING, SEARCH_LISTING } from '../../lib/listing/query';

afterEach(cleanup);

const SIZES = [
  { value: '43', count: 1 },
  { value: '42', count: 2 },
];

describe('size filter', () => {
  it('offers each size in stock as a toggle with its count, in size order, in the category sidebar', () => {
    const update = vi.fn();
    render(
      <ListingFilters
        lang="en"
        id="f"
        kind={CATEGORY_LISTING}
        listing={{ ...EMPTY_LISTING, sizes: ['43'] }}
        update={update}
        brands={[]}
        sizes={SIZES}
      />,
    );
    const group = screen.getByRole('group', { name: 'Size' });
    const chips = within(group).getAllByRole('button');
    expect(chips.map((c) => c.getAttribute('aria-label'))).toEqual(['Size 42: 2 products in stock', 'Size 43: 1 product in stock']);
    expect(chips.map((c) => c.getAttribute('aria-pressed'))).toEqual(['false', 'true']);
    // buttons: reached with Tab, toggled with Space or Enter
    expect(chips.every((c) => c.tagName === 'BUTTON' && c.getAttribute('type') === 'button')).toBe(true);
    fireEvent.click(chips[0]);
    expect(update).toHaveBeenLastCalledWith({ sizes: ['43', '42'] });
    fireEvent.click(chips[1]);
    expect(update).toHaveBeenLastCalledWith({ sizes: [] });
    // clearing the filters clears the sizes too
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(update).toHaveBeenLastCalledWith({ minPrice: '', maxPrice: '', brands: [], sizes: [] });
  });

  it('keeps a chosen size the answer no longer counts, and shows no group without sizes', () => {
    const { rerender } = render(
      <ListingFilters
        lang="en"
        id="f"
        kind={CATEGORY_LISTING}
        listing={{ ...EMPTY_LISTING, sizes: ['44'] }}
        update={() => undefined}
        brands={[]}
        sizes={SIZES}
      />,
    );
    expect(screen.getByRole('button', { name: 'Size 44: 0 products in stock' }).getAttribute('aria-pressed')).toBe('true');
    rerender(<ListingFilters lang="en" id="f" kind={CATEGORY_LISTING} listing={EMPTY_LISTING} update={() => undefined} brands={[]} sizes={[]} />);
    expect(screen.queryByRole('group', { name: 'Size' })).toBeNull();
  });

  it('is in the search panel too, in Arabic', () => {
    const update = vi.fn();
    render(
      <ListingFilters lang="ar" id="f" kind={SEARCH_LISTING} listing={EMPTY_LISTING} update={update} brands={[]} categories={[]} sizes={SIZES} />,
    );
    const group = screen.getByRole('group', { name: 'المقاس' });
    const chips = within(group).getAllByRole('button');
    expect(chips.map((c) => c.getAttribute('aria-label'))).toEqual(['المقاس 42: المتوفر 2', 'المقاس 43: المتوفر 1']);
    fireEvent.click(chips[1]);
    expect(update).toHaveBeenLastCalledWith({ sizes: ['43'] });
  });
});

describe('search panel drop-downs', () => {
  it('label category, brand and condition, offer "no filter" first, and set the listing from the choice', () => {
    const update = vi.fn();
    render(
      <ListingFilters
        lang="en"
        id="f"
        kind={SEARCH_LISTING}
        listing={{ ...EMPTY_LISTING, brands: ['Ghost'] }}
        update={update}
        brands={[{ value: 'Nike', count: 3 }]}
        categories={[{ id: 'c1', name: 'Caps' }]}
      />,
    );
    const options = (select: HTMLElement) =>
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent);
    const category = screen.getByLabelText('Category');
    expect([category.id, ...options(category)]).toEqual(['f-category', 'All categories', 'Caps']);
    // a chosen brand the answer no longer counts stays offered
    const brand = screen.getByLabelText('Brand');
    expect([brand.id, (brand as HTMLSelectElement).value, ...options(brand)]).toEqual(['f-brand', 'Ghost', 'All brands', 'Nike', 'Ghost']);
    const condition = screen.getByLabelText('Condition');
    expect([condition.id, options(condition)[0]]).toEqual(['f-condition', 'Any condition']);
    fireEvent.change(category, { target: { value: 'c1' } });
    expect(update).toHaveBeenLastCalledWith({ category: 'c1' });
    fireEvent.change(brand, { target: { value: 'Nike' } });
    expect(update).toHaveBeenLastCalledWith({ brands: ['Nike'] });
    fireEvent.change(brand, { target: { value: '' } });
    expect(update).toHaveBeenLastCalledWith({ brands: [] });
    const used = (condition as HTMLSelectElement).options[1].value;
    fireEvent.change(condition, { target: { value: used } });
    expect(update).toHaveBeenLastCalledWith({ condition: used });
  });
});
