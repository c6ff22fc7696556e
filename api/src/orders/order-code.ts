/** New → Confirmed → Ready for pickup → Completed, or Cancelled from any of the first three. */
export const ORDER_STATUSES = ['NEW', 'CONFIRMED', 'READY', 'COMPLETED', 'CANCELLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

// Reading a code out of free text, and the order page's answer: the API is their only user so far (@shop/common holds
// only what two workspaces share), so they live beside the orders module.

const GROUP = 5;
const SYMBOL = '[2-9A-HJKMNP-Z]';
const FIND = new RegExp(`(?:^|[^A-Z0-9])RC[-\\s]?(${SYMBOL}{${GROUP}})[-\\s]?(${SYMBOL}{${GROUP}})(?![A-Z0-9])`, 'i');

/**
 * The order code in what staff paste or a shopper types: any case, with or without its dashes, alone or inside the
 * chat message. Answers the code as stored (RC-XXXXX-XXXXX), or null when the text holds none.
 */
export function parseOrderCode(text: string | null | undefined): string | null {
  if (typeof text !== 'string' || text.length > 20_000) return null;
  const m = FIND.exec(text);
  return m ? `RC-${m[1].toUpperCase()}-${m[2].toUpperCase()}` : null;
}

/** One line of an order as the order page shows it. */
interface OrderLineView {
  productId: string;
  name: string;
  nameAr: string | null;
  size: string | null;
  quantity: number;
  /** The price per piece the API confirmed when the order arrived. */
  unitPrice: number;
  lineTotal: number;
}

/** `GET /orders/:code`: what the shopper's order page needs, and nothing about the shopper. */
export interface PublicOrderView {
  code: string;
  status: OrderStatus;
  statusAt: string;
  lines: OrderLineView[];
  total: number;
  currency: string;
  pickupDate: string | null;
  placedAt: string;
}
