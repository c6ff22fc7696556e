import type { APIRoute } from 'astro';
import { getCatalog } from '../lib/catalog';
import { categoryPageCount } from '../lib/page-paths';
import { siteOrigin } from '../lib/seo';

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Every public product and category page (and the category's further pages). */
export const GET: APIRoute = async () => {
  const { categories, products, productsByCategory } = await getCatalog();
  const origin = siteOrigin();
  const urls: { loc: string; lastmod?: string; priority: string }[] = [
    { loc: `${origin}/`, priority: '1.0' },
    { loc: `${origin}/search`, priority: '0.5' },
  ];
  for (const c of categories) {
    urls.push({ loc: `${origin}/category/${c.id}`, lastmod: c.updatedAt, priority: '0.8' });
    const pages = categoryPageCount({ productsByCategory }, c.id);
    for (let p = 2; p <= pages; p++) urls.push({ loc: `${origin}/category/${c.id}/page/${p}`, priority: '0.4' });
  }
  for (const p of products) urls.push({ loc: `${origin}/products/${p.id}`, lastmod: p.updatedAt, priority: '0.7' });
  const body =
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    urls
      .map((u) => `  <url><loc>${esc(u.loc)}</loc>${u.lastmod ? `<lastmod>${esc(u.lastmod.slice(0, 10))}</lastmod>` : ''}<priority>${u.priority}</priority></url>`)
      .join('\n') +
    '\n</urlset>\n';
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
