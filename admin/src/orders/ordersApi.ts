import {
  parseOrderCode,
  STOCK_SHORTAGE_ERROR,
  type OrderStatus,
  type OrderStatusRequest,
  type RecordOrderRequest,
  type StaffOrderLineRequest,
  type StaffOrderListAnswer,
  type StaffOrderView,
  type UpdateOrderLinesRequest,
} from '@shop/common';
import { apiRequest, ApiError } from '../api/http';

/** The Orders screen's calls; the code may be typed or pasted in any form (the API reads it the same way). */
export const ordersApi = {
  list: (params: { status?: OrderStatus; search?: string; page?: number } = {}) =>
    apiRequest<StaffOrderListAnswer>('/orders', { query: { ...params, limit: 50 } }),
  countNew: () => apiRequest<{ count: number }>('/orders/new-count'),
  get: (code: string) => apiRequest<StaffOrderView>(`/orders/${encodeURIComponent(code)}/details`),
  record: (code: string, body: RecordOrderRequest) =>
    apiRequest<StaffOrderView>(`/orders/${encodeURIComponent(code)}/record`, { method: 'POST', body }),
  setStatus: (code: string, body: OrderStatusRequest) =>
    apiRequest<StaffOrderView>(`/orders/${encodeURIComponent(code)}/status`, { method: 'POST', body }),
  updateLines: (code: string, lines: StaffOrderLineRequest[]) =>
    apiRequest<StaffOrderView>(`/orders/${encodeURIComponent(code)}/lines`, { method: 'PUT', body: { lines } satisfies UpdateOrderLinesRequest }),
};

/** The code in what staff pasted (a whole chat message, lower case, no dashes), or null. */
export const codeInText = (text: string) => parseOrderCode(text);

/** A 409 for a short line (recording may be retried as an explicit oversell), told apart from "already recorded". */
export function isShortage(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.body?.error === STOCK_SHORTAGE_ERROR;
}
