import { formatHalalas, invoiceAmounts, rateToBasisPoints, toHalalas } from './invoice-amounts.js';

/** How a shopper paid at the stall; the day's takings are summed by it. */
export const STALL_PAYMENTS = ['CASH', 'CARD', 'BANK_TRANSFER', 'GCASH', 'OTHER'] as const;
export type StallPayment = (typeof STALL_PAYMENTS)[number];

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
