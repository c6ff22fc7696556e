import { fetchProduct } from '../../lib/api';
import { STOCK_TEXT } from '../../lib/stock';
import type { Product } from '../../lib/types';
import { showToast, TOAST_DURATIONS } from '../toast/store';
import { addToCart, cartLineFromProduct, type CartItem } from './store';

type ReadProduct = (id: string) => Promise<Product | null>;

const readLive: ReadProduct = (id) => fetchProduct(id);

/**
 * The product page's Add to Cart: the page may be minutes old, so the product is read live first and a piece
 * sold since is refused (and the button says so). When the API cannot be reached the page's own data is used;
 * the checkout's re-check still stops a sold piece before any message is built.
 * cart-ui.ts loads this module (and the API client) on the first click, so pages pay nothing for it up front.
 */
export async function addFromButton(button: HTMLButtonElement, line: Omit<CartItem, 'qty'>, read: ReadProduct = readLive): Promise<boolean> {
  if (button.getAttribute('aria-busy') === 'true') return false;
  button.setAttribute('aria-busy', 'true');
  let fresh: Omit<CartItem, 'qty'> = line;
  try {
    const product = await read(line.productId);
    if (!product || product.publiclyVisible === false) {
      markUnavailable(button, STOCK_TEXT.goneToast.title);
      showToast({ title: STOCK_TEXT.goneToast.title, description: STOCK_TEXT.goneToast.description(line.name), variant: 'destructive', duration: TOAST_DURATIONS.cart });
      return false;
    }
    fresh = cartLineFromProduct(product);
  } catch {
    /* unreachable: the page's data */
  } finally {
    button.removeAttribute('aria-busy');
  }
  if (fresh.left === 0) markUnavailable(button, STOCK_TEXT.soldOut, true);
  return addToCart(fresh);
}

/** Disables the button with its reason, as a page built after the sale would show it. */
function markUnavailable(button: HTMLButtonElement, label: string, soldOut = false): void {
  button.disabled = true;
  delete button.dataset.product;
  button.textContent = label;
  const note = soldOut ? button.closest('.buy-box')?.querySelector<HTMLElement>('[data-sold-out-note]') : null;
  if (note) {
    note.hidden = false;
    button.setAttribute('aria-describedby', note.id);
  }
}
