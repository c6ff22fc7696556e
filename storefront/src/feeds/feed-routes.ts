/** The four feed endpoints (main address and parts, English and Arabic) share these handlers. */
import type { APIRoute } from 'astro';
import type { Lang } from '../i18n/lang';
import { getCatalog } from '../lib/catalog/catalog';
import { siteOrigin } from '../lib/seo/seo';
import { feedFileXml, feedIndexOrFeedXml } from './feed-xml';
import { feedPartNames } from '../lib/paths/feed-paths';

const xml = (body: string) => new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8' } });

export const mainFeed =
  (lang: Lang): APIRoute =>
  async () =>
    xml(feedIndexOrFeedXml(siteOrigin(), await getCatalog(), lang));

export const feedPartStaticPaths = async () => feedPartNames(await getCatalog()).map((name) => ({ params: { name } }));

export const feedPart =
  (lang: Lang): APIRoute =>
  async ({ params }) => {
    const n = Number(/^products-(\d+)$/.exec(params.name ?? '')?.[1]);
    const body = feedFileXml(siteOrigin(), await getCatalog(), lang, n);
    return body === null ? new Response('Not found', { status: 404 }) : xml(body);
  };
