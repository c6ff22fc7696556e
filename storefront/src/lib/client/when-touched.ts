/**
 * client:when-touched: an island whose prebuilt HTML already shows everything hydrates only when the shopper reaches
 * for it (hovers, presses or focuses inside it), so React's code and the island's render never run during the page's
 * load. A press that comes before the island has hydrated is not lost: a button or checkbox is clicked again once it
 * has, and a select's choice is handed over as a change. Links work without it and are left alone.
 *
 * `{ keys, cartKey }`: the island is needed at once (hydrated when the browser is idle) when the address carries one of
 * `keys` (a filtered view the prebuilt HTML does not show), or, given the cart's storage key, when the cart holds items (the island draws
 * the in-cart badges on its cards).
 */
import type { ClientDirective } from 'astro';

/** Plain values: the directive is inlined in the page, so it imports nothing (the page passes the cart's storage key). */
export interface WhenTouchedOptions {
  keys?: string[];
  cartKey?: string;
}

const TOUCH = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;
/** Controls whose press does something only once the island runs. */
const PRESSABLE = 'button, input[type="checkbox"], input[type="radio"], summary';

export function needsIslandNow(options: WhenTouchedOptions, search: string, storedCart: string | null): boolean {
  const params = new URLSearchParams(search);
  if (options.keys?.some((k) => params.get(k))) return true;
  if (!options.cartKey || !storedCart) return false;
  try {
    const items = (JSON.parse(storedCart) as { state?: { items?: unknown } })?.state?.items;
    return Array.isArray(items) && items.length > 0;
  } catch {
    return false;
  }
}

/** Sets a form control's value past React's own tracking of it, so the change event that follows reads as a change. */
function handOver(control: HTMLSelectElement | HTMLInputElement, value: string): void {
  const proto = control instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  control.value = control instanceof HTMLSelectElement ? ([...control.options].find((o) => o.defaultSelected)?.value ?? '') : control.defaultValue;
  if (setter) setter.call(control, value);
  else control.value = value;
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** Hydrates `el` on its first touch; returns a function that hydrates at once (for callers that decide it is needed). */
export function hydrateWhenTouched(el: HTMLElement, hydrate: () => Promise<void>): () => void {
  let started = false;
  let done = false;
  const replays = new Map<Element, () => void>();

  const onPress = (e: Event) => {
    if (done) return;
    const target = e.target as Element | null;
    if (!target || target.closest('a[href]')) return;
    const control = target.closest<HTMLElement>(PRESSABLE) ?? (target.closest('label') as HTMLLabelElement | null)?.control ?? null;
    if (!control || !el.contains(control) || !control.matches(PRESSABLE)) return;
    e.preventDefault();
    e.stopPropagation();
    replays.set(control, () => control.isConnected && control.click());
    start();
  };
  const onChange = (e: Event) => {
    if (done) return;
    const control = e.target as HTMLSelectElement | HTMLInputElement | null;
    if (!control || !(control instanceof HTMLSelectElement || (control instanceof HTMLInputElement && !control.matches(PRESSABLE)))) return;
    const value = control.value;
    replays.set(control, () => control.isConnected && handOver(control, value));
    start();
  };

  function start(): void {
    if (started) return;
    started = true;
    for (const type of TOUCH) el.removeEventListener(type, start);
    void hydrate().then(() => {
      done = true;
      el.removeEventListener('click', onPress, true);
      el.removeEventListener('change', onChange, true);
      el.removeEventListener('input', onChange, true);
      // After the island's first commit, so its handlers are attached.
      setTimeout(() => {
        for (const replay of replays.values()) replay();
        replays.clear();
        // A text box focused before the island ran: focus it again so the island sees it (its suggestions open).
        const active = document.activeElement as HTMLElement | null;
        if (active && el.contains(active) && active.matches('input:not([type="checkbox"]):not([type="radio"]), textarea')) {
          active.blur();
          active.focus();
        }
      }, 0);
    });
  }

  for (const type of TOUCH) el.addEventListener(type, start, { passive: true });
  el.addEventListener('click', onPress, true);
  el.addEventListener('change', onChange, true);
  el.addEventListener('input', onChange, true);
  return start;
}

const whenTouched: ClientDirective = (load, options, el) => {
  const hydrate = async () => {
    const run = await load();
    await run();
  };
  const start = hydrateWhenTouched(el, hydrate);
  const value = (typeof options.value === 'object' && options.value ? options.value : {}) as WhenTouchedOptions;
  let stored: string | null = null;
  try {
    if (value.cartKey) stored = localStorage.getItem(value.cartKey);
  } catch {
    /* storage disabled: no cart to show */
  }
  if (!needsIslandNow(value, location.search, stored)) return;
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 2000 });
  else setTimeout(start, 200);
};

export default whenTouched;
