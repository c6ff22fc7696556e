import '../../i18n/ready';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import CategoryListing from './CategoryListing';
import type { ListingResults } from '../listing/useProductListing';

// The category page as a shopper meets it on /category/caps/page/3 (the prebuilt third page of 10): every change of the
// view must leave an address that, reloaded or shared, shows exactly that view again.

const PAGE_3: ListingResults = { products: [], total: 45, totalPages: 5, page: 3 };
const BRANDS = [{ value: 'New Era', count: 20 }];
const SIZES = [{ value: '58', count: 4 }];

let asked: URLSearchParams[] = [];

beforeEach(() => {
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const q = new URL(url, 'http://shop.test').searchParams;
      asked.push(q);
      const limit = Number(q.get('limit'));
      const page = Number(q.get('page'));
      return new Response(JSON.stringify({ products: [], pagination: { total: 45, totalPages: Math.ceil(45 / limit), page, limit } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const address = () => location.pathname + location.search;

/** What the page asks the API for, the parts that make the view (category, filters, order, page, page size). */
function view(q: URLSearchParams): string {
  const keep = new URLSearchParams();
  for (const k of ['category', 'brand', 'minPrice', 'maxPrice', 'size', 'sortBy', 'sortOrder', 'page', 'limit'])
    for (const v of q.getAll(k)) keep.append(k, v);
  return keep.toString();
}

/** Opens the category page at `path` as the prebuilt page of `initial` (its path's page). */
async function open(path: string, initial: ListingResults | null = PAGE_3) {
  window.history.replaceState(null, '', path);
  const page = render(<CategoryListing lang="en" categoryId="caps" initial={initial} brands={BRANDS} sizes={SIZES} />);
  await screen.findByRole('navigation', { name: /pag/i });
  return page;
}

/**
 * Makes one change on /category/caps/page/3, checks the address it leaves, then reloads that address (the prebuilt
 * page its path names) and checks the reloaded page asks for the same view.
 */
async function changeFromPage3(change: () => void, expected: string) {
  const page = await open('/category/caps/page/3');
  expect(asked).toEqual([]);
  act(change);
  await waitFor(() => expect(asked.length).toBe(1));
  expect(address()).toBe(expected);
  const shown = view(asked[0]);
  expect(asked[0].get('page')).toBe('1');
  page.unmount();

  // the reload: the server sends the prebuilt page the path names, whose page is the path's
  asked = [];
  const pathPage = /\/page\/(\d+)$/.exec(location.pathname);
  await open(address(), pathPage ? { ...PAGE_3, page: Number(pathPage[1]) } : { ...PAGE_3, page: 1 });
  await waitFor(() => expect(asked.length).toBe(1));
  expect(view(asked[0])).toBe(shown);
  expect(address()).toBe(expected);
}

describe('a category view changed on page 3 keeps an address that reproduces it', () => {
  it('sort', async () => {
    await changeFromPage3(() => {
      fireEvent.change(document.getElementById('sort-caps')!, { target: { value: 'price:asc' } });
    }, '/category/caps?sort=price%3Aasc');
  });

  it('page size (50 per page: no longer "This category is empty")', async () => {
    await changeFromPage3(() => {
      fireEvent.change(document.getElementById('size-caps')!, { target: { value: '50' } });
    }, '/category/caps?limit=50');
  });

  it('brand', async () => {
    await changeFromPage3(() => {
      fireEvent.click(screen.getByRole('checkbox', { name: /New Era/ }));
    }, '/category/caps?brand=New+Era');
  });

  it('size', async () => {
    await changeFromPage3(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Size 58: 4 products in stock' }));
    }, '/category/caps?size=58');
  });

  it('price range', async () => {
    await changeFromPage3(() => {
      const min = screen.getByRole('spinbutton', { name: 'Minimum price' });
      fireEvent.change(min, { target: { value: '20' } });
      fireEvent.blur(min);
    }, '/category/caps?minPrice=20');
  });

  it('paging a changed view, then clearing its filters, back to the prebuilt first page', async () => {
    await open('/category/caps/page/3');
    act(() => {
      fireEvent.click(screen.getByRole('checkbox', { name: /New Era/ }));
    });
    await waitFor(() => expect(address()).toBe('/category/caps?brand=New+Era'));
    await waitFor(() => expect(asked.length).toBe(1));
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    });
    await waitFor(() => expect(address()).toBe('/category/caps?brand=New+Era&page=2'));
    await waitFor(() => expect(asked.length).toBe(2));
    expect(view(asked[1])).toBe('category=caps&brand=New+Era&sortBy=createdAt&sortOrder=desc&page=2&limit=10');
    act(() => {
      fireEvent.click(screen.getByRole('checkbox', { name: /New Era/ }));
    });
    await waitFor(() => expect(address()).toBe('/category/caps'));
  });

  it('an old shared link under /page/n with a filter in its query becomes the address of the view it shows', async () => {
    await open('/category/caps/page/3?sort=price:asc');
    await waitFor(() => expect(asked.length).toBe(1));
    expect(view(asked[0])).toBe('category=caps&sortBy=price&sortOrder=asc&page=3&limit=10');
    expect(address()).toBe('/category/caps?sort=price%3Aasc&page=3');
  });
});

describe("the listing's cards drawn by the island (issue 43)", () => {
  it("name the Ministry's licence beside a struck price, like the prebuilt cards, and not beside a full price", async () => {
    const product = (id: string, discountedPrice: number | null) => ({
      id,
      name: `Cap ${id}`,
      brand: 'Tambay',
      condition: 'NEW',
      sellingPrice: 100,
      discountedPrice,
      currency: 'SAR',
      images: [],
    });
    const initial = { products: [product('struck', 80), product('full', null)], total: 2, totalPages: 1, page: 1 } as unknown as ListingResults;
    window.history.replaceState(null, '', '/category/caps');
    const licence = { number: '4300187', url: 'https://mc.gov.sa/licence/4300187', barcodeUrl: null };
    const { container } = render(<CategoryListing lang="en" categoryId="caps" initial={initial} brands={BRANDS} sizes={SIZES} licence={licence} />);
    const cards = [...container.querySelectorAll('article.card')];
    expect(cards).toHaveLength(2);
    expect(cards[0].querySelector('[data-discount-licence]')?.textContent).toBe('Discount licence no. 4300187');
    expect(cards[1].querySelector('[data-discount-licence]')).toBeNull();
  });
});
