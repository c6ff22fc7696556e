import { toFixed2 } from '../../lib/prices';
import { PAYMENT_MESSAGE_LABELS, type FulfilmentType, type PaymentMethod } from '../../lib/payment-methods';
import type { CartItem } from '../cart/store';

export interface OrderMessageInput {
  reference: string;
  customer: {
    name: string;
    contactNumber: string;
    orderType: FulfilmentType;
    address: string;
    paymentMethod: PaymentMethod['id'];
  };
  items: Pick<CartItem, 'name' | 'qty' | 'price' | 'currency'>[];
  currency?: string;
}

const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'; // no 0/O, 1/I/L: easy to read out over chat

/** A short order reference such as RC-7K3Q2, so staff can match the chat to the sale they record. */
export function orderReference(random: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n))): string {
  const bytes = random(5);
  let code = '';
  for (let i = 0; i < 5; i++) code += REFERENCE_ALPHABET[bytes[i] % REFERENCE_ALPHABET.length];
  return `RC-${code}`;
}

export const ORDER_REFERENCE_PATTERN = /^RC-[2-9A-HJKMNP-Z]{5}$/;

function money(amount: number, currency: string): string {
  return `${currency} ${toFixed2(amount)}`;
}

/** The order's chat message: customer, contact, type, address (delivery only), payment, numbered lines, total. */
export function buildOrderMessage({ reference, customer, items, currency }: OrderMessageInput): string {
  const cur = currency ?? items[0]?.currency ?? 'SAR';
  const total = items.reduce((sum, i) => sum + i.price * i.qty, 0);
  const lines = [
    `Order ${reference}`,
    '',
    `Customer: ${customer.name.trim() || 'Not provided'}`,
    `Contact: ${customer.contactNumber.replace(/\s+/g, '')}`,
    `Type: ${customer.orderType === 'delivery' ? 'Delivery' : 'Pickup'}`,
  ];
  if (customer.orderType === 'delivery') lines.push(`Address: ${customer.address.trim()}`);
  lines.push(`Payment: ${PAYMENT_MESSAGE_LABELS[customer.paymentMethod]}`, '', 'Items:');
  items.forEach((item, index) => {
    lines.push(`${index + 1}. ${item.name} x${item.qty} - ${money(item.price * item.qty, item.currency || cur)}`);
  });
  lines.push('', `Total: ${money(total, cur)}`);
  return lines.join('\n');
}

/**
 * The Messenger page from the business settings' messengerUrl: m.me/<page>, messenger.com/t/<page>,
 * facebook.com/<page>, or a bare page name or id.
 */
export function messengerPage(messengerUrl: string | null | undefined): string | null {
  const value = (messengerUrl ?? '').trim();
  if (!value) return null;
  if (!/^[a-z]+:\/\//i.test(value) && !value.includes('/')) return value.replace(/^@/, '') || null;
  try {
    const url = new URL(/^[a-z]+:\/\//i.test(value) ? value : `https://${value}`);
    const parts = url.pathname.split('/').filter(Boolean);
    if (url.hostname.endsWith('messenger.com') && parts[0] === 't') return parts[1] ?? null;
    if (parts[0] === 'profile.php') return url.searchParams.get('id');
    return parts[0] ?? null;
  } catch {
    return null;
  }
}

/** https://m.me/<page>?text=<message> */
export function messengerLink(messengerUrl: string | null | undefined, text: string): string | null {
  const page = messengerPage(messengerUrl);
  return page ? `https://m.me/${encodeURIComponent(page)}?text=${encodeURIComponent(text)}` : null;
}
