import { apiRequest } from '../api/http';

/** POST /auth/forgot-password: the API answers the same whether or not the address has an account. */
export function requestPasswordReset(email: string): Promise<unknown> {
  return apiRequest('/auth/forgot-password', { method: 'POST', body: { email: email.trim() }, auth: false });
}

/** POST /auth/reset-password: sets the new password; every session of the account ends. */
export function resetPassword(token: string, newPassword: string): Promise<unknown> {
  return apiRequest('/auth/reset-password', { method: 'POST', body: { token, newPassword }, auth: false });
}

/** The API refuses an unknown, used or expired link with a 400 naming the `token` field. */
export function isInvalidResetLink(error: unknown): boolean {
  const e = error as { status?: number; body?: { errors?: Record<string, string> } } | null;
  return e?.status === 400 && !!e.body?.errors?.token;
}
