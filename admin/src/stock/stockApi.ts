import type { StockAdjustReason, StockMovementList, StockSummary } from '@shop/common';
import { apiRequest } from '../api/http';

/** The answer of the stock-changing routes. */
export interface StockLevels {
  productId: string;
  stockTracked: boolean;
  stockLeft: number | null;
  sizes: { size: string; onHand: number }[];
}

export const stockCalls = {
  setStock: (productId: string, body: { tracked: boolean; sizes?: { size: string; onHand: number }[] }) =>
    apiRequest<StockLevels>(`/products/${productId}/stock`, { method: 'PUT', body }),
  adjustStock: (productId: string, body: { size?: string; reason: StockAdjustReason; quantity: number; note?: string }) =>
    apiRequest<StockLevels>(`/products/${productId}/stock/adjustments`, { method: 'POST', body }),
  listStockMovements: (productId: string, page = 1) =>
    apiRequest<StockMovementList>(`/products/${productId}/stock/movements`, { query: { page, limit: 20 } }),
  stockSummary: () => apiRequest<StockSummary>('/stock/summary'),
};
