import { initGallery } from './gallery';
import { initShare } from './share';

/** Wires the product detail markup (static page or live island). */
export function initProductDetail(root: ParentNode = document): void {
  root.querySelectorAll<HTMLElement>('[data-gallery]').forEach(initGallery);
  const share = root.querySelector<HTMLDialogElement>('[data-share-dialog]');
  if (share) initShare(share);
}
