/**
 * One size's state on the product page's picker, shown as the page would have been built with it. Its own module so the
 * picker and its live read (size-refresh.ts, a chunk loaded when the page is idle) both use it without importing each
 * other in a circle.
 */
import type { Lang } from '../../i18n/lang';
import { fill, type Plural } from '../../i18n/plural';
import { stockCount } from '../../lib/rules/stock-badge';

export type SizeKind = 'in' | 'low' | 'sold-out';

/** The picker's size radios, in page order. */
export const radiosOf = (picker: HTMLElement) => [...picker.querySelectorAll<HTMLInputElement>('input[type="radio"]')];

/** Says something next to the picker (an aria-live line), or clears it. */
export function sayAtPicker(picker: HTMLElement, text: string): void {
  const prompt = picker.querySelector<HTMLElement>('[data-size-prompt]');
  if (prompt) prompt.textContent = text;
}

/** Shows one size's state as the page would have been built with it: sold out is marked, not choosable, and says why. */
export function applySizeState(picker: HTMLElement, size: string, kind: SizeKind, left: number | null): void {
  const radio = radiosOf(picker).find((r) => r.value === size);
  if (!radio) return;
  const soldOut = kind === 'sold-out';
  const wasChosen = radio.checked;
  radio.disabled = soldOut;
  if (soldOut) radio.checked = false;
  radio.dataset.state = kind;
  if (left == null) delete radio.dataset.left;
  else radio.dataset.left = String(left);
  radio.closest('label')?.classList.toggle('is-sold-out', soldOut);
  // the same texts the page was built with (PurchaseBlock: sizeLabel for the radio's name, the short state beside it)
  const lang = (picker.dataset.lang ?? 'en') as Lang;
  const forms = (json: string | undefined) => JSON.parse(json ?? '{"other":""}') as Plural;
  const low = kind === 'low' && !!left;
  radio.setAttribute(
    'aria-label',
    soldOut
      ? fill(picker.dataset.labelSoldOut ?? '{size}', { size })
      : low
        ? stockCount(lang, forms(picker.dataset.labelLeft), left, { size })
        : size,
  );
  const state = radio.closest('label')?.querySelector<HTMLElement>('[data-size-state]');
  if (state) state.textContent = soldOut ? (picker.dataset.soldOut ?? '') : low ? stockCount(lang, forms(picker.dataset.left), left) : '';
  const ask = radio.closest('.size-cell')?.querySelector<HTMLElement>('[data-ask-back]');
  if (ask) ask.hidden = !soldOut;
  if (soldOut && wasChosen)
    sayAtPicker(picker, fill(picker.querySelector<HTMLElement>('[data-size-prompt]')?.dataset.addressSoldOut ?? '', { size }));
}
