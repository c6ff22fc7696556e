import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { formatPrice } from '../../lib/rules/prices';
import { withVatNote } from '../../lib/rules/vat-note';
import { localePath, type Lang } from '../../i18n/lang';
import { useT } from '../../i18n/use-t';
import { sizeLabel, sizeMaxQuantity, stockCount } from '../../lib/rules/stock';
import { fetchProduct } from '../../lib/api/api';
import type { Product } from '../../model/types';
import { Icon } from '../../components/Icon';
import { CloseButton } from '../../components/CloseButton';
import { setDialogOpen } from '../../components/native-dialog';
import { ConfirmDialog } from '../../components/Dialog';
import {
  $cartItems,
  $cartOpen,
  $cartTotals,
  clearCart,
  needsSize,
  proceedToCheckout,
  removeFromCart,
  setLineSize,
  setQuantity,
  shownSize,
  type CartItem,
} from '../cart-store/store';
import { fill } from '../../i18n/plural';
import { localName } from '../../i18n/content';
import { $cartDiscount, loadPublicPromotions, revalidateCodeOnce } from '../cart-store/promotion';
import { PromoCodeField } from './PromoCodeField';

/** The sidebar closes with a 300 ms animation, so it stays mounted that long after closing. */
export const CART_CLOSE_MS = 300;

type Pending = { kind: 'remove'; item: CartItem; viaQuantity: boolean } | { kind: 'clear' } | null;

/**
 * Lines saved before the shop took sizes: each product is read once, a product with one size (or none) takes it at
 * once, and one with several answers its sizes for the line's select. Answers the products read so far.
 */
function useSizesForOldLines(items: CartItem[], active: boolean, read: (id: string) => Promise<Product | null> = (id) => fetchProduct(id)) {
  const [products, setProducts] = useState<Record<string, Product | null>>({});
  const asked = useRef(new Set<string>());
  useEffect(() => {
    if (!active) return;
    for (const item of items.filter(needsSize)) {
      if (asked.current.has(item.productId)) continue;
      asked.current.add(item.productId);
      read(item.productId)
        .then((product) => {
          setProducts((p) => ({ ...p, [item.productId]: product }));
          if (product && product.sizes.length <= 1) {
            const size = product.sizes[0] ?? null;
            for (const line of $cartItems.get().filter((i) => i.productId === item.productId && needsSize(i)))
              setLineSize(line.id, size, (size ? sizeMaxQuantity(product, size) : null) ?? undefined);
          }
        })
        .catch(() => asked.current.delete(item.productId));
    }
  }, [items, active]); // eslint-disable-line react-hooks/exhaustive-deps
  return products;
}

export function CartSidebar({ lang }: { lang: Lang }) {
  const d = useT(lang);
  const CART_TEXT = d.cart;
  const shownName = (item: CartItem) => localName(lang, item).text;
  const nameLang = (item: CartItem) => (lang === 'ar' && !item.nameAr ? 'en' : undefined);
  const open = useStore($cartOpen);
  const items = useStore($cartItems);
  const { totalItems, totalPrice } = useStore($cartTotals);
  const promotion = useStore($cartDiscount);
  const [closing, setClosing] = useState(false);
  const [visible, setVisible] = useState(open);
  const [pending, setPending] = useState<Pending>(null);
  const ref = useRef<HTMLDialogElement>(null);
  const currency = items[0]?.currency ?? 'SAR';
  const oldLineProducts = useSizesForOldLines(items, visible);
  const sizedName = (item: CartItem) => {
    const size = shownSize(item);
    return size ? fill(d.cart.sized, { name: shownName(item), size }) : shownName(item);
  };
  const anyNeedsSize = items.some(needsSize);

  useEffect(() => {
    if (open) {
      setClosing(false);
      setVisible(true);
      return;
    }
    if (!visible) return;
    setClosing(true);
    const t = setTimeout(() => {
      setClosing(false);
      setVisible(false);
    }, CART_CLOSE_MS);
    return () => clearTimeout(t);
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (ref.current) setDialogOpen(ref.current, visible);
    // the automatic promotions, read once the cart is first shown, so its total is the one the API will confirm; a code
    // kept from an earlier page is checked again then
    if (visible) {
      void loadPublicPromotions();
      revalidateCodeOnce(lang);
    }
  }, [visible]); // eslint-disable-line react-hooks/exhaustive-deps

  const close = () => $cartOpen.set(false);
  const decrease = (item: CartItem) => {
    if (item.qty <= 1) setPending({ kind: 'remove', item, viaQuantity: true });
    else setQuantity(item.id, item.qty - 1);
  };
  const confirm = () => {
    if (pending?.kind === 'remove') removeFromCart(pending.item.id);
    if (pending?.kind === 'clear') clearCart();
    setPending(null);
  };

  return (
    <>
      <dialog
        ref={ref}
        className={`drawer${closing ? ' is-closing' : ''}`}
        aria-labelledby="cart-title"
        onCancel={(e) => {
          e.preventDefault();
          close();
        }}
        onClick={(e) => {
          if (e.target === ref.current) close();
        }}
      >
        {visible ? (
          <div className="drawer-panel">
            <div className="drawer-head">
              <h2 id="cart-title">
                {CART_TEXT.title} {totalItems > 0 ? <span className="pill">{totalItems}</span> : null}
              </h2>
              <CloseButton label={d.cart.close} onClick={close} />
            </div>
            <div className="drawer-body" data-scrollbar="hidden">
              {items.length === 0 ? (
                <div className="empty-state">
                  <Icon name="cart" />
                  <h3>{d.cart.empty}</h3>
                  <p>{d.cart.emptyHint}</p>
                  <a className="btn btn-dark" href={localePath(lang, '/search')} onClick={close}>
                    {d.cart.startShopping}
                  </a>
                </div>
              ) : (
                <ul className="cart-lines" aria-label={d.cart.items}>
                  {items.map((item, index) => (
                    <li className="cart-line" key={item.id} data-cart-line={item.productId}>
                      <img src={item.image} alt="" width={72} height={72} loading="lazy" />
                      <div>
                        <a className="cart-line-name" href={localePath(lang, `/products/${item.productId}`)} lang={nameLang(item)}>
                          {sizedName(item)}
                        </a>
                        {needsSize(item) ? (
                          <SizeSelect item={item} product={oldLineProducts[item.productId]} lang={lang} name={shownName(item)} />
                        ) : null}
                        <div className="cart-line-meta">
                          {[item.brand, lang === 'ar' && item.categoryAr ? item.categoryAr : item.category].filter(Boolean).join(' · ')} ·{' '}
                          {fill(d.cart.each, { price: formatPrice(item.price, item.currency, lang) })}
                          {item.left !== undefined && item.qty >= item.left ? (
                            <span className="cart-line-limit"> · {stockCount(lang, d.stock.onlyLeft, item.left)}</span>
                          ) : null}
                        </div>
                        <div className="cart-line-row">
                          <div className="qty" role="group" aria-label={fill(d.cart.quantityOf, { name: shownName(item) })}>
                            <button type="button" onClick={() => decrease(item)} aria-label={fill(d.cart.decrease, { name: shownName(item) })}>
                              <Icon name="minus" />
                            </button>
                            <output aria-live="polite" aria-label={d.cart.quantity}>
                              {item.qty}
                            </output>
                            <button
                              type="button"
                              onClick={() => setQuantity(item.id, item.qty + 1)}
                              aria-label={fill(d.cart.increase, { name: shownName(item) })}
                            >
                              <Icon name="plus" />
                            </button>
                          </div>
                          <span className="line-total">{formatPrice(item.price * item.qty, item.currency, lang)}</span>
                        </div>
                        {promotion.lines[index] > 0 ? (
                          <p className="line-discount" data-line-discount>
                            {fill(d.cart.lineDiscount, { amount: formatPrice(promotion.lines[index], item.currency, lang) })}
                          </p>
                        ) : null}
                        <button type="button" className="remove-btn" onClick={() => setPending({ kind: 'remove', item, viaQuantity: false })}>
                          {d.cart.remove}
                        </button>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <div className="drawer-foot">
              <div className="totals-row">
                <span>{d.cart.itemsLabel}</span>
                <span data-cart-total-items>{totalItems}</span>
              </div>
              {items.length > 0 ? <PromoCodeField items={items} lang={lang} /> : null}
              {promotion.discount > 0 ? (
                <div className="totals-row">
                  <span>
                    {promotion.promotion
                      ? fill(d.cart.discountNamed, { name: (lang === 'ar' && promotion.promotion.nameAr) || promotion.promotion.name })
                      : d.cart.discount}
                  </span>
                  <span data-cart-discount>−{formatPrice(promotion.discount, currency, lang)}</span>
                </div>
              ) : null}
              <div className="totals-row total">
                <span>{d.cart.total}</span>
                <span data-cart-total>
                  {withVatNote(formatPrice(Math.round((totalPrice - promotion.discount) * 100) / 100, currency, lang), lang)}
                </span>
              </div>
              {anyNeedsSize ? (
                <p className="cart-size-note" role="status">
                  {d.cart.sizesNeeded}
                </p>
              ) : null}
              {/* Shown with an empty cart too: pressing it then explains why checkout cannot start. */}
              <button type="button" className="btn btn-primary btn-lg btn-block" onClick={() => proceedToCheckout()}>
                {CART_TEXT.proceed}
              </button>
              {items.length > 0 ? (
                <button type="button" className="btn btn-ghost btn-block" onClick={() => setPending({ kind: 'clear' })}>
                  <Icon name="trash" /> {CART_TEXT.clearTitle}
                </button>
              ) : null}
            </div>
          </div>
        ) : null}
      </dialog>
      <ConfirmDialog
        open={pending?.kind === 'remove'}
        title={CART_TEXT.removeTitle}
        description={pending?.kind === 'remove' ? fill(CART_TEXT.removeText, { name: shownName(pending.item) }) : ''}
        warning={pending?.kind === 'remove' && pending.viaQuantity ? CART_TEXT.removeWarning : undefined}
        confirmLabel={d.cart.remove}
        cancelLabel={d.cart.cancel}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
      <ConfirmDialog
        open={pending?.kind === 'clear'}
        title={CART_TEXT.clearTitle}
        description={CART_TEXT.clearText}
        confirmLabel={d.cart.clearConfirm}
        cancelLabel={d.cart.cancel}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </>
  );
}

/** The size select of a line saved before sizes: the product's sizes as read now, a sold-out one named and not choosable. */
function SizeSelect({ item, product, lang, name }: { item: CartItem; product: Product | null | undefined; lang: Lang; name: string }) {
  const d = useT(lang);
  const sizes = product?.sizes ?? item.sizes ?? [];
  const id = `cart-size-${item.id}`;
  return (
    <div className="cart-line-size" data-size-needed>
      <label htmlFor={id}>{d.cart.chooseSize}</label>
      <select
        id={id}
        value=""
        aria-label={fill(d.cart.sizeOf, { name })}
        aria-describedby={`${id}-why`}
        onChange={(e) => {
          const size = e.target.value;
          if (!size) return;
          setLineSize(item.id, size, (product ? sizeMaxQuantity(product, size) : null) ?? undefined);
        }}
      >
        <option value="" disabled>
          {d.cart.chooseSize}
        </option>
        {sizes.map((s) => {
          const stock = product?.sizeStock.find((x) => x.size === s);
          return (
            <option key={s} value={s} disabled={stock?.availability === 'SOLD_OUT'}>
              {sizeLabel(s, stock, lang)}
            </option>
          );
        })}
      </select>
      <p id={`${id}-why`} className="cart-line-size-why">
        {d.cart.sizeNeeded}
      </p>
    </div>
  );
}
