import type {
  DiscountLicence,
  DiscountLicenceRequest,
  PromotionFigures,
  PromotionRequest,
  PromotionSaveAnswer,
  PromotionWarningsAnswer,
  StaffPromotion,
} from '@shop/common';
import { apiRequest } from '../api/http';

/** The Promotions screens' calls. */
export const promotionsApi = {
  list: () => apiRequest<StaffPromotion[]>('/promotions'),
  get: (id: string) => apiRequest<StaffPromotion>(`/promotions/${encodeURIComponent(id)}`),
  figures: (id: string) => apiRequest<PromotionFigures>(`/promotions/${encodeURIComponent(id)}/figures`),
  warnings: (body: PromotionRequest) => apiRequest<PromotionWarningsAnswer>('/promotions/warnings', { method: 'POST', body }),
  save: (id: string | null, body: PromotionRequest) =>
    apiRequest<PromotionSaveAnswer>(id ? `/promotions/${encodeURIComponent(id)}` : '/promotions', { method: id ? 'PUT' : 'POST', body }),
  remove: (id: string) => apiRequest<void>(`/promotions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  licence: () => apiRequest<DiscountLicence | null>('/promotions/licence'),
  saveLicence: (body: DiscountLicenceRequest) => apiRequest<DiscountLicence>('/promotions/licence', { method: 'PUT', body }),
};

/** An instant as the datetime-local field shows it, in shop time (Asia/Riyadh, UTC+3 all year). */
export const toShopLocal = (iso: string) => new Date(Date.parse(iso) + 3 * 3_600_000).toISOString().slice(0, 16);
/** The datetime-local field's shop time as an instant. */
export const fromShopLocal = (local: string) => new Date(`${local}:00+03:00`).toISOString();
