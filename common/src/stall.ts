import { SIZE_FILTER_LIMITS } from './limits.js';
import { formatHalalas, invoiceAmounts, rateToBasisPoints, toHalalas } from './invoice-amounts.js';

/** How a shopper paid at the stall; the day's takings are summed by it. */
export const STALL_PAYMENTS = ['CASH', 'CARD', 'BANK_TRANSFER', 'GCASH', 'OTHER'] as const;
export type StallPayment = (typeof STALL_PAYMENTS)[number];

/** A basket's stall time may be ahead of the server's clock by this much (a phone's clock drifts), never more. */
export const STALL_CLOCK_SKEW_MS = 5 * 60 * 1000;
/** A basket kept on a phone longer than this is refused: the sale is typed in by hand with the sales form. */
export const STALL_MAX_AGE_DAYS = 7;
export const STALL_MAX_LINES = 50;
export const STALL_MAX_QUANTITY = 999;

export const STALL_MESSAGES = {
  idInvalid: 'Basket id must be a UUID',
  madeAtInvalid: 'Stall time must be an ISO date and time',
  madeAtFuture: 'Stall time is in the future: check the phone’s clock',
  madeAtTooOld: `Stall time is more than ${STALL_MAX_AGE_DAYS} days ago: record this sale with the sales form`,
  paymentInvalid: `Payment must be one of ${STALL_PAYMENTS.join(', ')}`,
  productRequired: 'Each line needs a product',
  linesRequired: `A basket holds 1 to ${STALL_MAX_LINES} lines`,
  quantityInvalid: `Quantity must be a whole number from 1 to ${STALL_MAX_QUANTITY}`,
  unitPriceInvalid: 'Unit price must be a positive amount',
  productNotFound: (line: number) => `Line ${line}: product not found or not on sale`,
  priceNotShops: (line: number, price: string) => `Line ${line}: the price must be the shop's price, ${price}`,
  saleNote: (payment: string) => `Market stall · ${payment}`,
} as const;

/** One line of a basket as the phone sends it. */
export interface StallBasketLine {
  productId: string;
  size: string | null;
  quantity: number;
  /** SAR, the price of one piece: the shop's (discounted when it has one). */
  unitPrice: number;
}

export interface StallBasket {
  /** Made on the phone (a UUID): the idempotency key. */
  id: string;
  /** The stall time, ISO. */
  madeAt: string;
  payment: StallPayment;
  lines: StallBasketLine[];
}

/** The answer to a basket, the same for the first send and every retry. */
export interface StallBasketResult {
  id: string;
  madeAt: string;
  payment: StallPayment;
  /** The sales recorded, one per line, in line order. */
  saleIds: string[];
  /** Indexes (0-based) of the lines sold beyond the stock left (recorded as an oversell and flagged for staff). */
  oversoldLines: number[];
  /** true when this answer repeats an earlier send: nothing was written this time. */
  repeated: boolean;
}

export interface StallTakings {
  /** The shop day (Asia/Riyadh), YYYY-MM-DD. */
  day: string;
  byPayment: { payment: StallPayment; baskets: number; total: number }[];
  total: number;
}

/** The VAT facts the phone needs to draw an invoice's QR offline; null while VAT is off. */
export interface StallVat {
  sellerName: string;
  vatNumber: string;
  vatRate: number;
  pricesIncludeVat: boolean;
}

export interface StallCatalogProduct {
  id: string;
  name: string;
  brand: string;
  /** A short code staff can type: the id's last six characters, upper case (products have no SKU of their own). */
  code: string;
  /** The shop's price of one piece: the discounted price when set. */
  price: number;
  /** Per size: pieces left, or null when the size is not counted. */
  sizes: { size: string; left: number | null }[];
}

export interface StallCatalog {
  generatedAt: string;
  vat: StallVat | null;
  products: StallCatalogProduct[];
}

/** What a size label's barcode encodes (issue 42 item 2 prints it, the stall's scanner reads it). */
const LABEL_PREFIX = 'RC1';
export const labelPayload = (productId: string, size: string | null): string => `${LABEL_PREFIX}:${productId}:${size ?? ''}`;

/** A product id, then a size as long as a product's size may be (the size filter's limit). */
const LABEL_PATTERN = new RegExp(`^${LABEL_PREFIX}:([a-z0-9]{1,40}):(.{0,${SIZE_FILTER_LIMITS.sizeMax}})$`);

export function parseLabelPayload(text: string): { productId: string; size: string | null } | null {
  const m = LABEL_PATTERN.exec(text.trim());
  if (!m) return null;
  return { productId: m[1], size: m[2] === '' ? null : m[2] };
}

/** The QR's time: ISO 8601 in UTC to the second, as in ZATCA's example (2022-04-25T15:30:00Z). */
export const qrTime = (d: Date): string => `${d.toISOString().slice(0, 19)}Z`;

/** The five phase 1 fields of a simplified invoice's QR, in tag order. */
export interface Phase1QrFields {
  sellerName: string;
  vatNumber: string;
  timestamp: string;
  totalWithVat: string;
  vatTotal: string;
}

/**
 * The phase 1 fields of the invoice a stall line gets on arrival (one invoice per sale, so one per line): the same
 * amount rule as the API's invoices, the stall time as the timestamp.
 */
export function stallLineQrFields(vat: StallVat, madeAt: Date, line: { quantity: number; unitPrice: number }): Phase1QrFields {
  const { totals } = invoiceAmounts(
    [{ quantity: line.quantity, unitHalalas: toHalalas(line.unitPrice) }],
    rateToBasisPoints(vat.vatRate),
    vat.pricesIncludeVat,
  );
  return {
    sellerName: vat.sellerName,
    vatNumber: vat.vatNumber,
    timestamp: qrTime(madeAt),
    totalWithVat: formatHalalas(totals.grossHalalas),
    vatTotal: formatHalalas(totals.vatHalalas),
  };
}

/** Base64 of the five fields as TLV (tag, length, UTF-8 value), without Node's Buffer so a browser runs it. */
export function phase1QrBase64(f: Phase1QrFields): string {
  const enc = new TextEncoder();
  const parts = [f.sellerName, f.vatNumber, f.timestamp, f.totalWithVat, f.vatTotal].map((v, i) => {
    const bytes = enc.encode(v);
    if (bytes.length > 255) throw new Error(`QR field ${i + 1} is ${bytes.length} bytes; a TLV value holds at most 255`);
    return [i + 1, bytes.length, ...bytes];
  });
  let bin = '';
  for (const b of parts.flat()) bin += String.fromCharCode(b);
  return btoa(bin);
}
