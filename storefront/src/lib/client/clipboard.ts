/** Copies text: the async Clipboard API where allowed (HTTPS, localhost), else the older selection-based copy. */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  // Inside an open modal <dialog>, only its content is focusable: put the helper there.
  (document.querySelector('dialog[open]') ?? document.body).append(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy refused');
}
