/** Test fixtures of the search page's first results: answers and the page's results area as SearchView renders it. */
import { FIRST_RESULTS_ID, firstResultsTexts } from './first-results';
import { productQueryString } from '../../lib/api/api';
import { t } from '../../i18n/index';
import type { Lang } from '../../i18n/lang';
import type { Product, ProductList } from '../../model/types';
import { SEARCH_LISTING, parseListing, toProductQuery } from '../../lib/listing/query';

export function product(i: number, extra: Partial<Product> = {}): Product {
  return {
    id: `p${i}`,
    name: `Vintage cap ${i}`,
    brand: 'Tambay',
    description: null,
    nameAr: null,
    descriptionAr: null,
    condition: 'USED',
    material: null,
    subcategory: null,
    sizes: [],
    colors: [],
    tags: [],
    featured: false,
    publiclyVisible: true,
    archived: false,
    sellingPrice: 100 + i,
    discountedPrice: null,
    currency: 'SAR',
    categoryId: 'c',
    category: { id: 'c', name: 'Caps', nameAr: null },
    images: [
      {
        id: `i${i}`,
        url: `/uploads/p${i}.webp`,
        cloudinaryId: `p${i}`,
        alt: '',
        altAr: null,
        order: 0,
        isPrimary: true,
        width: 640,
        height: 640,
        srcset: null,
      },
    ],
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    stockTracked: false,
    availability: 'IN_STOCK',
    stockLeft: null,
    sizeStock: [],
    ...extra,
  } as Product;
}

export function answer(products: Product[], total = products.length): ProductList {
  return { products, pagination: { page: 1, limit: 10, total, totalPages: Math.ceil(total / 10) } } as ProductList;
}

/** The address's query as the prefetch asked it. */
export const askedFor = (search: string) => productQueryString(toProductQuery(parseListing(search, SEARCH_LISTING)));

/** The page as SearchView renders it: the area with its texts and a skeleton. */
export function page(lang: Lang, search: string) {
  document.documentElement.lang = lang;
  history.replaceState(null, '', `${lang === 'ar' ? '/ar' : ''}/search${search}`);
  const area = document.createElement('div');
  area.id = FIRST_RESULTS_ID;
  area.className = 'search-pending';
  area.dataset.texts = JSON.stringify(firstResultsTexts(t(lang)));
  area.innerHTML = '<p class="result-count">Searching…</p><div class="product-grid skeleton" aria-busy="true"></div>';
  document.body.append(area);
  return area;
}
