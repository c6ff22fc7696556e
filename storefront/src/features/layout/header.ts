/** Header behaviour without a framework: scrolled style past 10 px, search toggle, mobile menu, dropdown closing. */
export const SCROLLED_AFTER_PX = 10;

export function initHeader(doc: Document = document): void {
  const header = doc.querySelector<HTMLElement>('[data-header]');
  if (!header) return;

  const onScroll = () => header.classList.toggle('is-scrolled', window.scrollY > SCROLLED_AFTER_PX);
  onScroll();
  window.addEventListener('scroll', onScroll, { passive: true });

  const toggle = (button: HTMLElement | null, panel: HTMLElement | null, focus?: string) => {
    if (!button || !panel) return;
    button.addEventListener('click', () => {
      const open = panel.hidden;
      panel.hidden = !open;
      button.setAttribute('aria-expanded', String(open));
      if (open && focus) panel.querySelector<HTMLElement>(focus)?.focus();
    });
  };
  toggle(header.querySelector('[data-search-toggle]'), doc.getElementById('header-search'), 'input');
  toggle(header.querySelector('[data-menu-toggle]'), doc.getElementById('mobile-menu'));

  // Blank or whitespace-only searches are ignored: go to the search page without a keyword.
  doc.querySelectorAll<HTMLFormElement>('form[data-search-form]').forEach((form) => {
    form.addEventListener('submit', (e) => {
      const input = form.querySelector<HTMLInputElement>('input[name="keyword"]');
      if (input && !input.value.trim()) {
        e.preventDefault();
        input.focus();
      }
    });
  });

  // Close the Shop dropdown on outside click and on Escape.
  doc.addEventListener('click', (e) => {
    doc.querySelectorAll<HTMLDetailsElement>('details[data-dropdown][open]').forEach((d) => {
      if (!d.contains(e.target as Node)) d.open = false;
    });
  });
  doc.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return;
    doc.querySelectorAll<HTMLDetailsElement>('details[data-dropdown][open]').forEach((d) => {
      d.open = false;
      d.querySelector('summary')?.focus();
    });
  });
}
