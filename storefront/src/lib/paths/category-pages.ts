import { DEFAULT_PAGE_SIZE } from '@shop/common';
import { CATEGORY_LISTING, hasFilters, type Listing } from '../listing/query';
import { localePath, type Lang } from '../../i18n/lang';

/** The prebuilt pages of a category: /category/<id>, then /category/<id>/page/<n> (under /ar/ in Arabic). */
export function categoryPageHref(categoryId: string, page: number, lang: Lang = 'en'): string {
  return localePath(lang, page <= 1 ? `/category/${categoryId}` : `/category/${categoryId}/page/${page}`);
}

/** True when the listing is what the prebuilt pages show (newest first, no filters, the default page size). */
export function isPrebuiltView(l: Listing): boolean {
  return l.sort === CATEGORY_LISTING.defaultSort && !hasFilters(l) && l.limit === DEFAULT_PAGE_SIZE;
}
