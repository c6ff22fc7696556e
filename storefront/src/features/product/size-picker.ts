/**
 * The product page's size picker, on top of the radios PurchaseBlock renders (which work before this runs): the
 * address carries the choice (`?size=42`, so a shared link or a feed item opens with it chosen), and each size's state
 * follows the live stock (read once the page has loaded, and after an add finds a size sold out).
 * Framework-free and small: it is on every product page; the live read loads its own chunk when the page is idle.
 */
import { fill } from '../../i18n/plural';
import { applySizeState, radiosOf, sayAtPicker } from './size-state';

/** Sent to a picker (by the cart's add check) when a size turns out to be sold out. */
export const SIZE_SOLD_OUT_EVENT = 'size-sold-out';

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
