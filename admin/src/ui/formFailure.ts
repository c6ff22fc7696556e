import { fieldErrors, translateError, type ErrorContext } from '../errors/translateError';
import type { Toast } from './toast';

/**
 * A failed save: the translated toast, and the field errors react-admin's Form shows under each input
 * (the API's `errors`, plus a sort-order message the server gives only as text).
 */
export function formFailure(error: unknown, ctx: ErrorContext, toast: (t: Toast) => void): Record<string, string> | undefined {
  toast(translateError(error, ctx));
  const errors = fieldErrors(error);
  const message = (error as { body?: { message?: unknown } } | null)?.body?.message;
  if (typeof message === 'string' && /sort\s*order/i.test(message) && !errors.sortOrder) errors.sortOrder = message;
  return Object.keys(errors).length ? errors : undefined;
}
