/**
 * The size picker's live read: the page was built with the stock of its build, so once it has loaded each size takes
 * the state the API answers now (a size sold since is marked sold out and cannot be chosen). Its own chunk, loaded when
 * the page is idle; a failed read leaves the page as built (the add's own check and checkout's re-check still hold).
 */
import { fetchProduct } from '../../lib/api/api';
import { sizeState } from '../../lib/rules/stock';
import type { Product } from '../../model/types';
import { applySizeState } from './size-state';

export async function refreshSizes(picker: HTMLElement, read: (id: string) => Promise<Product | null> = (id) => fetchProduct(id)): Promise<void> {
  const id = picker.dataset.productId;
  if (!id) return;
  let product: Product | null;
  try {
    product = await read(id);
  } catch {
    return;
  }
  if (!product) return;
  for (const radio of picker.querySelectorAll<HTMLInputElement>('input[type="radio"]')) {
    const size = radio.value;
    const state = product.sizes.includes(size) ? sizeState(product.sizeStock.find((s) => s.size === size)) : { kind: 'sold-out' as const, left: 0 };
    applySizeState(picker, size, state.kind, state.left);
  }
}
