// The Messenger chat link, shared by the checkout (the order message), the order page and the contact links: it sits
// below all three, so none of them reaches into another for it.

/**
 * The Messenger page from the business settings' messengerUrl: m.me/<page>, messenger.com/t/<page>,
 * facebook.com/<page>, or a bare page name or id.
 */
export function messengerPage(messengerUrl: string | null | undefined): string | null {
  const value = (messengerUrl ?? '').trim();
  if (!value) return null;
  if (!/^[a-z]+:\/\//i.test(value) && !value.includes('/')) return value.replace(/^@/, '') || null;
  try {
    const url = new URL(/^[a-z]+:\/\//i.test(value) ? value : `https://${value}`);
    const parts = url.pathname.split('/').filter(Boolean);
    if (url.hostname.endsWith('messenger.com') && parts[0] === 't') return parts[1] ?? null;
    if (parts[0] === 'profile.php') return url.searchParams.get('id');
    return parts[0] ?? null;
  } catch {
    return null;
  }
}

/** https://m.me/<page>?text=<message> */
export function messengerLink(messengerUrl: string | null | undefined, text: string): string | null {
  const page = messengerPage(messengerUrl);
  return page ? `https://m.me/${encodeURIComponent(page)}?text=${encodeURIComponent(text)}` : null;
}
