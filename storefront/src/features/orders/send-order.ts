import { ORDER_LIMITS, type CreateOrderRequest, type OrderRoute } from '@shop/common';
import { API_URL } from '../../lib/api/api';
import type { FulfilmentType } from '../../lib/rules/payment-methods';
import type { Lang } from '../../i18n/lang';
import { nextPickupDays } from '../../lib/rules/pickup';

/** Long enough for a healthy API, short enough that a slow one costs the shopper nothing (the chat has already opened). */
const SEND_TIMEOUT_MS = 4000;

export interface OrderPayloadInput {
  reference: string;
  items: { productId: string; size?: string | null; qty: number; price: number }[];
  orderType: FulfilmentType;
  lang: Lang;
  route: OrderRoute;
  now?: Date;
  /**
   * The cart's promotion: the code typed (sent whenever one was applied, the API decides whether its promotion wins)
   * and the discount the shopper saw, sent only when the cart knew the automatic promotions too (`known`), so the
   * API confirms the figure the message carries; without it the API prices the order alone.
   */
  promotion?: { code: string | null; discount: number; known: boolean } | null;
}

/**
 * The order as the API stores it: code, lines, pickup day, language, route and time. The shopper's name, number,
 * address and payment stay in the chat message only. Null when the API would refuse it for its size anyway.
 */
export function orderPayload({
  reference,
  items,
  orderType,
  lang,
  route,
  now = new Date(),
  promotion,
}: OrderPayloadInput): CreateOrderRequest | null {
  if (!items.length || items.length > ORDER_LIMITS.linesMax || items.some((i) => i.qty > ORDER_LIMITS.quantityMax)) return null;
  return {
    code: reference,
    lines: items.map((i) => ({ productId: i.productId, size: i.size ?? null, quantity: i.qty, unitPrice: i.price })),
    pickupDate: orderType === 'pickup' ? nextPickupDays(now, 1, lang)[0].isoDate : null,
    language: lang,
    route,
    placedAt: now.toISOString(),
    ...(promotion?.code ? { promoCode: promotion.code } : {}),
    ...(promotion?.known ? { discount: promotion.discount } : {}),
  };
}

/**
 * Sends the order and answers whether the API stored it; never throws. Called without await from the click that
 * opens the chat, so the chat opens in the click's own task whatever the API does; keepalive lets the request
 * finish if the page goes away.
 */
export async function sendOrder(body: CreateOrderRequest, { fetchImpl = fetch, timeoutMs = SEND_TIMEOUT_MS } = {}): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetchImpl(`${API_URL}/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
      signal: controller.signal,
    });
    return res.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** What a Submit Order press calls: one order per code, whichever routes the shopper tries. */
export function submitOrder(input: OrderPayloadInput, sent: Set<string>): void {
  if (sent.has(input.reference)) return;
  const body = orderPayload(input);
  if (!body) return;
  sent.add(input.reference);
  void sendOrder(body);
}
