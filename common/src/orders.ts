/**
 * Chat orders: the code a shopper's chat message carries, the statuses and routes of an order, and the shapes of the
 * orders' requests and answers. The storefront makes the code, the API stores the order under it, the back office finds
 * it in pasted chat text: all three read the code with the same rules written here.
 */
import type { Pagination } from './api-types.js';
import type { Platform } from './enums.js';
import type { LineDiscount } from './promotions.js';

/** No 0/O, 1/I/L: easy to read out over chat. 31 symbols. */
const ORDER_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const GROUP = 5;
const GROUPS = 2;

/**
 * RC-XXXXX-XXXXX: ten symbols of 31, 31^10 ≈ 8.2 × 10^14 codes (about 2^49.5). The figures for collisions and
 * guessing are in docs/architecture.md ("A chat order becomes sales").
 */
export const ORDER_CODE_PATTERN = /^RC-[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/;

/** A new order code from a cryptographic source. Bytes above the largest multiple of 31 are redrawn, so every symbol is equally likely. */
export function newOrderCode(random: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n))): string {
  const n = ORDER_CODE_ALPHABET.length;
  const limit = 256 - (256 % n);
  let symbols = '';
  while (symbols.length < GROUP * GROUPS) {
    for (const b of random(GROUP * GROUPS)) {
      if (b < limit && symbols.length < GROUP * GROUPS) symbols += ORDER_CODE_ALPHABET[b % n];
    }
  }
  return `RC-${symbols.slice(0, GROUP)}-${symbols.slice(GROUP)}`;
}

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

/** How the shopper sent the order message. */
export const ORDER_ROUTES = ['MESSENGER', 'WHATSAPP', 'COPY', 'EMAIL'] as const;
export type OrderRoute = (typeof ORDER_ROUTES)[number];

export const ORDER_LIMITS = {
  /** Lines of one order: far above any real cart, far below what could fill the disk. */
  linesMax: 50,
  /** Pieces of one line. */
  quantityMax: 99,
} as const;

/** New → Confirmed → Ready for pickup → Completed, or Cancelled from any of the first three. */
export const ORDER_STATUSES = ['NEW', 'CONFIRMED', 'READY', 'COMPLETED', 'CANCELLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The language the shopper ordered in (the order page answers in it). */
export type OrderLanguage = 'en' | 'ar';

// The requests. The API's DTO classes implement these; the storefront and the back office build them.

/** One line as the storefront sends it: the product, its size, how many, and the price per piece the shopper saw. */
export interface CreateOrderLine {
  productId: string;
  /** One of the product's sizes; required when it has several. */
  size?: string | null;
  quantity: number;
  unitPrice: number;
}

/** `POST /orders`: what the storefront sends when the shopper presses Submit Order, nothing about the shopper. */
export interface CreateOrderRequest {
  code: string;
  lines: CreateOrderLine[];
  /** The pickup Friday chosen (YYYY-MM-DD); none for delivery. */
  pickupDate?: string | null;
  language: OrderLanguage;
  route: OrderRoute;
  /** The shopper's clock when the order was sent (ISO 8601). */
  placedAt: string;
  /** The discount code typed in the cart, if any (any case). */
  promoCode?: string | null;
  /** The discount the shopper saw (SAR); when sent, the API refuses the order if its own differs. */
  discount?: number;
}

/** A line as staff edit it: the price is the one the order confirmed (or the live one for a product added), never typed. */
export type StaffOrderLineRequest = Omit<CreateOrderLine, 'unitPrice'>;

/** `PUT /orders/:code/lines`. */
export interface UpdateOrderLinesRequest {
  lines: StaffOrderLineRequest[];
}

/** `POST /orders/:code/record`: the platform is required for orders sent by copy or email. */
export interface RecordOrderRequest {
  platform?: Platform;
  /** true records every line even beyond what is on hand (kept as an oversell). */
  oversell?: boolean;
}

/** `POST /orders/:code/status`. */
export interface OrderStatusRequest {
  status: OrderStatus;
  /** Why it was cancelled (cancel only). */
  reason?: string | null;
  /** Cancel only: true deletes the sales recorded from the order, giving their stock back. */
  deleteSales?: boolean;
}

// The answers.

/** One line of an order as the shopper's order page shows it. */
interface PublicOrderLine {
  productId: string;
  name: string;
  nameAr: string | null;
  size: string | null;
  quantity: number;
  /** The price per piece the API confirmed when the order arrived. */
  unitPrice: number;
  lineTotal: number;
  /** The promotion's discount on this line (SAR; 0: none), confirmed at submit time. */
  discount: number;
}

/** `GET /orders/:code` and `POST /orders`: what the shopper's order page needs, and nothing about the shopper. */
export interface PublicOrderView {
  code: string;
  status: OrderStatus;
  statusAt: string;
  lines: PublicOrderLine[];
  total: number;
  currency: string;
  pickupDate: string | null;
  placedAt: string;
  /** The code the API accepted at submit time (upper case), or null. */
  promoCode: string | null;
  /** The promotion's discount confirmed at submit time (SAR); `total` is after it. */
  discount: number;
}

/** A line as the order keeps it: what the shopper confirmed, and the product's prices then (its sale carries them). */
export interface OrderLineRecord {
  productId: string;
  name: string;
  nameAr: string | null;
  brand: string;
  size: string | null;
  quantity: number;
  /** What the shopper pays per piece (the product's effective price when confirmed). */
  unitPrice: number;
  /** The product's selling and cost prices at that moment: the sale recorded from this line carries them. */
  sellingPrice: number;
  costPrice: number;
  /** The promotion's share of this line confirmed at submit time (absent: none); its sales carry it per piece. */
  promotion?: LineDiscount;
}

/** The product of a line as it is now, for staff deciding whether the line can still be sold. */
interface OrderLineProductNow {
  exists: boolean;
  price: number | null;
  isPublic: boolean;
  stockTracked: boolean;
  sizeStock: { size: string; onHand: number }[];
}

/** One line of the staff order screen. */
export interface StaffOrderLine extends OrderLineRecord {
  lineTotal: number;
  current: OrderLineProductNow;
}

/** A row of the staff list (`GET /orders`). */
export interface StaffOrderSummary {
  code: string;
  status: OrderStatus;
  statusAt: string;
  route: OrderRoute;
  language: OrderLanguage;
  pickupDate: string | null;
  lineCount: number;
  pieces: number;
  total: number;
  currency: string;
  recorded: boolean;
  createdAt: string;
  /** The code and the promotion's discount confirmed at submit time (null, 0: none). */
  promoCode: string | null;
  promotionId: string | null;
  discount: number;
}

/** What staff see of the shop-wide hourly budget of anonymous orders (`intake` of `GET /orders`). */
export interface OrderIntakeStatus {
  /** The shop has stored its hour's budget: the next orders are refused until older ones leave it. */
  paused: boolean;
  /** Orders refused because the budget was spent, in the last 24 hours. */
  refused: number;
  /** The first of those refusals (ISO 8601), or null. */
  since: string | null;
  perHour: number;
}

/** The staff list's answer (`GET /orders`). */
export interface StaffOrderListAnswer {
  orders: StaffOrderSummary[];
  pagination: Pagination;
  intake: OrderIntakeStatus;
}

/** `GET /orders/:code/details` and the staff actions' answer: every line with the product as it is now, and the sales made from it. */
export interface StaffOrderView extends StaffOrderSummary {
  placedAt: string;
  cancelReason: string | null;
  recordedAt: string | null;
  platform: Platform | null;
  /** The platform recording will use when none is chosen (null: staff must choose). */
  routePlatform: Platform | null;
  lines: StaffOrderLine[];
  saleIds: string[];
}
