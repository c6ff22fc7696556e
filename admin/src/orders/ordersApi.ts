import { parseOrderCode, STOCK_SHORTAGE_ERROR, type Platform } from '@shop/common';
import { apiRequest, ApiError } from '../api/http';

export type OrderStatus = 'NEW' | 'CONFIRMED' | 'READY' | 'COMPLETED' | 'CANCELLED';

export interface OrderSummary {
  code: string;
  status: OrderStatus;
  statusAt: string;
  route: 'MESSENGER' | 'WHATSAPP' | 'COPY' | 'EMAIL';
  language: 'en' | 'ar';
  pickupDate: string | null;
  lineCount: number;
  pieces: number;
  total: number;
  currency: string;
  recorded: boolean;
  createdAt: string;
}

export interface OrderLine {
  productId: string;
  name: string;
  brand: string;
  size: string | null;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  current: { exists: boolean; price: number | null; isPublic: boolean; stockTracked: boolean; sizeStock: { size: string; onHand: number }[] };
}

export interface OrderDetails extends OrderSummary {
  placedAt: string;
  cancelReason: string | null;
  recordedAt: string | null;
  platform: Platform | null;
  routePlatform: Platform | null;
  lines: OrderLine[];
  saleIds: string[];
}

/** The Orders screen's calls; the code may be typed or pasted in any form (the API reads it the same way). */
export const ordersApi = {
  list: (params: { status?: OrderStatus; search?: string; page?: number } = {}) =>
    apiRequest<{ orders: OrderSummary[]; pagination: { total: number } }>('/orders', { query: { ...params, limit: 50 } }),
  countNew: () => apiRequest<{ count: number }>('/orders/new-count'),
  get: (code: string) => apiRequest<OrderDetails>(`/orders/${encodeURIComponent(code)}/details`),
  record: (code: string, body: { platform?: Platform; oversell?: boolean }) =>
    apiRequest<OrderDetails>(`/orders/${encodeURIComponent(code)}/record`, { method: 'POST', body }),
  setStatus: (code: string, body: { status: OrderStatus; reason?: string | null; deleteSales?: boolean }) =>
    apiRequest<OrderDetails>(`/orders/${encodeURIComponent(code)}/status`, { method: 'POST', body }),
  updateLines: (code: string, lines: { productId: string; size: string | null; quantity: number }[]) =>
    apiRequest<OrderDetails>(`/orders/${encodeURIComponent(code)}/lines`, { method: 'PUT', body: { lines } }),
};

/** The code in what staff pasted (a whole chat message, lower case, no dashes), or null. */
export const codeInText = (text: string) => parseOrderCode(text);

/** A 409 for a short line (recording may be retried as an explicit oversell), told apart from "already recorded". */
export function isShortage(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.body?.error === STOCK_SHORTAGE_ERROR;
}
