import { pageTitle } from '@shop/common';

/** Section names for tab titles in a language other than English (the dictionary's `titles`). */
export interface SectionTitles {
  category: string;
  product: string;
  search: string;
}

/**
 * Tab titles follow the path ('/' is the bare site title, /products and /category pages get
 * 'Product' and 'Category', /search 'Search'); product and category pages put their own name first so each is unique.
 * Given `sections`, the language-neutral path's section is named in that language.
 */
export function titleFor(pathname: string, siteTitle: string, name?: string, sections?: SectionTitles): string {
  const base = sections ? localTitle(pathname, siteTitle, sections) : pageTitle(pathname, siteTitle);
  return name ? `${name} - ${base}` : base;
}

function localTitle(pathname: string, siteTitle: string, sections: SectionTitles): string {
  const first = pathname
    .replace(/^\/ar(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)[0];
  if (!first) return siteTitle;
  const section =
    first === 'products' || first === 'product'
      ? sections.product
      : first === 'category'
        ? sections.category
        : first === 'search'
          ? sections.search
          : null;
  return section ? `${section} - ${siteTitle}` : pageTitle(`/${first}`, siteTitle);
}
