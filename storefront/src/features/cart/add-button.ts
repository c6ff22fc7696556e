import { fetchProduct } from '../../lib/api/api';
import { clientTexts } from '../../i18n/client-texts';
import type { Product } from '../../model/types';
import { cartLineFromProduct, keepWithinStock, showStockToast, takeBackAdd, type CartItem } from '../cart-store/store';

type ReadProduct = (id: string) => Promise<Product | null>;

const readLive: ReadProduct = (id) => fetchProduct(id);

/**
 * After Add to Cart on a product page (added at once from the page's data): the page may be minutes old, so the
 * product is read live and a piece sold (or hidden) since is taken back out of the cart, the button saying why;
 * otherwise the line keeps the live count as its limit. When the API cannot be reached the add stands: the
 * checkout's re-check still stops a sold piece before any message is built.
 * cart-ui.ts loads this module (and the API client) on the first click, so pages pay nothing for it up front.
 * Returns whether the add stands.
 */
export async function confirmAdd(
  button: HTMLButtonElement,
  line: Omit<CartItem, 'qty'>,
  before: number,
  read: ReadProduct = readLive,
): Promise<boolean> {
  let product: Product | null;
  try {
    product = await read(line.productId);
  } catch {
    return true;
  }
  if (!product || product.publiclyVisible === false) {
    takeBackAdd(line.id, before);
    markUnavailable(button, clientTexts().stock.goneToast.title);
    showStockToast('gone', line);
    return false;
  }
  const fresh = cartLineFromProduct(product, line.size);
  if (line.size && !product.sizes.includes(line.size)) {
    takeBackAdd(line.id, before);
    markSizeSoldOut(button, line.size);
    showStockToast('gone', line);
    return false;
  }
  if (fresh.left === 0) {
    takeBackAdd(line.id, before);
    // a size sold out leaves the others addable: only that size is marked
    if (line.size && product.availability !== 'SOLD_OUT') markSizeSoldOut(button, line.size);
    else markUnavailable(button, clientTexts().stock.soldOut, true);
    showStockToast('soldOut', line);
    return false;
  }
  keepWithinStock(fresh);
  return true;
}

/** Marks the size sold out in the button's picker (size-picker.ts listens), as a page built after the sale would show it. */
function markSizeSoldOut(button: HTMLButtonElement, size: string): void {
  const picker = button.dataset.sizeFrom ? document.getElementById(button.dataset.sizeFrom) : null;
  picker?.dispatchEvent(new CustomEvent('size-sold-out', { detail: { size } }));
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
