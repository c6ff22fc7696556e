import { LANGS } from '../../i18n/lang';
import {
  PAGES_SITEMAP,
  productSitemapCount,
  productSitemapOf,
  productSitemapPages,
  productSitemapPath,
  publicPages,
  type PublicPage,
} from '../paths/page-paths';
import type { Catalog } from '../catalog/catalog';

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const day = (iso: string) => esc(iso.slice(0, 10));

/**
 * One <url> per page and language, each naming every language's address (hreflang en, ar, and x-default for the
 * English one), so search engines index both and show the shopper's language.
 */
export function urlsetXml(origin: string, pages: PublicPage[]): string {
  const urls: string[] = [];
  for (const page of pages) {
    const alternates =
      LANGS.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${esc(origin + page.urls[l])}"/>`).join('') +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${esc(origin + page.urls.en)}"/>`;
    for (const lang of LANGS) {
      urls.push(
        `  <url><loc>${esc(origin + page.urls[lang])}</loc>${page.lastmod ? `<lastmod>${day(page.lastmod)}</lastmod>` : ''}<priority>${page.priority}</priority>${alternates}</url>`,
      );
    }
  }
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join('\n') +
    (urls.length ? '\n' : '') +
    '</urlset>\n'
  );
}

/** The latest of the dates, or undefined when none is known. */
function latest(dates: (string | undefined | null)[]): string | undefined {
  return dates.reduce<string | undefined>((max, d) => (d && (!max || d > max) ? d : max), undefined);
}

/**
 * /sitemap.xml: the index of the sitemap files, the pages' one and one per PRODUCTS_PER_SITEMAP products, each with
 * the date its newest entry changed, so a crawler reads again only the files that changed.
 */
export function sitemapIndexXml(origin: string, catalog: Pick<Catalog, 'categories' | 'products'>): string {
  const count = productSitemapCount(catalog.products.length);
  const newest: (string | undefined)[] = Array(count + 1).fill(undefined);
  for (const p of catalog.products) {
    const n = productSitemapOf(p.id, count);
    if (p.updatedAt && (!newest[n] || p.updatedAt > newest[n]!)) newest[n] = p.updatedAt;
  }
  const files: [string, string | undefined][] = [[PAGES_SITEMAP, latest(catalog.categories.map((c) => c.updatedAt))]];
  for (let n = 1; n <= count; n++) files.push([productSitemapPath(n), newest[n]]);
  const entries = files.map(
    ([path, lastmod]) => `  <sitemap><loc>${esc(origin + path)}</loc>${lastmod ? `<lastmod>${day(lastmod)}</lastmod>` : ''}</sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** The sitemap file named in the index (`pages` or `products-N`), or null when the catalog has no such file. */
export function sitemapFileXml(
  origin: string,
  catalog: Pick<Catalog, 'categories' | 'products' | 'productsByCategory'> & Partial<Pick<Catalog, 'settings'>>,
  name: string,
): string | null {
  if (`/sitemaps/${name}.xml` === PAGES_SITEMAP) return urlsetXml(origin, publicPages(catalog));
  const n = Number(/^products-(\d+)$/.exec(name)?.[1]);
  if (!Number.isInteger(n) || n < 1 || n > productSitemapCount(catalog.products.length)) return null;
  return urlsetXml(origin, productSitemapPages(catalog, n));
}
