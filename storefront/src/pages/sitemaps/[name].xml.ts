import type { APIRoute } from 'astro';
import { getCatalog } from '../../lib/catalog/catalog';
import { PAGES_SITEMAP, productSitemapPaths } from '../../lib/paths/page-paths';
import { sitemapFileXml } from '../../lib/seo/sitemap';
import { siteOrigin } from '../../lib/seo/seo';

const nameOf = (path: string) => path.slice('/sitemaps/'.length, -'.xml'.length);

/** The files /sitemap.xml names: the pages that are not products, then the products in files of a bounded size. */
export async function getStaticPaths() {
  const catalog = await getCatalog();
  return [PAGES_SITEMAP, ...productSitemapPaths(catalog)].map((path) => ({ params: { name: nameOf(path) } }));
}

export const GET: APIRoute = async ({ params }) => {
  const body = sitemapFileXml(siteOrigin(), await getCatalog(), params.name ?? '');
  if (body === null) return new Response('Not found', { status: 404 });
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
