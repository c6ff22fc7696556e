/**
 * Which feed files one change can alter, for the incremental renderer's affected-files list: the part listing the
 * product and the main addresses, or every feed file when the number of parts changed with it.
 */
import type { Catalog } from '../lib/catalog/catalog';
import { FEED_LANGS, FEED_PATHS, feedFileCount, feedFilePaths, feedPartOf, feedPartPath } from '../lib/paths/feed-paths';

/** The pages to render and remove, as the renderer's affected-pages list keeps them. */
type PageSet = { render: Set<string>; remove: Set<string> };

export function feedsForProductChange(c: Pick<Catalog, 'products'>, id: string, wasListed: boolean, isListed: boolean, into: PageSet): void {
  const count = feedFileCount(c.products.length);
  const countBefore = feedFileCount(c.products.length - (isListed ? 1 : 0) + (wasListed ? 1 : 0));
  for (const lang of FEED_LANGS) into.render.add(FEED_PATHS[lang]);
  if (count === countBefore) {
    if (count > 1) for (const lang of FEED_LANGS) into.render.add(feedPartPath(lang, feedPartOf(id, count)));
    return;
  }
  allFeeds(c, into);
  for (let n = count === 1 ? 1 : count + 1; n <= countBefore; n++) for (const lang of FEED_LANGS) into.remove.add(feedPartPath(lang, n));
}

/** After a category or settings change: every feed file (categories name the product type and Google's category). */
export function allFeeds(c: Pick<Catalog, 'products'>, into: PageSet): void {
  feedFilePaths(c).forEach((p) => into.render.add(p));
}
