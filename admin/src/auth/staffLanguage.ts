import type { StaffLanguage } from '@shop/common';
import { apiRequest } from '../api/http';
import type { AdminUser } from '../api/types';
import { authProvider } from './index';

/**
 * Saves the signed-in staff member's own language (`PATCH /auth/language`) and keeps the stored identity in step, so
 * the next visit on any device starts in it. The switch itself happens before this answers: it never waits on the API.
 */
export async function saveStaffLanguage(language: StaffLanguage): Promise<AdminUser> {
  const user = await apiRequest<AdminUser>('/auth/language', { method: 'PATCH', body: { language } });
  authProvider.setUser(user);
  return user;
}
