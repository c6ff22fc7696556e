import { LANG_STORAGE_KEY, isLang, localePath, stripLang } from '../../i18n/lang';

/** Header behaviour without a framework: scrolled style past 10 px, search toggle, mobile menu, dropdown closing, language switch. */
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

  // The language switch: the same page (with its query) in the other language, remembered for later visits.
  doc.querySelectorAll<HTMLAnchorElement>('a[data-lang-switch]').forEach((link) => {
    link.addEventListener('click', (e) => {
      const lang = link.dataset.langSwitch;
      if (!isLang(lang)) return;
      try {
        localStorage.setItem(LANG_STORAGE_KEY, lang);
      } catch {
        /* storage disabled: the link still works */
      }
      e.preventDefault();
      location.assign(localePath(lang, stripLang(location.pathname)) + location.search + location.hash);
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
