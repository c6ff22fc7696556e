import { FEED_PATHS } from '@shop/common';

export { FEED_PATHS };

/** The part files a main feed address names once the catalog needs more than one file; none while it is the feed itself. */
export function feedPartUrls(xml: string): string[] {
  if (!/<sitemapindex[\s>]/.test(xml)) return [];
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));
}

export async function readFeedText(url: string): Promise<string> {
  const res = await fetch(url, { headers: { accept: 'application/xml' } });
  return res.ok ? res.text() : '';
}
