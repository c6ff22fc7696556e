import type { APIRoute } from 'astro';
import { siteOrigin } from '../lib/seo/seo';

export const GET: APIRoute = () =>
  new Response(`User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\nDisallow: /live/\n\nSitemap: ${siteOrigin()}/sitemap.xml\n`, {
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
