import type { APIRoute } from 'astro';
import { getCatalog } from '../lib/catalog/catalog';
import { sitemapIndexXml } from '../lib/seo/sitemap';
import { siteOrigin } from '../lib/seo/seo';

/** The sitemap index: every public product and category page, in English and Arabic, is in one of the files it names. */
export const GET: APIRoute = async () => {
  const body = sitemapIndexXml(siteOrigin(), await getCatalog());
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
