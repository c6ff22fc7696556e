import { ACCOUNT_MESSAGES, PASSWORD_MIN } from '@shop/common';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The address check of every email field (sign-in, password reset request, settings, profile). */
export const isEmail = (v: string) => EMAIL_RE.test(v.trim());

/** A password being set (account panel, reset link): at least PASSWORD_MIN characters, confirmed by typing it again. */
export function newPasswordErrors(v: { newPassword?: string | null; confirmPassword?: string | null }): Record<string, string> {
  const e: Record<string, string> = {};
  if (String(v.newPassword ?? '').length < PASSWORD_MIN) e.newPassword = ACCOUNT_MESSAGES.passwordMin;
  if (!String(v.confirmPassword ?? '').trim()) e.confirmPassword = ACCOUNT_MESSAGES.confirmRequired;
  else if (v.confirmPassword !== v.newPassword) e.confirmPassword = ACCOUNT_MESSAGES.passwordsMismatch;
  return e;
}
