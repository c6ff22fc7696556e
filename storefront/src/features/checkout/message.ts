import { ORDER_CODE_PATTERN, newOrderCode } from '@shop/common';
import { ARABIC_CURRENCY, toFixed2 } from '../../lib/rules/prices';
import type { FulfilmentType, PaymentMethod } from '../../lib/rules/payment-methods';
import type { CartItem } from '../cart-store/store';
import { t } from '../../i18n/index';
import type { Lang } from '../../i18n/lang';
import { fill } from '../../i18n/plural';
import { withVatNote } from '../../lib/rules/vat-note';

export interface OrderMessageInput {
  reference: string;
  customer: {
    name: string;
    contactNumber: string;
    orderType: FulfilmentType;
    address: string;
    paymentMethod: PaymentMethod['id'];
  };
  items: Pick<CartItem, 'name' | 'nameAr' | 'qty' | 'price' | 'currency' | 'size'>[];
  currency?: string;
  /** The shopper's language: the same lines, order code and totals, in their words. */
  lang?: Lang;
  /** The cart's promotion (cartDiscount): the code when its promotion applies, and the order's discount. */
  promotion?: { promoCode: string | null; discount: number } | null;
}

/**
 * The order's code, e.g. RC-7K3Q2-M8XPA: staff match the chat to the order the API stored under it, and the shopper's
 * order page is found by it. Made here, so it is in the message before (or without) the API's answer.
 */
export const orderReference: (random?: (n: number) => Uint8Array) => string = newOrderCode;

export const ORDER_REFERENCE_PATTERN = ORDER_CODE_PATTERN;

/** Amounts in the message: two decimals without grouping; in Arabic followed by the riyal's abbreviation. */
function money(amount: number, currency: string, lang: Lang): string {
  return lang === 'ar' ? `${toFixed2(amount)} ${ARABIC_CURRENCY[currency] ?? currency}` : `${currency} ${toFixed2(amount)}`;
}

/** Keeps a leading "+" before the digits when a chat app lays the Arabic message out right to left. */
const LTR_MARK = '\u200e';

/**
 * The order's chat message: customer, contact, type, address (delivery only), payment, numbered lines (each with its
 * size when it has one), the discount (naming the code when one applies) and the total after it.
 */
export function buildOrderMessage({ reference, customer, items, currency, lang = 'en', promotion }: OrderMessageInput): string {
  const m = t(lang).message;
  const cur = currency ?? items[0]?.currency ?? 'SAR';
  const discount = promotion?.discount ?? 0;
  const total = Math.round((items.reduce((sum, i) => sum + i.price * i.qty, 0) - discount) * 100) / 100;
  const phone = customer.contactNumber.replace(/\s+/g, '');
  const lines = [
    fill(m.order, { ref: reference }),
    '',
    `${m.customer}: ${customer.name.trim() || m.notProvided}`,
    `${m.contact}: ${lang === 'ar' ? LTR_MARK : ''}${phone}`,
    `${m.type}: ${customer.orderType === 'delivery' ? m.delivery : m.pickup}`,
  ];
  if (customer.orderType === 'delivery') lines.push(`${m.address}: ${customer.address.trim()}`);
  lines.push(`${m.payment}: ${m.payments[customer.paymentMethod]}`, '', `${m.items}:`);
  items.forEach((item, index) => {
    const name = lang === 'ar' && item.nameAr ? item.nameAr : item.name;
    const size = item.size ? ` (${m.size}: ${item.size})` : '';
    lines.push(`${index + 1}. ${name}${size} x${item.qty} - ${money(item.price * item.qty, item.currency || cur, lang)}`);
  });
  lines.push('');
  if (discount > 0) {
    const label = promotion?.promoCode ? fill(m.discountCode, { code: promotion.promoCode }) : m.discount;
    lines.push(`${label}: -${money(discount, cur, lang)}`);
  }
  lines.push(`${m.total}: ${withVatNote(money(total, cur, lang), lang)}`);
  return lines.join('\n');
}
