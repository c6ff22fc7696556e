import { formatPrice } from '@shop/common';
import { paymentMethodsFor } from '../../lib/payment-methods';
import type { CartItem } from '../cart/store';
import type { CheckoutForm } from './validation';

interface Props {
  reference: string | null;
  form: CheckoutForm;
  items: CartItem[];
  totalPrice: number;
  currency: string;
}

/** The confirmation step's read-back: the order's details, its lines and its total, before it is sent. */
export function OrderReview({ reference, form, items, totalPrice, currency }: Props) {
  const methods = paymentMethodsFor(form.orderType);
  return (
    <>
      <dl className="review-grid">
        <dt>Order</dt>
        <dd data-order-reference>{reference}</dd>
        <dt>Name</dt>
        <dd>{form.name.trim() || 'Not provided'}</dd>
        <dt>Contact</dt>
        <dd>{form.contactNumber}</dd>
        <dt>Order type</dt>
        <dd>{form.orderType === 'delivery' ? 'Delivery' : 'Store Pick-Up'}</dd>
        {form.orderType === 'delivery' ? (
          <>
            <dt>Address</dt>
            <dd>{form.address}</dd>
          </>
        ) : null}
        <dt>Payment</dt>
        <dd>{methods.find((m) => m.id === form.paymentMethod)?.name}</dd>
      </dl>
      <div className="summary-list" aria-label="Order summary">
        {items.map((i) => (
          <div className="summary-line" key={i.id}>
            <span>
              {i.name} × {i.qty}
            </span>
            <strong>{formatPrice(i.price * i.qty, i.currency)}</strong>
          </div>
        ))}
      </div>
      <div className="totals-row total" style={{ marginTop: 12 }}>
        <span>Total</span>
        <span>{formatPrice(totalPrice, currency)}</span>
      </div>
    </>
  );
}
