/**
 * The feed files as XML: RSS 2.0 with the g: namespace, valid whatever the products hold (markup characters are
 * escaped, characters XML 1.0 forbids are dropped; emoji and Arabic are written as they are, in UTF-8).
 */
import type { Lang } from '../i18n/lang';
import { localePath } from '../i18n/lang';
import { shopTexts } from '../i18n/shop-texts';
import type { Catalog } from '../lib/catalog/catalog';
import { feedItems, type FeedField } from './feed-item';
import { FEED_PATHS, feedFileCount, feedPartOf, feedPartPath } from '../lib/paths/feed-paths';

/** Control characters, lone surrogates and the two non-characters XML 1.0 does not allow anywhere in a document. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters XML 1.0 forbids, stripped on purpose
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function xmlText(s: string): string {
  return s.replace(FORBIDDEN, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const itemXml = (fields: FeedField[]) => `<item>${fields.map(([name, value]) => `<${name}>${xmlText(value)}</${name}>`).join('')}</item>`;

type FeedCatalog = Pick<Catalog, 'settings' | 'categories' | 'products'> & Partial<Pick<Catalog, 'promotions'>>;

/** A product's items as XML in one language, and what they were made from besides the product. */
interface CachedItems {
  origin: string;
  settings: FeedCatalog['settings'];
  categories: FeedCatalog['categories'];
  /** A promotion's start or end reads the catalog anew (the API's promotion clock), so the promotions are a new object. */
  promotions: FeedCatalog['promotions'];
  xml: string;
}

/**
 * The items of each product object, per language. The incremental renderer replaces a product's object when it
 * changes and reads the catalog anew (new settings and categories) on any other change, so after a sale a part file
 * is rewritten by making the sold product's items and joining the others' as they were (a part holds 1,000 products).
 */
const itemCache: Record<Lang, WeakMap<Catalog['products'][number], CachedItems>> = { en: new WeakMap(), ar: new WeakMap() };

function productItemsXml(origin: string, catalog: FeedCatalog, lang: Lang, p: Catalog['products'][number]): string {
  const hit = itemCache[lang].get(p);
  if (
    hit &&
    hit.origin === origin &&
    hit.settings === catalog.settings &&
    hit.categories === catalog.categories &&
    hit.promotions === catalog.promotions
  )
    return hit.xml;
  const xml = feedItems(origin, catalog, p, lang)
    .map((fields) => `${itemXml(fields)}\n`)
    .join('');
  itemCache[lang].set(p, { origin, settings: catalog.settings, categories: catalog.categories, promotions: catalog.promotions, xml });
  return xml;
}

/** One RSS file holding the items of these products. */
function rssXml(origin: string, catalog: FeedCatalog, lang: Lang, products: Catalog['products']): string {
  const s = catalog.settings;
  const head =
    '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n' +
    `<title>${xmlText(s.businessName)}</title>\n<link>${xmlText(origin + localePath(lang, '/'))}</link>\n` +
    `<description>${xmlText(shopTexts(lang, s).tagline.text)}</description>\n<language>${lang}</language>\n`;
  let items = '';
  for (const p of products) items += productItemsXml(origin, catalog, lang, p);
  return `${head}${items}</channel>\n</rss>\n`;
}

/** The index of the part files, in the sitemap index's shape (a list of files any crawler reads). */
function indexXml(origin: string, lang: Lang, count: number): string {
  const entries = Array.from({ length: count }, (_, i) => `  <sitemap><loc>${xmlText(origin + feedPartPath(lang, i + 1))}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** The language's main feed address: the whole feed while the catalog fits in one file, else the index of its parts. */
export function feedIndexOrFeedXml(origin: string, catalog: FeedCatalog, lang: Lang): string {
  const count = feedFileCount(catalog.products.length);
  return count === 1 ? rssXml(origin, catalog, lang, catalog.products) : indexXml(origin, lang, count);
}

/** Each product object's part for a part count: hashing 100,000 ids for every part written cost 0.3 s a sale. */
const partCache = new WeakMap<Catalog['products'][number], { count: number; part: number }>();

function partOf(p: Catalog['products'][number], count: number): number {
  const hit = partCache.get(p);
  if (hit?.count === count) return hit.part;
  const part = feedPartOf(p.id, count);
  partCache.set(p, { count, part });
  return part;
}

/** Part `n` of the language's feed, or null when the catalog has no such part. */
export function feedFileXml(origin: string, catalog: FeedCatalog, lang: Lang, n: number): string | null {
  const count = feedFileCount(catalog.products.length);
  if (count === 1 || !Number.isInteger(n) || n < 1 || n > count) return null;
  return rssXml(
    origin,
    catalog,
    lang,
    catalog.products.filter((p) => partOf(p, count) === n),
  );
}

export { FEED_PATHS };
