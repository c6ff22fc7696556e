/** Opens (as a modal, in the top layer) or closes a native <dialog>; browsers without showModal get the open attribute. */
export function setDialogOpen(dialog: HTMLDialogElement, open: boolean): void {
  if (open && !dialog.open) {
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  } else if (!open && dialog.open) {
    if (typeof dialog.close === 'function') dialog.close();
    else dialog.removeAttribute('open');
  }
}
