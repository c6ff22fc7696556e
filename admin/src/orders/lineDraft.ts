import { ApiError } from '../api/http';
import { i18nProvider } from '../i18n';
import type { StaffOrderLine, StaffOrderView } from '@shop/common';

/** A line as staff edit it before recording: the stored line it came from, the size chosen and the quantity as typed. */
export interface DraftLine {
  line: StaffOrderLine;
  size: string | null;
  quantity: string;
}

export const draftOf = (order: StaffOrderView): DraftLine[] =>
  order.lines.map((line) => ({ line, size: line.size, quantity: String(line.quantity) }));

/** Whether the draft differs from the lines the order holds (then recording waits until it is saved or undone). */
export function draftChanged(order: StaffOrderView, draft: DraftLine[]): boolean {
  return (
    draft.length !== order.lines.length ||
    draft.some((d, i) => d.line !== order.lines[i] || d.size !== d.line.size || d.quantity.trim() !== String(d.line.quantity))
  );
}

/** The body of the line edit: the quantity goes as typed (a number, or NaN for nothing), so the API's own rule answers. */
export const draftBody = (draft: DraftLine[]) =>
  draft.map((d) => ({ productId: d.line.productId, size: d.size, quantity: d.quantity.trim() === '' ? Number.NaN : Number(d.quantity) }));

/** The API's field errors of an answer (`lines.0.size` → message), or none. */
export const fieldErrors = (e: unknown): Record<string, string> => (e instanceof ApiError ? (e.body?.errors ?? {}) : {});

/** One field's error on one line, if the API named it. */
export const lineError = (errors: Record<string, string>, index: number, field: 'size' | 'quantity' | 'productId') =>
  errors[`lines.${index}.${field}`];

/**
 * What the screen says beside its buttons when an action fails: a line's error names the line (its number and
 * product), so staff on a phone know which one to fix without scrolling up to find it.
 */
export function actionError(e: unknown, lines: { name: string }[]): string {
  const errors = fieldErrors(e);
  for (const [key, message] of Object.entries(errors)) {
    const m = /^lines\.(\d+)\./.exec(key);
    const line = m ? lines[Number(m[1])] : undefined;
    if (line) return i18nProvider.translate('shop.orders.lineProblem', { n: Number(m![1]) + 1, name: line.name, message });
  }
  return Object.values(errors)[0] ?? (e as Error).message;
}
