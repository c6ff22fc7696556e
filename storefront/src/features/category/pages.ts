import { DEFAULT_PAGE_SIZE } from '@shop/common';
import { CATEGORY_LISTING, hasFilters, type Listing } from '../listing/query';

/** The prebuilt pages of a category: /category/<id>, then /category/<id>/page/<n>. */
export function categoryPageHref(categoryId: string, page: number): string {
  return page <= 1 ? `/category/${categoryId}` : `/category/${categoryId}/page/${page}`;
}

/** True when the listing is what the prebuilt pages show (newest first, no filters, the default page size). */
export function isPrebuiltView(l: Listing): boolean {
  return l.sort === CATEGORY_LISTING.defaultSort && !hasFilters(l) && l.limit === DEFAULT_PAGE_SIZE;
}
