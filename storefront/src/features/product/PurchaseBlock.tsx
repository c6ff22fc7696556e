import type { Product } from '../../model/types';
import type { Lang } from '../../i18n/lang';
import { useT } from '../../i18n/use-t';
import { Icon } from '../../components/Icon';
import { cartLineFromProduct } from '../cart-store/store';
import { chatLink, type ShopChat } from '../chat-links/chat';
import { sizeLabel, sizeState, stockCount } from '../../lib/rules/stock';
import { fill } from '../../i18n/plural';
import { localName } from '../../i18n/content';

interface Props {
  product: Product;
  lang: Lang;
  soldOut: boolean;
  /** The product's address without `?size` (the "Ask when it is back" message links to the size). */
  canonicalUrl: string;
  /** The shop's chat, for "Ask when it is back" beside a sold-out size; none when the shop has no chat. */
  chat?: ShopChat | null;
}

/**
 * The size picker, colours and buy box of the product detail view. The picker is plain radios rendered with the page,
 * so a size can be chosen before any script runs; size-picker.ts keeps the address and the sizes' stock in step, and
 * cart-ui.ts reads the chosen radio when Add to Cart is pressed (the button names the picker in data-size-from).
 */
export function PurchaseBlock({ product, lang, soldOut, canonicalUrl, chat }: Props) {
  const d = useT(lang);
  const line = cartLineFromProduct(product);
  const soldOutNote = `sold-out-${product.id}`;
  const pickerId = `size-picker-${product.id}`;
  const promptId = `size-prompt-${product.id}`;
  const sizes = product.sizes;
  const name = localName(lang, product).text;
  const askHref = (size: string) => {
    if (!chat) return null;
    const url = new URL(canonicalUrl);
    url.searchParams.set('size', size);
    return chatLink(chat, fill(d.product.askBackMessage, { name, size, url: url.toString() }));
  };
  return (
    <>
      {sizes.length ? (
        <fieldset
          className="option-group size-picker"
          id={pickerId}
          data-size-picker
          data-product-id={product.id}
          data-lang={lang}
          data-sold-out={d.product.sizeSoldOut}
          data-left={JSON.stringify(d.product.sizeLeft)}
          data-label-sold-out={d.stock.sizeSoldOut}
          data-label-left={JSON.stringify(d.stock.sizeOnlyLeft)}
          aria-describedby={promptId}
        >
          <legend className="size-legend">{d.product.size}</legend>
          <div className="size-grid">
            {sizes.map((s) => {
              const stock = product.sizeStock.find((x) => x.size === s);
              const state = sizeState(stock);
              const out = state.kind === 'sold-out';
              const ask = askHref(s);
              return (
                <div className="size-cell" key={s}>
                  <label className={`size-option${out ? ' is-sold-out' : ''}`}>
                    <input
                      type="radio"
                      name={`size-${product.id}`}
                      value={s}
                      disabled={out}
                      defaultChecked={sizes.length === 1 && !out}
                      aria-label={sizeLabel(s, stock, lang)}
                      data-state={state.kind}
                      data-left={state.left == null ? undefined : String(state.left)}
                    />
                    <span className="size-name" dir="auto" aria-hidden="true">
                      {s}
                    </span>
                    <span className="size-state" data-size-state aria-hidden="true">
                      {out ? d.product.sizeSoldOut : state.kind === 'low' && state.left ? stockCount(lang, d.product.sizeLeft, state.left) : ''}
                    </span>
                  </label>
                  {ask ? (
                    <a
                      className="size-ask"
                      href={ask}
                      target="_blank"
                      rel="noopener"
                      data-ask-back={s}
                      aria-label={fill(d.product.askBackLabel, { size: s })}
                      hidden={!out}
                    >
                      {d.product.askBack}
                    </a>
                  ) : null}
                </div>
              );
            })}
          </div>
          <p
            className="size-prompt"
            id={promptId}
            data-size-prompt
            aria-live="polite"
            data-need={d.product.chooseSize}
            data-address-sold-out={d.product.addressSizeSoldOut}
            data-address-unknown={d.product.addressSizeUnknown}
          />
        </fieldset>
      ) : null}
      {product.colors.length ? (
        <div className="option-group">
          <h2>{d.product.colors}</h2>
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
            {d.stock.soldOut}
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-primary btn-lg"
            data-add-to-cart
            data-product={JSON.stringify(line)}
            data-size-from={sizes.length ? pickerId : undefined}
          >
            <Icon name="cart" /> {d.product.addToCart}
          </button>
        )}
        <button type="button" className="btn btn-outline btn-lg" data-share-open aria-haspopup="dialog">
          <Icon name="share" /> <span className="sr-only">{d.product.share}</span>
        </button>
        <p className="buy-note buy-note-sold-out" id={soldOutNote} data-sold-out-note hidden={!soldOut}>
          {d.stock.addSoldOut}
        </p>
        <p className="buy-note" data-in-cart-for={product.id} hidden>
          <Icon name="check" />{' '}
          <span>
            <span data-in-cart-qty>0</span> {d.product.inYourCart}{' '}
            <button type="button" className="remove-btn" data-cart-open>
              {d.product.viewCart}
            </button>
          </span>
        </p>
        <p className="buy-note">
          <Icon name="store" /> {d.product.buyNote}
        </p>
      </div>
    </>
  );
}
