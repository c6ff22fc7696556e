import { PLATFORMS, SALE_MESSAGES, SHOP_TIME_ZONE } from '@shop/common';
import { inStaffLanguage } from '../i18n/plain';

export interface SaleValues {
  /** Null when editing a sale whose product has since been deleted (the API answers productId: null). */
  productId?: string | null;
  saleDate?: string;
  platform?: string;
  originalPrice?: number | string | null;
  sellingPrice?: number | string | null;
  discountedPrice?: number | string | null;
  customerName?: string;
  customerLocation?: string;
  saleNotes?: string;
  quantity?: number | string | null;
  size?: string | null;
  oversell?: boolean;
}

/** Today in the shop's time zone as YYYY-MM-DD, the record form's default date. */
export function todayInShop(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const num = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

/** Every sale form rule in one record-level check (the API's messages, in Arabic where they have it); the date is required only when recording. */
export function validateSale(v: SaleValues, mode: 'create' | 'edit'): Record<string, string> {
  const e: Record<string, string> = {};
  if (!v.productId) e.productId = SALE_MESSAGES.productRequired;
  if (mode === 'create' && !v.saleDate) e.saleDate = SALE_MESSAGES.saleDateRequired;
  if (!v.platform || !(PLATFORMS as readonly string[]).includes(v.platform)) e.platform = SALE_MESSAGES.platformRequired;
  const o = num(v.originalPrice);
  const s = num(v.sellingPrice);
  const d = num(v.discountedPrice);
  if (o === null || Number.isNaN(o) || o < 0) e.originalPrice = SALE_MESSAGES.originalPricePositive;
  if (s === null || Number.isNaN(s) || s < 0) e.sellingPrice = SALE_MESSAGES.sellingPricePositive;
  if (d !== null && (Number.isNaN(d) || d < 0)) e.discountedPrice = SALE_MESSAGES.discountedPricePositive;
  return Object.fromEntries(Object.entries(e).map(([field, message]) => [field, inStaffLanguage(message)]));
}

/**
 * The body POST/PUT /sales receives: numbers for prices. When recording, blanks are left out; when editing, a
 * field the user emptied is sent as null, because PUT keeps every field it does not receive (a cleared discount
 * or customer name would otherwise silently stay).
 */
export function toSaleBody(v: SaleValues, mode: 'create' | 'edit') {
  const blank = mode === 'edit' ? null : undefined;
  const d = num(v.discountedPrice);
  const text = (s?: string | null) => (s && s.trim() ? s.trim() : blank);
  return {
    productId: v.productId,
    saleDate: v.saleDate || undefined,
    platform: v.platform,
    originalPrice: Number(v.originalPrice),
    sellingPrice: Number(v.sellingPrice),
    discountedPrice: d === null ? blank : d,
    customerName: text(v.customerName),
    customerLocation: text(v.customerLocation),
    saleNotes: text(v.saleNotes),
    quantity: num(v.quantity) ?? 1,
    size: v.size || blank,
    ...(v.oversell ? { oversell: true } : {}),
  };
}
