/**
 * The cart on every page without shipping React up front: header badge, card badges and add-to-cart buttons
 * are wired here; the sidebar, dialogs and checkout (a React island) load on first use.
 */
import { $cartOpen, $cartQuantities, $cartTotals, $checkoutOpen, $lineQuantities, addToCart, lineId, type CartItem } from '../cart-store/store';
import { clientTexts } from '../../i18n/client-texts';
import { fill, plural } from '../../i18n/plural';
import { pageLang } from '../../i18n/lang';

let appLoading: Promise<void> | null = null;

export function loadCartApp(): Promise<void> {
  if (!appLoading) {
    appLoading = import('./mount')
      .then((m) => m.mountCartApp(document.getElementById('cart-root')!))
      .catch((err) => {
        appLoading = null;
        throw err;
      });
  }
  return appLoading;
}

/**
 * The line for the size chosen in the button's size picker (data-size-from names it): the radios are read as they are
 * now, so a size chosen before any script ran counts. With none chosen, the picker asks for one in words (its aria-live
 * line) and the first size in stock takes the focus; null then. A button without a picker adds the line as it is.
 */
export function withChosenSize(add: HTMLElement, line: Omit<CartItem, 'qty'>, doc: Document = document): Omit<CartItem, 'qty'> | null {
  const picker = add.dataset.sizeFrom ? doc.getElementById(add.dataset.sizeFrom) : null;
  if (!picker) return line;
  const chosen = picker.querySelector<HTMLInputElement>('input[type="radio"]:checked:not(:disabled)');
  if (!chosen) {
    const prompt = picker.querySelector<HTMLElement>('[data-size-prompt]');
    if (prompt) prompt.textContent = prompt.dataset.need ?? '';
    picker.querySelector<HTMLInputElement>('input[type="radio"]:not(:disabled)')?.focus();
    return null;
  }
  // the size's own count when the shop counts it per size, else the product's (the same rule as sizeMaxQuantity)
  const left = chosen.dataset.left === undefined ? line.left : Number(chosen.dataset.left);
  const { left: _productLeft, ...rest } = line;
  return { ...rest, id: lineId(line.productId, chosen.value), size: chosen.value, ...(left === undefined ? {} : { left }) };
}

export function initCartUi(doc: Document = document): void {
  const text = clientTexts(doc);
  const lang = pageLang(doc);
  $cartTotals.subscribe(({ totalItems }) => {
    doc.querySelectorAll<HTMLElement>('[data-cart-count]').forEach((el) => {
      el.textContent = totalItems > 99 ? '99+' : String(totalItems);
      el.hidden = totalItems === 0;
    });
    doc.querySelectorAll<HTMLElement>('[data-cart-open]').forEach((el) => {
      el.setAttribute('aria-label', totalItems === 0 ? text.cartEmpty : plural(lang, totalItems, text.cartItems));
    });
  });

  $cartQuantities.subscribe((quantities) => {
    doc.querySelectorAll<HTMLElement>('[data-cart-badge]').forEach((el) => {
      if (el.closest('astro-island')) return; // islands render their own badges
      const qty = quantities[el.dataset.cartBadge!] ?? 0;
      el.hidden = qty <= 0;
      el.textContent = qty > 0 ? fill(text.inCart, { n: qty }) : '';
    });
    doc.querySelectorAll<HTMLElement>('[data-in-cart-for]').forEach((el) => {
      const qty = quantities[el.dataset.inCartFor!] ?? 0;
      el.hidden = qty <= 0;
      const n = el.querySelector('[data-in-cart-qty]');
      if (n) n.textContent = String(qty);
    });
  });

  doc.addEventListener('click', (e) => {
    const target = e.target as Element | null;
    const add = target?.closest<HTMLButtonElement>('button[data-add-to-cart]');
    if (add?.dataset.product) {
      e.preventDefault();
      const line = withChosenSize(add, JSON.parse(add.dataset.product) as Omit<CartItem, 'qty'>, doc);
      if (!line) return;
      const before = $lineQuantities.get()[line.id] ?? 0;
      if (addToCart(line)) {
        add.classList.add('is-added');
        setTimeout(() => add.classList.remove('is-added'), 1200);
      }
      // Added at once from the page's data, then checked against the live stock, even when the page's count refused it
      // (a chunk that cannot load leaves it to checkout).
      void import('./add-button').then((m) => m.confirmAdd(add, line, before)).catch(() => undefined);
      return;
    }
    if (target?.closest('[data-cart-open]')) {
      e.preventDefault();
      $cartOpen.set(true);
    }
  });

  // Warm the island up when the shopper is about to need it.
  const warm = (e: Event) => {
    if ((e.target as Element | null)?.closest?.('[data-cart-open]')) void loadCartApp();
  };
  doc.addEventListener('pointerover', warm, { passive: true });
  doc.addEventListener('focusin', warm);

  const ensure = (open: boolean) => {
    if (open) void loadCartApp();
  };
  $cartOpen.subscribe(ensure);
  $checkoutOpen.subscribe(ensure);
}
