import { formatPrice } from '../../lib/rules/prices';
import { withVatNote } from '../../lib/rules/vat-note';
import type { Lang } from '../../i18n/lang';
import { useT } from '../../i18n/use-t';
import { shownSize } from '../cart-store/store';
import { langAttr, localName } from '../../i18n/content';
import { fill } from '../../i18n/plural';
import type { Checkout } from './use-checkout';

interface Props {
  /** The checkout's order as it will be sent: its reference, the shopper's answers, the cart's lines and promotion, the total. */
  order: Pick<Checkout, 'reference' | 'form' | 'items' | 'totalPrice' | 'currency' | 'promotion'>;
  lang: Lang;
}

/** The confirmation step's read-back: the order's details, its lines and its total, before it is sent. */
export function OrderReview({ order, lang }: Props) {
  const { reference, form, items, totalPrice, currency, promotion } = order;
  const d = useT(lang);
  const r = d.checkout.review;
  return (
    <>
      <dl className="review-grid">
        <dt>{r.order}</dt>
        <dd data-order-reference dir="ltr">
          {reference}
        </dd>
        <dt>{r.name}</dt>
        <dd>{form.name.trim() || r.notProvided}</dd>
        <dt>{r.contact}</dt>
        <dd>
          <bdi dir="ltr">{form.contactNumber}</bdi>
        </dd>
        <dt>{r.orderType}</dt>
        <dd>{form.orderType === 'delivery' ? r.delivery : r.pickup}</dd>
        {form.orderType === 'delivery' ? (
          <>
            <dt>{r.address}</dt>
            <dd>{form.address}</dd>
          </>
        ) : null}
        <dt>{r.payment}</dt>
        <dd>{form.paymentMethod ? d.checkout.payments[form.paymentMethod] : null}</dd>
      </dl>
      <div className="summary-list" role="region" aria-label={r.summary} tabIndex={0} data-scrollbar="hidden">
        {items.map((i, index) => (
          <div className="summary-line" key={i.id}>
            <span lang={langAttr(localName(lang, i))}>
              {shownSize(i) ? fill(d.cart.sized, { name: localName(lang, i).text, size: i.size! }) : localName(lang, i).text} × {i.qty}
            </span>
            <strong>{formatPrice(i.price * i.qty, i.currency, lang)}</strong>
            {promotion.lines[index] ? (
              <small className="line-discount" data-line-discount>
                {fill(d.cart.lineDiscount, { amount: formatPrice(promotion.lines[index], i.currency, lang) })}
              </small>
            ) : null}
          </div>
        ))}
      </div>
      {promotion.discount > 0 ? (
        <div className="totals-row">
          <span>{promotion.promoCode ? fill(d.message.discountCode, { code: promotion.promoCode }) : d.cart.discount}</span>
          <span data-review-discount>−{formatPrice(promotion.discount, currency, lang)}</span>
        </div>
      ) : null}
      <div className="totals-row total" style={{ marginTop: 12 }}>
        <span>{r.total}</span>
        <span>{withVatNote(formatPrice(totalPrice, currency, lang), lang)}</span>
      </div>
    </>
  );
}
