/**
 * ProductCard as plain DOM, for the search page's inline script: it draws the first results before React has loaded,
 * so it must not import React or a dictionary. Same elements, classes and attributes as ProductCard (its test
 * compares the two node by node), so the island's cards replace these without moving anything.
 */
import type { CardLicence, CardProduct } from './ProductCard';
import { licenceText } from '../lib/rules/licence';
import type { Dictionary } from '../i18n/index';
import { CARD_IMAGE_SIZES, imageAttrs } from '../lib/images/card-image';
import { discountPercent, effectivePrice, formatPrice } from '../lib/rules/prices';
import { stockBadgeWith, type StockBadgeTexts } from '../lib/rules/stock-badge';
import { VAT_NOTE, vatIncluded } from '../lib/rules/vat-note';
import { langAttr, localName } from '../i18n/content';
import { localePath, type Lang } from '../i18n/lang';

/** The few texts a card shows, as data a page can embed. */
export interface PlainCardTexts {
  conditions: Record<string, string>;
  stock: StockBadgeTexts;
  /** '{n} in cart': the badge the cart script fills on static cards. */
  inCart: string;
  was: string;
}

export function plainCardTexts(d: Dictionary): PlainCardTexts {
  const { soldOut, onlyLeft, lowStock } = d.stock;
  return { conditions: { ...d.conditions }, stock: { soldOut, onlyLeft, lowStock }, inCart: d.client.inCart, was: d.price.was };
}

type Attrs = Record<string, string | number | undefined>;

function el(doc: Document, tag: string, attrs: Attrs, ...children: (Node | string)[]): HTMLElement {
  const node = doc.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) if (value !== undefined) node.setAttribute(name, String(value));
  node.append(...children);
  return node;
}

function price(doc: Document, p: CardProduct, lang: Lang, texts: PlainCardTexts): HTMLElement {
  const fmt = (amount: number) => formatPrice(amount, p.currency, lang);
  const now = effectivePrice(p);
  const onSale = now < p.sellingPrice;
  const box = el(doc, 'div', { class: onSale ? 'price is-sale' : 'price' }, el(doc, 'span', { class: 'price-now' }, fmt(now)));
  if (onSale) box.append(el(doc, 's', { class: 'price-was' }, el(doc, 'span', { class: 'sr-only' }, texts.was), fmt(p.sellingPrice)));
  if (vatIncluded()) box.append(el(doc, 'span', { class: 'price-vat' }, VAT_NOTE[lang]));
  return box;
}

export function plainProductCard(
  doc: Document,
  product: CardProduct,
  lang: Lang,
  texts: PlainCardTexts,
  { eager, headingLevel, licence = null }: { eager: boolean; headingLevel: 'h2' | 'h3'; licence?: CardLicence | null },
): HTMLElement {
  const name = localName(lang, product);
  const image = imageAttrs(product.images[0], CARD_IMAGE_SIZES, name.text, lang);
  const off = discountPercent(product.sellingPrice, product.discountedPrice);
  const stock = stockBadgeWith(product, texts.stock, lang);
  const media = el(
    doc,
    'div',
    { class: 'card-media' },
    el(doc, 'img', {
      src: image.src,
      srcset: image.srcSet,
      sizes: image.sizes,
      width: image.width,
      height: image.height,
      alt: image.alt,
      loading: eager ? 'eager' : 'lazy',
      decoding: 'async',
      fetchpriority: eager ? 'high' : undefined,
    }),
  );
  if (off > 0) media.append(el(doc, 'span', { class: 'badge-sale', dir: 'ltr' }, `-${off}%`));
  if (product.condition) media.append(el(doc, 'span', { class: 'badge-condition' }, texts.conditions[product.condition] ?? product.condition));
  if (stock) media.append(el(doc, 'span', { class: `badge-stock badge-stock-${stock.kind}`, 'data-stock-badge': stock.kind }, stock.text));
  media.append(el(doc, 'span', { class: 'badge-in-cart', 'data-cart-badge': product.id, hidden: '' }));
  const body = el(
    doc,
    'div',
    { class: 'card-body' },
    el(doc, 'span', { class: 'card-brand' }, product.brand),
    el(doc, headingLevel, { class: 'card-name', lang: langAttr(name) }, name.text),
    el(doc, 'div', { class: 'card-price' }, price(doc, product, lang, texts)),
  );
  // the Ministry's licence beside a struck price, as LicenceBadge's plain form (the card is a link already)
  if (off > 0 && licence)
    body.append(el(doc, 'span', { class: 'licence-badge', 'data-discount-licence': licence.number }, licenceText(licence, lang)));
  return el(
    doc,
    'article',
    { class: stock?.kind === 'sold-out' ? 'card is-sold-out' : 'card' },
    el(doc, 'a', { class: 'card-link', href: localePath(lang, `/products/${product.id}`) }, media, body),
  );
}
