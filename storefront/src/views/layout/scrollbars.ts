/**
 * Scroll areas (elements marked data-scrollbar="hidden": the cart, the checkout summary, long filter lists) show a
 * thin scrollbar while they are scrolled, pointed at or hold the keyboard focus, and hide it SCROLLBAR_HIDE_MS after
 * (storefront.md §9 "Scrollbar hide delay 600 ms"). Only the bar's colour changes (global.css), never its width, so
 * nothing moves. One set of listeners on the document serves every area, including those islands draw later.
 */
export const SCROLLBAR_HIDE_MS = 600;

const SELECTOR = '[data-scrollbar]';

export function initScrollbars(doc: Document = document): () => void {
  const timers = new WeakMap<Element, ReturnType<typeof setTimeout>>();
  const held = new WeakMap<Element, Set<'pointer' | 'focus'>>(); // what keeps an area's bar on screen
  const holds = (el: Element) => held.get(el) ?? (held.set(el, new Set()), held.get(el)!);
  const areaOf = (target: EventTarget | null) => (target instanceof doc.defaultView!.Element ? target.closest(SELECTOR) : null);

  const show = (el: Element) => {
    clearTimeout(timers.get(el));
    el.setAttribute('data-scrollbar', 'shown');
  };
  const hideLater = (el: Element) => {
    clearTimeout(timers.get(el));
    timers.set(
      el,
      setTimeout(() => holds(el).size === 0 && el.setAttribute('data-scrollbar', 'hidden'), SCROLLBAR_HIDE_MS),
    );
  };
  const hold = (what: 'pointer' | 'focus') => (e: Event) => {
    const el = areaOf(e.target);
    if (!el) return;
    holds(el).add(what);
    show(el);
  };
  const release = (what: 'pointer' | 'focus') => (e: Event) => {
    const el = areaOf(e.target);
    const to = (e as MouseEvent | FocusEvent).relatedTarget;
    if (!el || (to instanceof doc.defaultView!.Node && el.contains(to))) return; // still inside the area
    holds(el).delete(what);
    hideLater(el);
  };
  const onScroll = (e: Event) => {
    const el = e.target instanceof doc.defaultView!.Element && e.target.matches(SELECTOR) ? e.target : null;
    if (!el) return;
    show(el);
    hideLater(el);
  };

  const listeners: [string, (e: Event) => void, AddEventListenerOptions][] = [
    ['scroll', onScroll, { capture: true, passive: true }], // scroll does not bubble; capture sees every area's
    ['pointerover', hold('pointer'), { passive: true }],
    ['pointerout', release('pointer'), { passive: true }],
    ['focusin', hold('focus'), {}],
    ['focusout', release('focus'), {}],
  ];
  for (const [type, fn, options] of listeners) doc.addEventListener(type, fn, options);
  return () => {
    for (const [type, fn, options] of listeners) doc.removeEventListener(type, fn, options);
  };
}
