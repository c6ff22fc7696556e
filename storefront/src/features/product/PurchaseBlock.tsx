import type { Product } from '../../model/types';
import type { Lang } from '../../i18n/lang';
import { useT } from '../../i18n/use-t';
import { Icon } from '../../components/Icon';
import { cartLineFromProduct } from '../cart-store/store';
import { sizeLabel } from '../../lib/rules/stock';

interface Props {
  product: Product;
  lang: Lang;
  soldOut: boolean;
}

/** The sizes (with their stock), colours and buy box of the product detail view; cart-ui.ts attaches behaviour through the data attributes. */
export function PurchaseBlock({ product, lang, soldOut }: Props) {
  const d = useT(lang);
  const line = cartLineFromProduct(product);
  const soldOutNote = `sold-out-${product.id}`;
  return (
    <>
      {product.sizes.length ? (
        <div className="option-group">
          <h2>{d.product.sizes}</h2>
          <ul className="option-list">
            {product.sizes.map((s) => {
              const sizeStock = product.sizeStock.find((x) => x.size === s);
              const label = sizeLabel(s, sizeStock, lang);
              return (
                <li
                  key={s}
                  className={sizeStock?.availability === 'SOLD_OUT' ? 'is-sold-out' : undefined}
                  data-size={s}
                  data-size-availability={sizeStock?.availability}
                >
                  {label === s ? (
                    s
                  ) : (
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
          <button type="button" className="btn btn-primary btn-lg" data-add-to-cart data-product={JSON.stringify(line)}>
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
