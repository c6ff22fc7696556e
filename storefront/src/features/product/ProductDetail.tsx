import type { ReactNode } from 'react';
import type { DiscountLicence } from '@shop/common';
import { LicenceBadge } from '../../components/LicenceBadge';
import { effectivePrice, formatPrice } from '../../lib/rules/prices';
import type { Product } from '../../model/types';
import { localePath, type Lang } from '../../i18n/lang';
import { useT } from '../../i18n/use-t';
import { langAttr, localDescription, localName } from '../../i18n/content';
import { Icon } from '../../components/Icon';
import { CloseButton } from '../../components/CloseButton';
import { DialogHead } from '../../components/DialogHead';
import { Breadcrumb } from '../../components/Breadcrumb';
import { Price } from '../../components/Price';
import { imageAttrs } from '../../components/ProductCard';
import { stockBadge } from '../../lib/rules/stock';
import { PurchaseBlock } from './PurchaseBlock';
import { fill } from '../../i18n/plural';
import type { ShopChat } from '../chat-links/chat';

export const GALLERY_SIZES = '(min-width: 900px) 600px, 100vw';
/** A thumbnail is 68 px square: the smallest variant, never the original photo. */
const THUMB_SIZES = '68px';

interface Props {
  product: Product;
  canonicalUrl: string;
  lang: Lang;
  /** The shop's chat, for "Ask when it is back" beside a sold-out size. */
  chat?: ShopChat | null;
  /** The Ministry's discount licence, shown beside a struck price (null: none entered). */
  licence?: DiscountLicence | null;
}

interface ImageButtonProps {
  /** A slide of the stage or a thumbnail: gallery.ts finds each by its data-slide or data-thumb. */
  part: 'slide' | 'thumb';
  i: number;
  label: string;
  /** Thumbnails say which image the stage shows. */
  current?: boolean;
  children: ReactNode;
}

/** The gallery's button for one image. */
function ImageButton({ part, i, label, current, children }: ImageButtonProps) {
  const data = { [`data-${part}`]: i };
  return (
    <button type="button" className={`gallery-${part}`} {...data} aria-current={current === undefined ? undefined : current} aria-label={label}>
      {children}
    </button>
  );
}

/**
 * The product detail view. Astro renders it to static HTML; the live fallback page renders the same component in an island.
 * Behaviour (carousel, viewer, share, add to cart) is attached by gallery.ts, share.ts and cart-ui.ts through data attributes.
 */
export function ProductDetail({ product, canonicalUrl, lang, chat, licence }: Props) {
  const d = useT(lang);
  const to = (path: string) => localePath(lang, path);
  const images = product.images;
  const count = images.length;
  const condition = d.conditions[product.condition] ?? product.condition;
  const price = formatPrice(effectivePrice(product), product.currency, lang);
  const name = localName(lang, product);
  const category = product.category ? localName(lang, product.category) : null;
  const description = localDescription(lang, product);
  const stock = stockBadge(product, lang);
  const soldOut = stock?.kind === 'sold-out';
  return (
    <div className="container">
      <Breadcrumb
        lang={lang}
        trail={[
          ...(product.category && category ? [{ label: category.text, href: to(`/category/${product.category.id}`), lang: langAttr(category) }] : []),
          { label: name.text, lang: langAttr(name) },
        ]}
      />

      <div className="pdp">
        <div
          className="gallery"
          data-gallery
          role="region"
          aria-roledescription="carousel"
          aria-label={fill(d.product.imagesLabel, { name: name.text })}
        >
          <div className="gallery-stage" data-stage tabIndex={count > 1 ? 0 : undefined}>
            {count === 0 ? (
              <div className="no-images">
                <div>
                  <Icon name="image" />
                  <p>{d.product.noImages}</p>
                </div>
              </div>
            ) : (
              <div className="gallery-track" data-track>
                {images.map((image, i) => (
                  <ImageButton part="slide" i={i} key={image.id ?? i} label={fill(d.product.viewImage, { i: i + 1, n: count })}>
                    <img
                      {...imageAttrs(image, GALLERY_SIZES, count > 1 ? fill(d.product.imageAlt, { name: name.text, i: i + 1 }) : name.text, lang)}
                      loading={i === 0 ? 'eager' : 'lazy'}
                      fetchPriority={i === 0 ? 'high' : undefined}
                      decoding="async"
                    />
                  </ImageButton>
                ))}
              </div>
            )}
            {count > 1 ? (
              <>
                <button type="button" className="icon-btn gallery-nav gallery-prev" data-prev aria-label={d.product.previousImage}>
                  <Icon name="chevronLeft" className="flip-rtl" />
                </button>
                <button type="button" className="icon-btn gallery-nav gallery-next" data-next aria-label={d.product.nextImage}>
                  <Icon name="chevronRight" className="flip-rtl" />
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
                  <button type="button" className="icon-btn" data-autoplay-toggle aria-pressed="false" aria-label={d.product.pauseSlideshow}>
                    <span data-icon-pause>
                      <Icon name="pause" />
                    </span>
                    <span data-icon-play hidden>
                      <Icon name="play" />
                    </span>
                  </button>
                ) : null}
                <button type="button" className="icon-btn" data-viewer-open aria-label={d.product.viewFullScreen}>
                  <Icon name="expand" />
                </button>
              </div>
            ) : null}
            <span className="sr-only" aria-live="polite" data-gallery-status />
          </div>
          {count > 1 ? (
            <div className="gallery-thumbs">
              {images.map((image, i) => (
                <ImageButton part="thumb" i={i} key={image.id ?? i} current={i === 0} label={fill(d.product.showImage, { i: i + 1 })}>
                  <img {...imageAttrs(image, THUMB_SIZES, '', lang)} alt="" width={68} height={68} loading="lazy" decoding="async" />
                </ImageButton>
              ))}
            </div>
          ) : null}
        </div>

        <div className="pdp-info">
          <span className="pdp-brand">{product.brand}</span>
          <h1 lang={langAttr(name)}>{name.text}</h1>
          <Price
            sellingPrice={product.sellingPrice}
            discountedPrice={product.discountedPrice}
            currency={product.currency}
            size="lg"
            showSave
            lang={lang}
          />
          {effectivePrice(product) < product.sellingPrice ? <LicenceBadge licence={licence} lang={lang} /> : null}
          <div className="pdp-meta">
            {stock ? (
              <span className={`pill pill-stock pill-stock-${stock.kind}`} data-stock-status={stock.kind}>
                {stock.text}
              </span>
            ) : null}
            <span className="pill">{condition}</span>
            {category ? (
              <span className="pill" lang={langAttr(category)}>
                {category.text}
              </span>
            ) : null}
            {product.featured ? <span className="pill">{d.product.featured}</span> : null}
          </div>
          <PurchaseBlock product={product} lang={lang} soldOut={soldOut} canonicalUrl={canonicalUrl} chat={chat} />

          <section className="panel" aria-labelledby="details-title">
            <h2 id="details-title">{d.product.details}</h2>
            {description ? (
              <p className="description" lang={langAttr(description)}>
                {description.text}
              </p>
            ) : null}
            <dl className="details-list">
              <dt>{d.product.brand}</dt>
              <dd>{product.brand}</dd>
              <dt>{d.product.condition}</dt>
              <dd>{condition}</dd>
              {category ? (
                <>
                  <dt>{d.product.category}</dt>
                  <dd lang={langAttr(category)}>{category.text}</dd>
                </>
              ) : null}
              {product.subcategory ? (
                <>
                  <dt>{d.product.type}</dt>
                  <dd lang={lang === 'ar' ? 'en' : undefined}>{product.subcategory}</dd>
                </>
              ) : null}
              {product.material ? (
                <>
                  <dt>{d.product.material}</dt>
                  <dd lang={lang === 'ar' ? 'en' : undefined}>{product.material}</dd>
                </>
              ) : null}
              <dt>{d.product.price}</dt>
              <dd>{price}</dd>
            </dl>
            {product.tags.length ? (
              <div className="tag-list">
                {product.tags.map((t) => (
                  <a key={t} href={`${to('/search')}?keyword=${encodeURIComponent(t)}`}>
                    #{t}
                  </a>
                ))}
              </div>
            ) : null}
          </section>

          <section className="panel" aria-labelledby="how-title">
            <h2 id="how-title">{d.product.howToOrder}</h2>
            <ol className="steps">
              {d.product.steps.map((s) => (
                <li key={s.title}>
                  <div>
                    <strong>{s.title}</strong>
                    <span>{s.text}</span>
                  </div>
                </li>
              ))}
            </ol>
          </section>
          <a className="back-link" href={to('/')}>
            <Icon name="arrowLeft" className="flip-rtl" /> {d.product.backHome}
          </a>
        </div>
      </div>

      <dialog
        className="share-dialog"
        data-share-dialog
        data-url={canonicalUrl}
        data-text={name.text}
        data-price={price}
        data-tags={product.tags.join(',')}
        aria-labelledby="share-title"
      >
        <div className="dialog-inner">
          <DialogHead
            titleId="share-title"
            title={d.product.shareTitle}
            subtitle={<p lang={langAttr(name)}>{name.text}</p>}
            closeLabel={d.product.close}
            closeAttribute="data-share-close"
          />
          <div className="copy-row">
            <input readOnly value={canonicalUrl} aria-label={d.product.productLink} dir="ltr" />
            <button type="button" className="btn btn-dark" data-share-copy>
              <Icon name="copy" /> <span data-label>{d.product.copyLink}</span>
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
              <Icon name="share" /> {d.product.more}
            </button>
          </div>
        </div>
      </dialog>

      {count > 0 ? (
        <dialog className="viewer" data-viewer aria-label={d.product.viewer}>
          <div className="viewer-bar">
            <span data-viewer-counter aria-live="polite" />
            <div style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
              <button type="button" className="icon-btn" data-zoom-out aria-label={d.product.zoomOut}>
                <Icon name="zoomOut" />
              </button>
              <button
                type="button"
                className="btn btn-ghost btn-sm viewer-zoom"
                data-zoom-reset
                aria-label={d.product.resetZoom}
                style={{ color: '#fff' }}
              >
                <span data-zoom-level>100%</span>
              </button>
              <button type="button" className="icon-btn" data-zoom-in aria-label={d.product.zoomIn}>
                <Icon name="zoomIn" />
              </button>
              <CloseButton label={d.product.closeViewer} data-viewer-close />
            </div>
          </div>
          <div className="viewer-stage" data-viewer-stage>
            <img
              data-viewer-image
              alt=""
              src={images[0].url}
              width={images[0].width || 800}
              height={images[0].height || 800}
              loading="lazy"
              decoding="async"
            />
          </div>
          {count > 1 ? (
            <>
              <button type="button" className="icon-btn viewer-nav viewer-prev" data-viewer-prev aria-label={d.product.previousImage}>
                <Icon name="chevronLeft" className="flip-rtl" />
              </button>
              <button type="button" className="icon-btn viewer-nav viewer-next" data-viewer-next aria-label={d.product.nextImage}>
                <Icon name="chevronRight" className="flip-rtl" />
              </button>
            </>
          ) : null}
        </dialog>
      ) : null}
    </div>
  );
}
