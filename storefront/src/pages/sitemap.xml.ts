import type { APIRoute } from 'astro';
import { getCatalog } from '../lib/catalog';
import { sitemapXml } from '../lib/sitemap';
import { siteOrigin } from '../lib/seo';

/** Every public product and category page (and the category's further pages), in English and Arabic. */
export const GET: APIRoute = async () => {
  const body = sitemapXml(siteOrigin(), await getCatalog());
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
