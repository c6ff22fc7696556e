/**
 * storefront.md §9 "Animations 800 ms, once only": the page's sections (main .section) that start below the first
 * screen fade up the first time they scroll into view, and never again on that page. A section already on screen
 * when the page opens is never hidden, so the first paint and the largest paint are untouched; the hidden state is
 * opacity and a transform only (global.css), so nothing moves in the layout. With reduced motion nothing is hidden.
 */
export function initReveal(doc: Document = document): void {
  const win = doc.defaultView;
  if (!win || !('IntersectionObserver' in win) || win.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const placed = new WeakSet<Element>();
  const observer = new win.IntersectionObserver((entries) => {
    for (const { target, isIntersecting } of entries) {
      const el = target as HTMLElement;
      if (!placed.has(el)) {
        // the first report says where the section stood when the page opened
        placed.add(el);
        if (isIntersecting) observer.unobserve(el);
        else el.dataset.reveal = 'waiting';
      } else if (isIntersecting) {
        el.dataset.reveal = 'shown';
        observer.unobserve(el);
      }
    }
  });
  doc.querySelectorAll('main .section').forEach((el) => observer.observe(el));
}
