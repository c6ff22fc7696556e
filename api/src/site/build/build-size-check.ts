import type { CatalogCensus } from './catalog-census';
import type { BuildResult } from './site-builder';
import type { SiteBuild } from './site-history';

/**
 * A build with far fewer pages than the one being served is published only when the database agrees with what the
 * build read (staff hid or deleted that much); otherwise the build saw a partial catalog and is refused.
 * Answers the warning to log when a smaller build is accepted, null when the size is unremarkable.
 */
export async function checkBuildSize(
  current: SiteBuild | null,
  result: BuildResult,
  minPageRatio: number,
  census: CatalogCensus | null | undefined,
): Promise<string | null> {
  if (!current || result.pages >= current.pages * minPageRatio) return null;
  const lost = `refused to publish a build of ${result.pages} pages over the current one of ${current.pages} pages`;
  if (!result.catalog) throw new Error(`${lost}: the build did not report what it read`);
  if (!census) throw new Error(`${lost}: there is no database count to compare it with`);
  let expected: { products: number; categories: number };
  try {
    expected = await census.count();
  } catch (err) {
    throw new Error(`${lost}: the database could not be counted (${(err as Error)?.message ?? err})`);
  }
  const read = result.catalog;
  if (read.products !== expected.products || read.categories !== expected.categories) {
    throw new Error(
      `${lost}: it read ${read.products} products and ${read.categories} categories, ` +
        `the database has ${expected.products} and ${expected.categories}`,
    );
  }
  return `storefront shrank from ${current.pages} to ${result.pages} pages; the database agrees (${read.products} products, ${read.categories} categories)`;
}
