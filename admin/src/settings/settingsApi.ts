import { STOCK_SETTINGS_KEYS } from '../stock/stockSettings';
import { SETTINGS_FIELDS, TAX_FIELDS, type BusinessSettings } from '@shop/common';
import { apiRequest } from '../api/http';
import type { AdminUser, Settings } from '../api/types';

/** PUT /settings carries only the fields that changed; empty optional values are sent as absent (null). */
export function settingsPayload(data: Record<string, unknown>, previous?: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of [...SETTINGS_FIELDS, ...TAX_FIELDS]) {
    if (!(key in data)) continue;
    const raw = data[key];
    const v = typeof raw === 'string' ? raw.trim() : raw;
    const value = v === '' || v === undefined ? null : v;
    if (previous && (previous[key] ?? null) === value) continue;
    out[key] = value;
  }
  for (const key of STOCK_SETTINGS_KEYS) {
    if (key in data && (!previous || previous[key] !== data[key])) out[key] = data[key];
  }
  return out;
}

/** The settings are one record with no id of its own; react-admin gets it as id 'settings'. */
export const SETTINGS_ID = 'settings';

export async function getSettings() {
  const data = await apiRequest<Settings | null>('/settings');
  return { ...(data ?? {}), id: SETTINGS_ID };
}

export async function updateSettings(data: Record<string, unknown>, previous?: Record<string, unknown>) {
  const saved = await apiRequest<Settings>('/settings', { method: 'PUT', body: settingsPayload(data, previous) });
  return { ...saved, id: SETTINGS_ID };
}

/** The settings and account calls beyond read/update. */
export const settingsCalls = {
  resetSettings: () => apiRequest<Settings>('/settings/reset', { method: 'POST' }),
  businessSettings: () => apiRequest<BusinessSettings>('/settings/business', { auth: false }),
  updateProfile: (body: { name: string; email: string; currentPassword?: string }) =>
    apiRequest<AdminUser>('/auth/update-profile', { method: 'PUT', body }),
  changePassword: (body: { currentPassword: string; newPassword: string; confirmPassword: string }) =>
    apiRequest<unknown>('/auth/change-password', { method: 'PATCH', body }),
};
