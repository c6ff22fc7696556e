import { ERROR_CATALOGUE, STOCK_SHORTAGE_ERROR } from '@shop/common';
import { plainTranslate } from '../i18n/plain';

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

/** A context word in the current language: its catalogue key is the word in lowerCamelCase ('staff member' → staffMember). */
function contextWord(group: 'actions' | 'entities', word: string): string {
  const key = word.replace(/[^A-Za-z]+([A-Za-z])/g, (_, c: string) => c.toUpperCase());
  const text = plainTranslate(`shop.feedback.${group}.${key}`);
  return text.startsWith('shop.') ? word : text;
}

/** "Failed to update product" in the current language. */
const failureText = (ctx: ErrorContext) =>
  plainTranslate('shop.feedback.failed', { action: contextWord('actions', ctx.action), entity: contextWord('entities', ctx.entity) });

/** The failure toast's title and fallback text for a status, in the current language. */
const statusText = (status: number, part: 'title' | 'fallback') => plainTranslate(`shop.feedback.status.${status}.${part}`);

/**
 * The title of a 409. A stock shortage (recording or editing a sale, writing off stock) is named by the API's `error`
 * and titled as such wherever it appears; any other 409 on a create or update is a duplicate.
 */
function conflictTitleFor(e: ErrorLike, ctx: ErrorContext, fallback: string): string {
  if (e.body?.error === STOCK_SHORTAGE_ERROR) return plainTranslate('shop.feedback.stockShortage');
  return ctx.action === 'create' || ctx.action === 'update'
    ? plainTranslate('shop.feedback.conflict', { entity: capitalise(contextWord('entities', ctx.entity)) })
    : fallback;
}

/** The one mapping from a failed call (its status and message) to what the failure toast says. */
export function translateError(error: unknown, ctx: ErrorContext): ToastMessage {
  const e = (error ?? {}) as ErrorLike;
  const status = statusOf(e);
  const fallbackText = failureText(ctx);
  if (status === undefined) {
    // No response at all: the error's own message.
    return { title: fallbackText, description: e.message || fallbackText, variant: 'destructive' };
  }
  const row = ERROR_CATALOGUE[status as keyof typeof ERROR_CATALOGUE];
  if (!row) {
    return { title: fallbackText, description: serverMessage(e) ?? e.message ?? fallbackText, variant: 'destructive' };
  }
  // the API answers its messages in the staff member's language where it has them (Accept-Language)
  const fallback = statusText(status, 'fallback');
  const description = row.useServerMessage ? (serverMessage(e) ?? fallback) : fallback;
  const title = status === 409 ? conflictTitleFor(e, ctx, statusText(status, 'title')) : statusText(status, 'title');
  return { title, description, variant: 'destructive' };
}

/** Field messages of a 400 answer (`errors`), keyed by field path, for showing under the inputs. */
export function fieldErrors(error: unknown): Record<string, string> {
  const errors = (error as ErrorLike | null)?.body?.errors;
  if (!errors || typeof errors !== 'object') return {};
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => typeof v === 'string'));
}
