/**
 * One product as feed items: one per size when it has sizes (grouped by the product id, `g:item_group_id`, each with
 * its `g:size` and a link opening the page with that size chosen), else one. Ids, links and a size's stock are those
 * of the product page's JSON-LD variants (../lib/seo/product-variants, rules/stock-fields). The fields are the
 * ones Merchant Center reads (Commerce Manager reads the same names); the texts are those of the product page in the
 * feed's language, so feed and page never say different things.
 */
import { bestPromotion, hasDiscount, type PublicPromotion } from '@shop/common';
import type { Lang } from '../i18n/lang';
import { localDescription, localName } from '../i18n/content';
import type { Catalog } from '../lib/catalog/catalog';
import { toFixed2 } from '../lib/rules/prices';
import { absoluteUrl, productDescription } from '../lib/seo/seo';
import { productUrl, sizeItemId } from '../lib/seo/product-variants';
import { sizeAvailability } from '../lib/rules/stock-fields';
import type { Category, Product } from '../model/types';
import { feedCondition } from './feed-condition';

/** Merchant Center's bounds for the fields that can be long (ids: ../lib/seo/product-variants). */
const TITLE_MAX = 150;
const DESCRIPTION_MAX = 5000;
const ADDITIONAL_IMAGES_MAX = 10;

/** A field and its value, in the order written; a field may repeat (additional_image_link). */
export type FeedField = [name: string, value: string];

const price = (amount: number, currency: string) => `${toFixed2(amount)} ${currency || 'SAR'}`;

/** The category path as the shop shows it: category, then the product's subcategory when it has one. */
function productType(lang: Lang, p: Product, category: Category | undefined): string {
  const name = category ? localName(lang, category).text : p.category ? localName(lang, p.category).text : '';
  return [name, p.subcategory ?? '']
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' > ');
}

/**
 * The sale price an automatic promotion gives one piece of `p` while it runs, by the stacking rule (bestPromotion), with
 * its dates as `g:sale_price_effective_date` (an ISO 8601 interval). Only a price any shopper gets for one piece is a
 * sale price: a percentage or an amount off each piece, with no minimum order; an amount off the order or a minimum is
 * a promotion of the order, not of the item. A product with its own discounted price keeps it (promotions apply to
 * full-price pieces only).
 */
export function promotionSale(p: Product, promotions: PublicPromotion[], now: Date): { price: number; effective: string } | null {
  if (hasDiscount(p.discountedPrice)) return null;
  const perPiece = promotions.filter((x) => x.automatic && x.kind !== 'FIXED_ORDER' && x.minimumTotal <= 0);
  const line = { productId: p.id, categoryId: p.categoryId, brand: p.brand, quantity: 1, unitPrice: p.sellingPrice, sellingPrice: p.sellingPrice };
  const outcome = bestPromotion([line], perPiece, now);
  const promotion = outcome && perPiece.find((x) => x.id === outcome.promotionId);
  if (!outcome || !promotion) return null;
  return { price: Math.round((p.sellingPrice - outcome.discount) * 100) / 100, effective: `${promotion.startsAt}/${promotion.endsAt}` };
}

/** in_stock unless the owner counts the product (or the size) and none is left. */
const availability = (soldOut: boolean) => (soldOut ? 'out_of_stock' : 'in_stock');

/** The items of one public product; none for a product shoppers may not see or one without a photo (the platforms refuse it). */
export function feedItems(
  origin: string,
  catalog: Pick<Catalog, 'settings' | 'categories'> & Partial<Pick<Catalog, 'promotions'>>,
  p: Product,
  lang: Lang,
  now: Date = new Date(),
): FeedField[][] {
  if (p.publiclyVisible === false || p.archived || !p.images.length) return [];
  const category = catalog.categories.find((c) => c.id === p.categoryId);
  const images = p.images.map((i) => absoluteUrl(origin, i.url));
  const description = localDescription(lang, p)?.text || productDescription(p, catalog.settings, lang);
  // the item's price stays the regular price; a running promotion is its sale price, for its dates
  const sale = promotionSale(p, catalog.promotions?.promotions ?? [], now);
  const common: FeedField[] = [
    ['g:title', localName(lang, p).text.slice(0, TITLE_MAX)],
    ['g:description', description.slice(0, DESCRIPTION_MAX)],
    ['g:image_link', images[0]],
    ...images.slice(1, 1 + ADDITIONAL_IMAGES_MAX).map((url): FeedField => ['g:additional_image_link', url]),
    ['g:price', price(p.sellingPrice, p.currency)],
    ...(hasDiscount(p.discountedPrice) ? [['g:sale_price', price(p.discountedPrice, p.currency)] as FeedField] : []),
    ...(sale ? [['g:sale_price', price(sale.price, p.currency)] as FeedField, ['g:sale_price_effective_date', sale.effective] as FeedField] : []),
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

  // a size's link chooses it on the page: Google requires a variant's landing page to show that variant selected
  if (!p.sizes.length)
    return [
      [
        ['g:id', p.id],
        ['g:availability', availability(p.stockTracked === true && p.availability === 'SOLD_OUT')],
        ['g:link', productUrl(origin, lang, p.id)],
        ...common,
      ],
    ];
  return p.sizes.map((size) => [
    ['g:id', sizeItemId(p.id, size)],
    ['g:item_group_id', p.id],
    ['g:size', size],
    ['g:availability', availability(sizeAvailability(p, size) === 'SOLD_OUT')],
    ['g:link', productUrl(origin, lang, p.id, size)],
    ...common,
  ]);
}
