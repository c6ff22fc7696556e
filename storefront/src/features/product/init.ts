import { initGallery } from './gallery';
import { initShare } from './share';
import { initSizePicker, refreshWhenIdle } from './size-picker';

/** Wires the product detail markup (static page or live island). */
export function initProductDetail(root: ParentNode = document): void {
  root.querySelectorAll<HTMLElement>('[data-gallery]').forEach(initGallery);
  const share = root.querySelector<HTMLDialogElement>('[data-share-dialog]');
  if (share) initShare(share);
  root.querySelectorAll<HTMLElement>('[data-size-picker]').forEach((picker) => initSizePicker(picker, { refresh: refreshWhenIdle }));
}
