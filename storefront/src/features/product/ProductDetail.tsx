import { CONDITION_LABELS, formatPrice, type Condition } from '@shop/common';
import { effectivePrice } from '../../lib/prices';
import { STOREFRONT_MESSAGES } from '../../lib/messages';
import type { Product } from '../../lib/types';
import { Icon } from '../../components/Icon';
import { Breadcrumb } from '../../components/Breadcrumb';
import { Price } from '../../components/Price';
import { imageAttrs } from '../../components/ProductCard';
import { cartLineFromProduct } from '../cart/store';
import { sizeLabel, stockBadge, STOCK_TEXT } from '../../lib/stock';

export const HOW_TO_ORDER = [
  { title: 'Add to cart', text: 'Pick your items and tap Add to Cart. Your cart is saved on this device.' },
  { title: 'Fill in your details', text: 'Open the cart, choose store pick-up or delivery and how you want to pay.' },
  { title: 'Send the message', text: 'Submit opens Messenger with your order filled in. Press send there.' },
  { title: 'We confirm', text: 'We reply to confirm availability, payment and your pickup or delivery.' },
] as const;

export const GALLERY_SIZES = '(min-width: 900px) 600px, 100vw';

interface Props {
  product: Product;
  canonicalUrl: string;
}

/**
 * The product detail view. Astro renders it to static HTML; the live fallback page renders the same component in an island.
 * Behaviour (carousel, viewer, share, add to cart) is attached by gallery.ts, share.ts and cart-ui.ts through data attributes.
 */
export function ProductDetail({ product, canonicalUrl }: Props) {
  const images = product.images;
  const count = images.length;
  const condition = CONDITION_LABELS[product.condition as Condition] ?? product.condition;
  const line = cartLineFromProduct(product);
  const price = formatPrice(effectivePrice(product), product.currency);
  const stock = stockBadge(product);
  const soldOut = stock?.kind === 'sold-out';
  const soldOutNote = `sold-out-${product.id}`;
  return (
    <div className="container">
      <Breadcrumb trail={[...(product.category ? [{ label: product.category.name, href: `/category/${product.category.id}` }] : []), { label: product.name }]} />

      <div className="pdp">
        <div className="gallery" data-gallery aria-roledescription="carousel" aria-label={`${product.name} images`}>
          <div className="gallery-stage" data-stage tabIndex={count > 1 ? 0 : undefined}>
            {count === 0 ? (
              <div className="no-images">
                <div>
                  <Icon name="image" />
                  <p>{STOREFRONT_MESSAGES.noImages}</p>
                </div>
              </div>
            ) : (
              <div className="gallery-track" data-track>
                {images.map((image, i) => (
                  <button type="button" className="gallery-slide" data-slide={i} key={image.id ?? i} aria-label={`View image ${i + 1} of ${count} full screen`}>
                    <img
                      {...imageAttrs(image, GALLERY_SIZES, `${product.name}${count > 1 ? ` image ${i + 1}` : ''}`)}
                      loading={i === 0 ? 'eager' : 'lazy'}
                      fetchPriority={i === 0 ? 'high' : undefined}
                      decoding="async"
                    />
                  </button>
                ))}
              </div>
            )}
            {count > 1 ? (
              <>
                <button type="button" className="icon-btn gallery-nav gallery-prev" data-prev aria-label="Previous image">
                  <Icon name="chevronLeft" />
                </button>
                <button type="button" className="icon-btn gallery-nav gallery-next" data-next aria-label="Next image">
                  <Icon name="chevronRight" />
                </button>
                <div className="gallery-dots" aria-hidden="true">
                  {images.map((_, i) => (
                    <span key={i} data-dot className={i === 0 ? 'is-active' : undefined} />
                  ))}
                </div>
              </>
            ) : null}
            {count > 0 ? (
              <div className="gallery-tools">
                {count > 1 ? (
                  <button type="button" className="icon-btn" data-autoplay-toggle aria-pressed="false" aria-label="Pause slideshow">
                    <span data-icon-pause>
                      <Icon name="pause" />
                    </span>
                    <span data-icon-play hidden>
                      <Icon name="play" />
                    </span>
                  </button>
                ) : null}
                <button type="button" className="icon-btn" data-viewer-open aria-label="View full screen">
                  <Icon name="expand" />
                </button>
              </div>
            ) : null}
            <span className="sr-only" aria-live="polite" data-gallery-status />
          </div>
          {count > 1 ? (
            <div className="gallery-thumbs">
              {images.map((image, i) => (
                <button type="button" className="gallery-thumb" data-thumb={i} key={image.id ?? i} aria-current={i === 0 ? 'true' : 'false'} aria-label={`Show image ${i + 1}`}>
                  <img src={image.url} alt="" width={68} height={68} loading="lazy" decoding="async" />
                </button>
              ))}
            </div>
          ) : null}
        </div>

        <div className="pdp-info">
          <span className="pdp-brand">{product.brand}</span>
          <h1>{product.name}</h1>
          <Price sellingPrice={product.sellingPrice} discountedPrice={product.discountedPrice} currency={product.currency} size="lg" showSave />
          <div className="pdp-meta">
            {stock ? (
              <span className={`pill pill-stock pill-stock-${stock.kind}`} data-stock-status={stock.kind}>
                {stock.text}
              </span>
            ) : null}
            <span className="pill">{condition}</span>
            {product.category ? <span className="pill">{product.category.name}</span> : null}
            {product.featured ? <span className="pill">Featured</span> : null}
          </div>
          {product.sizes.length ? (
            <div className="option-group">
              <h2>Sizes</h2>
              <ul className="option-list">
                {product.sizes.map((s) => {
                  const sizeStock = product.sizeStock.find((x) => x.size === s);
                  const label = sizeLabel(s, sizeStock);
                  return (
                    <li key={s} className={sizeStock?.availability === 'SOLD_OUT' ? 'is-sold-out' : undefined} data-size={s} data-size-availability={sizeStock?.availability}>
                      {label === s ? s : (
                        <>
                          <span aria-hidden="true">{s}</span>
                          <span className="sr-only">{label}</span>
                        </>
                      )}
                    </li>
                  );
                })}
              </ul>
            </div>
          ) : null}
          {product.colors.length ? (
            <div className="option-group">
              <h2>Colors</h2>
              <ul className="option-list">
                {product.colors.map((c) => (
                  <li key={c}>{c}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="buy-box">
            {soldOut ? (
              <button type="button" className="btn btn-primary btn-lg" data-add-to-cart disabled aria-describedby={soldOutNote}>
                {STOCK_TEXT.soldOut}
              </button>
            ) : (
              <button type="button" className="btn btn-primary btn-lg" data-add-to-cart data-product={JSON.stringify(line)}>
                <Icon name="cart" /> Add to Cart
              </button>
            )}
            <button type="button" className="btn btn-outline btn-lg" data-share-open aria-haspopup="dialog">
              <Icon name="share" /> <span className="sr-only">Share</span>
            </button>
            <p className="buy-note buy-note-sold-out" id={soldOutNote} data-sold-out-note hidden={!soldOut}>
              {STOCK_TEXT.addSoldOut}
            </p>
            <p className="buy-note" data-in-cart-for={product.id} hidden>
              <Icon name="check" /> <span>
                <span data-in-cart-qty>0</span> in your cart.{' '}
                <button type="button" className="remove-btn" data-cart-open>
                  View cart
                </button>
              </span>
            </p>
            <p className="buy-note">
              <Icon name="store" /> Pickup every Friday, 10:00am-6:00pm, or delivery across Saudi Arabia.
            </p>
          </div>

          <section className="panel" aria-labelledby="details-title">
            <h2 id="details-title">Details</h2>
            {product.description ? <p className="description">{product.description}</p> : null}
            <dl className="details-list">
              <dt>Brand</dt>
              <dd>{product.brand}</dd>
              <dt>Condition</dt>
              <dd>{condition}</dd>
              {product.category ? (
                <>
                  <dt>Category</dt>
                  <dd>{product.category.name}</dd>
                </>
              ) : null}
              {product.subcategory ? (
                <>
                  <dt>Type</dt>
                  <dd>{product.subcategory}</dd>
                </>
              ) : null}
              {product.material ? (
                <>
                  <dt>Material</dt>
                  <dd>{product.material}</dd>
                </>
              ) : null}
              <dt>Price</dt>
              <dd>{price}</dd>
            </dl>
            {product.tags.length ? (
              <div className="tag-list">
                {product.tags.map((t) => (
                  <a key={t} href={`/search?keyword=${encodeURIComponent(t)}`}>
                    #{t}
                  </a>
                ))}
              </div>
            ) : null}
          </section>

          <section className="panel" aria-labelledby="how-title">
            <h2 id="how-title">How to Order</h2>
            <ol className="steps">
              {HOW_TO_ORDER.map((s) => (
                <li key={s.title}>
                  <div>
                    <strong>{s.title}</strong>
                    <span>{s.text}</span>
                  </div>
                </li>
              ))}
            </ol>
          </section>
          <a className="back-link" href="/">
            <Icon name="arrowLeft" /> Back to home
          </a>
        </div>
      </div>

      <dialog className="share-dialog" data-share-dialog data-url={canonicalUrl} data-text={product.name} data-price={price} data-tags={product.tags.join(',')} aria-labelledby="share-title">
        <div className="dialog-inner">
          <div className="dialog-head">
            <div>
              <h2 id="share-title">Share this product</h2>
              <p>{product.name}</p>
            </div>
            <button type="button" className="icon-btn" data-share-close aria-label="Close">
              <Icon name="close" />
            </button>
          </div>
          <div className="copy-row">
            <input readOnly value={canonicalUrl} aria-label="Product link" />
            <button type="button" className="btn btn-dark" data-share-copy>
              <Icon name="copy" /> <span data-label>Copy link</span>
            </button>
          </div>
          <div className="share-grid">
            <button type="button" className="btn btn-outline" data-share-network="facebook">
              <Icon name="facebook" /> Facebook
            </button>
            <button type="button" className="btn btn-outline" data-share-network="x">
              <Icon name="x" /> X (Twitter)
            </button>
            <button type="button" className="btn btn-outline" data-share-network="whatsapp">
              <Icon name="whatsapp" /> WhatsApp
            </button>
            <button type="button" className="btn btn-outline" data-share-network="telegram">
              <Icon name="telegram" /> Telegram
            </button>
            <button type="button" className="btn btn-outline" data-share-instagram>
              <Icon name="instagram" /> Instagram
            </button>
            <button type="button" className="btn btn-outline" data-share-native hidden>
              <Icon name="share" /> More…
            </button>
          </div>
        </div>
      </dialog>

      {count > 0 ? (
        <dialog className="viewer" data-viewer aria-label="Image viewer">
          <div className="viewer-bar">
            <span data-viewer-counter aria-live="polite" />
            <div style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
              <button type="button" className="icon-btn" data-zoom-out aria-label="Zoom out">
                <Icon name="zoomOut" />
              </button>
              <button type="button" className="btn btn-ghost btn-sm viewer-zoom" data-zoom-reset aria-label="Reset zoom" style={{ color: '#fff' }}>
                <span data-zoom-level>100%</span>
              </button>
              <button type="button" className="icon-btn" data-zoom-in aria-label="Zoom in">
                <Icon name="zoomIn" />
              </button>
              <button type="button" className="icon-btn" data-viewer-close aria-label="Close viewer">
                <Icon name="close" />
              </button>
            </div>
          </div>
          <div className="viewer-stage" data-viewer-stage>
            <img data-viewer-image alt="" src={images[0].url} width={images[0].width || 800} height={images[0].height || 800} loading="lazy" decoding="async" />
          </div>
          {count > 1 ? (
            <>
              <button type="button" className="icon-btn viewer-nav viewer-prev" data-viewer-prev aria-label="Previous image">
                <Icon name="chevronLeft" />
              </button>
              <button type="button" className="icon-btn viewer-nav viewer-next" data-viewer-next aria-label="Next image">
                <Icon name="chevronRight" />
              </button>
            </>
          ) : null}
        </dialog>
      ) : null}
    </div>
  );
}
