import { ERROR_CATALOGUE, STOCK_SHORTAGE_ERROR } from '@shop/common';
import { conflictTitle, defaultFailureText } from '../texts';

export interface ToastMessage {
  title: string;
  description: string;
  variant: 'default' | 'destructive';
}

export interface ErrorContext {
  /** Verb of the failed operation: create, update, delete, load, reset, upload … */
  action: string;
  /** What it was done to: category, product, sale, settings, profile, password … */
  entity: string;
}

interface ErrorLike {
  message?: string;
  status?: number;
  statusCode?: number;
  body?: { message?: string | string[]; statusCode?: number; error?: string; errors?: Record<string, string> };
}

function statusOf(e: ErrorLike): number | undefined {
  return e.status ?? e.statusCode ?? e.body?.statusCode;
}

function serverMessage(e: ErrorLike): string | undefined {
  const m = e.body?.message;
  const text = Array.isArray(m) ? m[0] : m;
  return text || undefined;
}

const capitalise = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);

/**
 * The title of a 409. A stock shortage (recording or editing a sale, writing off stock) is named by the API's `error`
 * and titled as such wherever it appears; any other 409 on a create or update is a duplicate.
 */
function conflictTitleFor(e: ErrorLike, ctx: ErrorContext, fallback: string): string {
  if (e.body?.error === STOCK_SHORTAGE_ERROR) return STOCK_SHORTAGE_ERROR;
  return ctx.action === 'create' || ctx.action === 'update' ? conflictTitle(capitalise(ctx.entity)) : fallback;
}

/** The one mapping from a failed call (its status and message) to what the failure toast says. */
export function translateError(error: unknown, ctx: ErrorContext): ToastMessage {
  const e = (error ?? {}) as ErrorLike;
  const status = statusOf(e);
  const fallbackText = defaultFailureText(ctx.action, ctx.entity);
  if (status === undefined) {
    // No response at all: the error's own message.
    return { title: fallbackText, description: e.message || fallbackText, variant: 'destructive' };
  }
  const row = ERROR_CATALOGUE[status as keyof typeof ERROR_CATALOGUE];
  if (!row) {
    return { title: fallbackText, description: serverMessage(e) ?? e.message ?? fallbackText, variant: 'destructive' };
  }
  const description = row.useServerMessage ? (serverMessage(e) ?? row.fallback) : row.fallback;
  const title = status === 409 ? conflictTitleFor(e, ctx, row.title) : row.title;
  return { title, description, variant: 'destructive' };
}

/** Field messages of a 400 answer (`errors`), keyed by field path, for showing under the inputs. */
export function fieldErrors(error: unknown): Record<string, string> {
  const errors = (error as ErrorLike | null)?.body?.errors;
  if (!errors || typeof errors !== 'object') return {};
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => typeof v === 'string'));
}
