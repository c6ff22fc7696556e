import type {
  DiscountLicence,
  DiscountLicenceRequest,
  PromotionFigures,
  PromotionRequest,
  PromotionSaveAnswer,
  PromotionWarningsAnswer,
  StaffPromotion,
} from '@shop/common';
import { normalizePromotionCode, PROMOTION_CODE_PATTERN, PROMOTION_LIMITS, PROMOTION_MESSAGES, PROMOTION_WARNINGS_ERROR } from '@shop/common';
import { ApiError, apiRequest } from '../api/http';

/** The codes typed in the form, one per line or comma, as the API keeps them (upper case); a bad one is named before saving. */
export function typedCodes(text: string): { codes: string[]; error: string | null } {
  const codes = text
    .split(/[\n,]/)
    .map((s) => normalizePromotionCode(s))
    .filter(Boolean);
  const bad = codes.some((c) => !PROMOTION_CODE_PATTERN.test(c)) || codes.length > PROMOTION_LIMITS.codesMax;
  return { codes, error: bad ? PROMOTION_MESSAGES.codeInvalid : null };
}

/** A save refused for warnings not yet confirmed (409 WARNINGS): a race with another save; the form shows the warnings instead. */
export const isWarnings = (e: unknown) => e instanceof ApiError && e.status === 409 && e.body?.error === PROMOTION_WARNINGS_ERROR;

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
