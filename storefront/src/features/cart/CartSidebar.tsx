import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { formatPrice } from '@shop/common';
import { STOREFRONT_MESSAGES } from '../../lib/messages';
import { STOCK_TEXT } from '../../lib/stock';
import { Icon } from '../../components/Icon';
import { ConfirmDialog } from '../../components/Dialog';
import { $cartItems, $cartOpen, $cartTotals, clearCart, proceedToCheckout, removeFromCart, setQuantity, type CartItem } from './store';

/** The sidebar closes with a 300 ms animation, so it stays mounted that long after closing. */
export const CART_CLOSE_MS = 300;

export const CART_TEXT = {
  title: 'Your Cart',
  removeTitle: 'Remove Item from Cart?',
  removeText: (name: string) => `Are you sure you want to remove ${name} from your cart? This action cannot be undone.`,
  removeWarning: 'Decreasing the quantity to 0 will remove this item from your cart.',
  clearTitle: 'Clear Cart',
  clearText: 'Are you sure you want to clear your cart? This permanently removes all items from your cart.',
  proceed: 'Proceed to Checkout',
} as const;

type Pending = { kind: 'remove'; item: CartItem; viaQuantity: boolean } | { kind: 'clear' } | null;

export function CartSidebar() {
  const open = useStore($cartOpen);
  const items = useStore($cartItems);
  const { totalItems, totalPrice } = useStore($cartTotals);
  const [closing, setClosing] = useState(false);
  const [visible, setVisible] = useState(open);
  const [pending, setPending] = useState<Pending>(null);
  const ref = useRef<HTMLDialogElement>(null);
  const currency = items[0]?.currency ?? 'SAR';

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
    const d = ref.current;
    if (!d) return;
    if (visible && !d.open) {
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
    }
    if (!visible && d.open) {
      if (typeof d.close === 'function') d.close();
      else d.removeAttribute('open');
    }
  }, [visible]);

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
              <button type="button" className="icon-btn" onClick={close} aria-label="Close cart">
                <Icon name="close" />
              </button>
            </div>
            <div className="drawer-body">
              {items.length === 0 ? (
                <div className="empty-state">
                  <Icon name="cart" />
                  <h3>{STOREFRONT_MESSAGES.noItemsInCart}</h3>
                  <p>Browse the shop and add something you like.</p>
                  <a className="btn btn-dark" href="/search" onClick={close}>
                    Start shopping
                  </a>
                </div>
              ) : (
                <ul className="cart-lines" aria-label="Cart items">
                  {items.map((item) => (
                    <li className="cart-line" key={item.id} data-cart-line={item.productId}>
                      <img src={item.image} alt="" width={72} height={72} loading="lazy" />
                      <div>
                        <a className="cart-line-name" href={`/products/${item.productId}`}>
                          {item.name}
                        </a>
                        <div className="cart-line-meta">
                          {[item.brand, item.category].filter(Boolean).join(' · ')} · {formatPrice(item.price, item.currency)} each
                          {item.left !== undefined && item.qty >= item.left ? <span className="cart-line-limit"> · {STOCK_TEXT.onlyLeft(item.left)}</span> : null}
                        </div>
                        <div className="cart-line-row">
                          <div className="qty" role="group" aria-label={`Quantity of ${item.name}`}>
                            <button type="button" onClick={() => decrease(item)} aria-label={`Decrease quantity of ${item.name}`}>
                              <Icon name="minus" />
                            </button>
                            <output aria-live="polite" aria-label="Quantity">
                              {item.qty}
                            </output>
                            <button type="button" onClick={() => setQuantity(item.id, item.qty + 1)} aria-label={`Increase quantity of ${item.name}`}>
                              <Icon name="plus" />
                            </button>
                          </div>
                          <span className="line-total">{formatPrice(item.price * item.qty, item.currency)}</span>
                        </div>
                        <button type="button" className="remove-btn" onClick={() => setPending({ kind: 'remove', item, viaQuantity: false })}>
                          Remove
                        </button>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <div className="drawer-foot">
              <div className="totals-row">
                <span>Items</span>
                <span data-cart-total-items>{totalItems}</span>
              </div>
              <div className="totals-row total">
                <span>Total</span>
                <span data-cart-total>{formatPrice(totalPrice, currency)}</span>
              </div>
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
        description={pending?.kind === 'remove' ? CART_TEXT.removeText(pending.item.name) : ''}
        warning={pending?.kind === 'remove' && pending.viaQuantity ? CART_TEXT.removeWarning : undefined}
        confirmLabel="Remove"
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
      <ConfirmDialog
        open={pending?.kind === 'clear'}
        title={CART_TEXT.clearTitle}
        description={CART_TEXT.clearText}
        confirmLabel="Clear Cart"
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
