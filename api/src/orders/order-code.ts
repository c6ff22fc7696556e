/** New → Confirmed → Ready for pickup → Completed, or Cancelled from any of the first three. */
export const ORDER_STATUSES = ['NEW', 'CONFIRMED', 'READY', 'COMPLETED', 'CANCELLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

// The order page's answer: the API is its only user in TypeScript (the storefront's island declares what it reads).

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
