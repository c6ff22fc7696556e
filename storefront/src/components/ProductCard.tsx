import type { Product } from '../model/types';
import { stockBadge } from '../lib/rules/stock';
import { CARD_IMAGE_SIZES, EAGER_CARDS, imageAttrs } from '../lib/images/card-image';
import type { CardLicence } from '../lib/rules/licence';
import { Price } from './Price';
import { LicenceBadge } from './LicenceBadge';
import { discountPercent } from '../lib/rules/prices';
import type { Lang } from '../i18n/lang';
import { useT } from '../i18n/use-t';
import { langAttr, localName } from '../i18n/content';
import { localePath } from '../i18n/lang';
import { fill } from '../i18n/plural';

export { CARD_IMAGE_SIZES, EAGER_CARDS, imageAttrs } from '../lib/images/card-image';

/** What a card shows: the island props of a listing carry only this, not whole products. */
export type CardProduct = Pick<Product, 'id' | 'name' | 'brand' | 'condition' | 'sellingPrice' | 'discountedPrice' | 'currency' | 'images'> &
  Partial<Pick<Product, 'nameAr' | 'availability' | 'stockLeft'>>;

/** The card's fields; Arabic ones only when given, so English listings carry nothing more than before. */
export function toCardProduct(p: Product): CardProduct {
  return {
    id: p.id,
    name: p.name,
    ...(p.nameAr ? { nameAr: p.nameAr } : {}),
    brand: p.brand,
    condition: p.condition,
    sellingPrice: p.sellingPrice,
    discountedPrice: p.discountedPrice ?? null,
    currency: p.currency,
    images: p.images.slice(0, 1),
    availability: p.availability,
    stockLeft: p.stockLeft,
  };
}

export type { CardLicence };

interface Props {
  product: CardProduct;
  lang: Lang;
  /** Quantity already in the cart (islands pass it; static pages get it filled in by the cart script). */
  inCart?: number;
  /** The first cards of a page are above the fold: load them eagerly. */
  eager?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** Link target; the product page by default. */
  href?: string;
  /** The Ministry's discount licence, named under a struck price (every card, static or drawn by an island; null: none entered). */
  licence?: CardLicence | null;
}

/** Product grid card: image, brand, name, price with discount, condition, stock, and the in-cart badge. */
export function ProductCard({ product, lang, inCart = 0, eager = false, headingLevel = 'h3', href, licence }: Props) {
  const d = useT(lang);
  const Heading = headingLevel;
  const name = localName(lang, product);
  const image = imageAttrs(product.images[0], CARD_IMAGE_SIZES, name.text, lang);
  const off = discountPercent(product.sellingPrice, product.discountedPrice);
  const stock = stockBadge(product, lang);
  return (
    <article className={stock?.kind === 'sold-out' ? 'card is-sold-out' : 'card'}>
      <a className="card-link" href={href ?? localePath(lang, `/products/${product.id}`)}>
        <div className="card-media">
          <img {...image} loading={eager ? 'eager' : 'lazy'} decoding="async" fetchPriority={eager ? 'high' : undefined} />
          {off > 0 ? (
            <span className="badge-sale" dir="ltr">
              -{off}%
            </span>
          ) : null}
          {product.condition ? <span className="badge-condition">{d.conditions[product.condition] ?? product.condition}</span> : null}
          {stock ? (
            <span className={`badge-stock badge-stock-${stock.kind}`} data-stock-badge={stock.kind}>
              {stock.text}
            </span>
          ) : null}
          <span className="badge-in-cart" data-cart-badge={product.id} hidden={inCart <= 0}>
            {inCart > 0 ? fill(d.card.inCart, { n: inCart }) : ''}
          </span>
        </div>
        <div className="card-body">
          <span className="card-brand">{product.brand}</span>
          <Heading className="card-name" lang={langAttr(name)}>
            {name.text}
          </Heading>
          <div className="card-price">
            <Price sellingPrice={product.sellingPrice} discountedPrice={product.discountedPrice} currency={product.currency} lang={lang} />
          </div>
          {off > 0 && licence ? <LicenceBadge licence={licence} lang={lang} plain /> : null}
        </div>
      </a>
    </article>
  );
}

/**
 * A listing's page of cards, as the category and search pages draw it: the cards' names are the page's h2s (under its
 * h1), the first cards are above the fold and load eagerly, and while the next page loads the grid stays in place,
 * dimmed and marked busy, so the page does not jump.
 */
export function ProductGrid({
  products,
  lang,
  loading,
  quantities,
  licence,
}: {
  products: readonly CardProduct[];
  lang: Lang;
  loading: boolean;
  /** Product id → quantity in the cart (empty until the page has hydrated, so the first render matches the prebuilt HTML). */
  quantities: Readonly<Record<string, number>>;
  licence?: CardLicence | null;
}) {
  return (
    <div className="product-grid" aria-busy={loading} style={{ opacity: loading ? 0.6 : 1 }}>
      {products.map((p, i) => (
        <ProductCard key={p.id} lang={lang} product={p} inCart={quantities[p.id] ?? 0} eager={i < EAGER_CARDS} headingLevel="h2" licence={licence} />
      ))}
    </div>
  );
}

/** A placeholder with the exact shape of a card, so results replace it without moving the page. */
export function SkeletonCard() {
  return (
    <div className="card" aria-hidden="true">
      <div className="card-media skeleton" style={{ borderRadius: 0 }} />
      <div className="card-body">
        <span className="card-brand">
          <span className="skeleton-text">&nbsp;</span>
        </span>
        <span className="card-name">
          <span className="skeleton-text">&nbsp;</span>
        </span>
        <div className="card-price">
          <div className="price">
            <span className="price-now">
              <span className="skeleton-text" style={{ width: '5em' }}>
                &nbsp;
              </span>
            </span>
          </div>
        </div>
      </div>
    </div>
  );
}

export function SkeletonGrid({ count = 8 }: { count?: number }) {
  return (
    <div className="product-grid" aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <SkeletonCard key={i} />
      ))}
    </div>
  );
}
