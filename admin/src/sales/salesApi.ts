import type { GetListParams, GetListResult } from 'react-admin';
import { isCalendarDay, PLATFORM_LABELS, PLATFORMS, type Platform } from '@shop/common';
import { apiRequest } from '../api/http';
import { i18nProvider } from '../i18n';
import type { Sale, SalePage, SalesAnalytics } from '../api/types';

/** The sales list is always page 1 with 100 rows. */
export const SALES_PAGE = { page: 1, limit: 100 } as const;

const lower = (s: unknown) => String(s ?? '').toLowerCase();

/**
 * Sales keyword search is local: product name, brand, customer name, customer location, platform label (as the
 * staff member reads it, and in English, so "instagram" finds Instagram sales in Arabic too).
 */
export function saleMatches(s: Sale, keyword: string): boolean {
  const k = keyword.trim().toLowerCase();
  if (!k) return true;
  const platform = PLATFORM_LABELS[s.platform as Platform];
  const platformHere = i18nProvider.translate(`shop.sales.platforms.${s.platform}`, { _: platform });
  return [s.product?.name, s.product?.brand, s.customerName, s.customerLocation, platform, platformHere].map(lower).some((v) => v.includes(k));
}

/** A platform as the API spells it, whatever the case it was typed in (a filter may come from an edited address); else none. */
export function knownPlatform(value: unknown): Platform | undefined {
  return PLATFORMS.find(
    (p) =>
      p ===
      String(value ?? '')
        .trim()
        .toUpperCase(),
  );
}

const calendarDay = (value: unknown) => (isCalendarDay(value) ? value : undefined);

/**
 * Platform and dates are filtered by the API, the keyword here. Filters read from the address may be anything: only
 * ones the API takes are sent, so a mistyped one widens the list instead of failing it.
 */
export async function listSales(params: GetListParams): Promise<GetListResult> {
  const f = params.filter ?? {};
  const page = await apiRequest<SalePage | Sale[]>('/sales', {
    query: { ...SALES_PAGE, platform: knownPlatform(f.platform), startDate: calendarDay(f.startDate), endDate: calendarDay(f.endDate) },
  });
  const rows = Array.isArray(page) ? page : page.sales;
  const data = rows.filter((s) => saleMatches(s, f.q ?? ''));
  return { data, total: data.length };
}

/** The sale calls beyond create/read/update/delete. */
export const salesCalls = {
  salesAnalytics: (params: { startDate?: string; endDate?: string } = {}) => apiRequest<SalesAnalytics>('/sales/analytics', { query: params }),
};
