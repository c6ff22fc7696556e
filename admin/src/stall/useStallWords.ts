import { useCallback, useSyncExternalStore } from 'react';
import { currentLocale, i18nProvider, isShopLocale, subscribeLocale, type ShopLocale } from '../i18n';
import { useShopFormat } from '../i18n/format';
import { tokenStore } from '../api/tokenStore';

/**
 * The stall's words and formats in the staff member's language, from the back office's one provider and its `stall`
 * catalogue. The stall runs outside <Admin> and must stay small to open fast on a phone (react-admin's bundle is
 * ten times the stall's), so it reads the provider directly, as the sign-in pages do, instead of through react-admin's
 * I18nContextProvider; the page re-renders when the language changes (locale.ts's listeners).
 */
export function useStallWords() {
  const locale = useSyncExternalStore(subscribeLocale, currentLocale);
  // `locale` is a dependency on purpose: the provider answers in the current language, so a new function makes every
  // text re-render when it changes
  const t = useCallback((key: string, options?: Record<string, unknown>) => i18nProvider.translate(`shop.stall.${key}`, options), [locale]);
  const f = useShopFormat();
  /** A count in a sentence: its plural form by `smart_count`, the number itself formatted as `%{n}`. */
  const count = useCallback((key: string, n: number) => t(key, { smart_count: n, n: f.number(n) }), [t, f]);
  return { locale, t, f, count };
}

/**
 * The language the stall opens in: the staff member's own choice as the shop last told this phone (the signed-in
 * user kept in its storage, there offline too), else the last language used on this phone (locale.ts).
 */
export function stallStartLocale(): ShopLocale {
  const chosen = tokenStore.user()?.language;
  return isShopLocale(chosen) ? chosen : currentLocale();
}

/** Switches to the staff member's language before the stall shows (nothing to do when the phone already speaks it). */
export async function openInStartLocale(): Promise<void> {
  const start = stallStartLocale();
  if (start !== currentLocale()) await i18nProvider.changeLocale(start);
}
