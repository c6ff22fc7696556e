/**
 * One product as feed items: one per size when it has sizes (grouped by the product), else one. The fields are the
 * ones Merchant Center reads (Commerce Manager reads the same names); the texts are those of the product page in the
 * feed's language, so feed and page never say different things.
 */
import { hasDiscount } from '@shop/common';
import type { Lang } from '../i18n/lang';
import { localePath } from '../i18n/lang';
import { localDescription, localName } from '../i18n/content';
import type { Catalog } from '../lib/catalog/catalog';
import { toFixed2 } from '../lib/rules/prices';
import { absoluteUrl, productDescription } from '../lib/seo/seo';
import type { Category, Product } from '../model/types';
import { feedCondition } from './feed-condition';

/** Merchant Center's bounds for the fields that can be long. */
const ID_MAX = 50;
const TITLE_MAX = 150;
const DESCRIPTION_MAX = 5000;
const ADDITIONAL_IMAGES_MAX = 10;

/** A field and its value, in the order written; a field may repeat (additional_image_link). */
export type FeedField = [name: string, value: string];

const price = (amount: number, currency: string) => `${toFixed2(amount)} ${currency || 'SAR'}`;

/** A short stable tag for a size that does not fit in the id as it is (FNV-1a). */
function hashOf(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

/** The item id of one size: the product id and the size, or a hash of the size when that passes the platforms' 50. */
export function sizeItemId(productId: string, size: string): string {
  const plain = `${productId}-${size.replace(/\s+/g, '_')}`;
  return plain.length <= ID_MAX && /^[\x21-\x7e]+$/.test(plain) ? plain : `${productId}-${hashOf(size)}`;
}

/** The category path as the shop shows it: category, then the product's subcategory when it has one. */
function productType(lang: Lang, p: Product, category: Category | undefined): string {
  const name = category ? localName(lang, category).text : p.category ? localName(lang, p.category).text : '';
  return [name, p.subcategory ?? '']
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' > ');
}

/** in_stock unless the owner counts the product (or the size) and none is left. */
const availability = (soldOut: boolean) => (soldOut ? 'out_of_stock' : 'in_stock');

/** The items of one public product; none for a product shoppers may not see or one without a photo (the platforms refuse it). */
export function feedItems(origin: string, catalog: Pick<Catalog, 'settings' | 'categories'>, p: Product, lang: Lang): FeedField[][] {
  if (p.publiclyVisible === false || p.archived || !p.images.length) return [];
  const category = catalog.categories.find((c) => c.id === p.categoryId);
  const images = p.images.map((i) => absoluteUrl(origin, i.url));
  const description = localDescription(lang, p)?.text || productDescription(p, catalog.settings, lang);
  const common: FeedField[] = [
    ['g:title', localName(lang, p).text.slice(0, TITLE_MAX)],
    ['g:description', description.slice(0, DESCRIPTION_MAX)],
    ['g:link', absoluteUrl(origin, localePath(lang, `/products/${p.id}`))],
    ['g:image_link', images[0]],
    ...images.slice(1, 1 + ADDITIONAL_IMAGES_MAX).map((url): FeedField => ['g:additional_image_link', url]),
    ['g:price', price(p.sellingPrice, p.currency)],
    ...(hasDiscount(p.discountedPrice) ? [['g:sale_price', price(p.discountedPrice, p.currency)] as FeedField] : []),
    ['g:condition', feedCondition(p.condition)],
    ['g:brand', p.brand],
    // second-hand and vintage pieces have no barcode or part number
    ['g:identifier_exists', 'no'],
  ];
  const type = productType(lang, p, category);
  if (type) common.push(['g:product_type', type]);
  if (category?.googleProductCategory) common.push(['g:google_product_category', category.googleProductCategory]);
  if (p.colors.length) common.push(['g:color', p.colors.join('/')]);
  if (p.material) common.push(['g:material', p.material]);

  const tracked = p.stockTracked === true;
  if (!p.sizes.length) return [[['g:id', p.id], ['g:availability', availability(tracked && p.availability === 'SOLD_OUT')], ...common]];
  return p.sizes.map((size) => {
    const stock = p.sizeStock.find((s) => s.size === size);
    const soldOut = tracked && (stock ? stock.availability === 'SOLD_OUT' : p.availability === 'SOLD_OUT');
    return [['g:id', sizeItemId(p.id, size)], ['g:item_group_id', p.id], ['g:size', size], ['g:availability', availability(soldOut)], ...common];
  });
}
