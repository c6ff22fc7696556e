import { LANGS } from '../i18n/lang';
import { publicPages } from './page-paths';
import type { Catalog } from './catalog';

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * One <url> per page and language, each naming every language's address (hreflang en, ar, and x-default for the
 * English one), so search engines index both and show the shopper's language.
 */
export function sitemapXml(origin: string, catalog: Pick<Catalog, 'categories' | 'products' | 'productsByCategory'>): string {
  const urls: string[] = [];
  for (const page of publicPages(catalog)) {
    const alternates =
      LANGS.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${esc(origin + page.urls[l])}"/>`).join('') +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${esc(origin + page.urls.en)}"/>`;
    for (const lang of LANGS) {
      urls.push(
        `  <url><loc>${esc(origin + page.urls[lang])}</loc>${page.lastmod ? `<lastmod>${esc(page.lastmod.slice(0, 10))}</lastmod>` : ''}<priority>${page.priority}</priority>${alternates}</url>`,
      );
    }
  }
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join('\n') +
    '\n</urlset>\n'
  );
}
