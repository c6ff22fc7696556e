import { $toast, dismissToast, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD, type Toast } from './store';
import { clientTexts } from '../../i18n/client-texts';

/** Renders the one current toast into #toast-viewport (no framework needed). Swipe right 50 px to dismiss; F8 focuses it. */
export function initToaster(doc: Document = document): void {
  const viewport = doc.getElementById('toast-viewport');
  if (!viewport) return;

  doc.addEventListener('keydown', (e) => {
    if (e.key === TOAST_HOTKEY) viewport.focus();
  });

  // A manual popover sits in the top layer, so a toast shows above an open modal (cart, checkout) too.
  const popover = typeof viewport.showPopover === 'function';
  if (popover) viewport.setAttribute('popover', 'manual');
  $toast.subscribe((toast) => {
    viewport.replaceChildren();
    if (popover && viewport.matches(':popover-open')) viewport.hidePopover();
    if (!toast) return;
    viewport.append(renderToast(doc, toast, clientTexts(doc).dismiss));
    if (popover) viewport.showPopover();
  });
}

/** Swiping towards the reading end (right in English, left in Arabic) dismisses. */
function renderToast(doc: Document, toast: Toast, dismissLabel: string): HTMLElement {
  const towards = getComputedStyle(doc.documentElement).direction === 'rtl' ? -1 : 1;
  const li = doc.createElement('li');
  li.className = `toast${toast.variant === 'destructive' ? ' is-destructive' : toast.variant === 'success' ? ' is-success' : ''}`;
  li.setAttribute('role', toast.variant === 'destructive' ? 'alert' : 'status');
  li.dataset.toast = toast.title;
  const title = doc.createElement('div');
  title.className = 'toast-title';
  title.textContent = toast.title;
  li.append(title);
  if (toast.description) {
    const d = doc.createElement('div');
    d.className = 'toast-description';
    d.textContent = toast.description;
    li.append(d);
  }
  const close = doc.createElement('button');
  close.type = 'button';
  close.className = 'icon-btn toast-close';
  close.setAttribute('aria-label', dismissLabel);
  close.textContent = '×';
  close.addEventListener('click', () => dismissToast(toast.id));
  li.append(close);

  let startX: number | null = null;
  li.addEventListener('pointerdown', (e) => {
    startX = e.clientX;
  });
  li.addEventListener('pointermove', (e) => {
    if (startX === null) return;
    const dx = towards * Math.max(0, towards * (e.clientX - startX));
    li.style.transform = `translateX(${dx}px)`;
  });
  const end = (e: PointerEvent) => {
    if (startX === null) return;
    const dx = towards * (e.clientX - startX);
    startX = null;
    if (dx > TOAST_SWIPE_THRESHOLD) dismissToast(toast.id);
    else li.style.transform = '';
  };
  li.addEventListener('pointerup', end);
  li.addEventListener('pointercancel', end);
  return li;
}
