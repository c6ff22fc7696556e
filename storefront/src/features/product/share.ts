/** The share dialog: copy link, social share links and an Instagram-ready caption. */
import { clientTexts } from '../../i18n/client-texts';
import { showToast } from '../toast/store';
import { copyText } from '../../lib/client/clipboard';

export const COPY_RESET_MS = 2000;

export function shareLinks(url: string, text: string): Record<'facebook' | 'x' | 'whatsapp' | 'telegram', string> {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    x: `https://twitter.com/intent/tweet?url=${u}&text=${t}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
    telegram: `https://t.me/share/url?url=${u}&text=${t}`,
  };
}

export function instagramCaption(name: string, price: string, url: string, tags: string[]): string {
  const hashtags = ['retrocaps', 'vintage', 'ksa', ...tags.map((t) => t.replace(/[^\p{L}\p{N}]/gu, ''))].filter(Boolean);
  return `${name} - ${price}\n${url}\n\n${[...new Set(hashtags)].map((h) => `#${h.toLowerCase()}`).join(' ')}`;
}

export function initShare(dialog: HTMLDialogElement): void {
  const data = dialog.dataset;
  const url = data.url || location.href;
  const text = data.text || document.title;
  const links = shareLinks(url, text);
  const words = clientTexts();
  const SHARE_TOASTS = words.toasts;

  document.querySelectorAll<HTMLElement>('[data-share-open]').forEach((b) => b.addEventListener('click', () => dialog.showModal()));
  dialog.querySelector('[data-share-close]')?.addEventListener('click', () => dialog.close());
  dialog.addEventListener('click', (e) => {
    if (e.target === dialog) dialog.close();
  });

  const copyButton = dialog.querySelector<HTMLButtonElement>('[data-share-copy]');
  copyButton?.addEventListener('click', async () => {
    try {
      await copyText(url);
      copyButton.dataset.copied = 'true';
      copyButton.querySelector('[data-label]')!.textContent = words.copied;
      showToast(SHARE_TOASTS.linkCopied);
      setTimeout(() => {
        delete copyButton.dataset.copied;
        copyButton.querySelector('[data-label]')!.textContent = words.copyLink;
      }, COPY_RESET_MS);
    } catch {
      showToast({ ...SHARE_TOASTS.copyFailed, variant: 'destructive' });
    }
  });

  dialog.querySelectorAll<HTMLButtonElement>('[data-share-network]').forEach((b) =>
    b.addEventListener('click', () => {
      const network = b.dataset.shareNetwork as keyof typeof links;
      const w = window.open(links[network], '_blank', 'width=640,height=560');
      if (!w) showToast({ ...SHARE_TOASTS.popupBlocked, variant: 'destructive' });
      else w.opener = null;
    }),
  );

  dialog.querySelector('[data-share-instagram]')?.addEventListener('click', async () => {
    try {
      await copyText(instagramCaption(text, data.price ?? '', url, (data.tags ?? '').split(',').filter(Boolean)));
      showToast(SHARE_TOASTS.instagramReady);
    } catch {
      showToast({ ...SHARE_TOASTS.copyFailed, variant: 'destructive' });
    }
  });

  const native = dialog.querySelector<HTMLButtonElement>('[data-share-native]');
  if (native && typeof navigator.share === 'function') {
    native.hidden = false;
    native.addEventListener('click', async () => {
      try {
        await navigator.share({ title: text, url });
      } catch (err) {
        if ((err as Error)?.name !== 'AbortError') showToast({ ...SHARE_TOASTS.sharingFailed, variant: 'destructive' });
      }
    });
  }
}
