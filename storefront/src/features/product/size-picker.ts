/**
 * The product page's size picker, on top of the radios PurchaseBlock renders (which work before this runs): the
 * address carries the choice (`?size=42`, so a shared link or a feed item opens with it chosen), and each size's state
 * follows the live stock (read once the page has loaded, and after an add finds a size sold out).
 * Framework-free and small: it is on every product page; the live read loads its own chunk when the page is idle.
 */
import type { Lang } from '../../i18n/lang';
import { fill, type Plural } from '../../i18n/plural';
import { stockCount } from '../../lib/rules/stock-badge';

export type SizeKind = 'in' | 'low' | 'sold-out';

/** Sent to a picker (by the cart's add check) when a size turns out to be sold out. */
export const SIZE_SOLD_OUT_EVENT = 'size-sold-out';

const radiosOf = (picker: HTMLElement) => [...picker.querySelectorAll<HTMLInputElement>('input[type="radio"]')];

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

/** The address with the chosen size (replacing, not adding, a history entry: Back leaves the product). */
function writeAddress(size: string, loc: Location, hist: History): void {
  const url = new URL(loc.href);
  url.searchParams.set('size', size);
  hist.replaceState(hist.state, '', url);
}

/**
 * Chooses the address's size when the product has it in stock; an unknown or sold-out one is said, not chosen.
 * A choice the shopper made before this ran stays.
 */
export function chooseFromAddress(picker: HTMLElement, search: string): void {
  const wanted = new URLSearchParams(search).get('size');
  if (wanted == null || wanted === '') return;
  const radios = radiosOf(picker);
  const radio = radios.find((r) => r.value === wanted);
  const prompt = picker.querySelector<HTMLElement>('[data-size-prompt]');
  if (!radio) {
    sayAtPicker(picker, fill(prompt?.dataset.addressUnknown ?? '', { size: wanted }));
    return;
  }
  if (radio.disabled) {
    sayAtPicker(picker, fill(prompt?.dataset.addressSoldOut ?? '', { size: wanted }));
    return;
  }
  if (!radios.some((r) => r.checked)) radio.checked = true;
}

/** Wires one picker; `refresh` reads the live stock (left out in tests). */
export function initSizePicker(
  picker: HTMLElement,
  { loc = location, hist = history, refresh }: { loc?: Location; hist?: History; refresh?: (picker: HTMLElement) => void } = {},
): void {
  if (picker.dataset.ready) return;
  picker.dataset.ready = 'true';
  chooseFromAddress(picker, loc.search);
  picker.addEventListener('change', (e) => {
    const radio = e.target as HTMLInputElement;
    if (radio.type !== 'radio' || !radio.checked) return;
    sayAtPicker(picker, '');
    writeAddress(radio.value, loc, hist);
  });
  picker.addEventListener(SIZE_SOLD_OUT_EVENT, (e) => {
    const size = (e as CustomEvent<{ size: string }>).detail?.size;
    if (size) applySizeState(picker, size, 'sold-out', 0);
  });
  refresh?.(picker);
}

/** Reads the live stock once the page has loaded and the main thread is idle, so it costs the first paint nothing. */
export function refreshWhenIdle(picker: HTMLElement): void {
  const run = () => void import('./size-refresh').then((m) => m.refreshSizes(picker)).catch(() => undefined);
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run, 200));
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}
