import { pageTitle } from '@shop/common';

/**
 * Tab titles follow the path ('/' is the bare site title, /products and /category pages get
 * 'Product' and 'Category', /search 'Search'); product and category pages put their own name first so each is unique.
 */
export function titleFor(pathname: string, siteTitle: string, name?: string): string {
  const base = pageTitle(pathname, siteTitle);
  return name ? `${name} - ${base}` : base;
}
