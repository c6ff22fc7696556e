/**
 * Which language the back office speaks right now, kept outside React so that the sign-in pages (which load before
 * react-admin), the theme's direction, the data provider's Accept-Language and the provider itself read one value.
 * No react-admin import here: the sign-in page's bundle stays small.
 */
export const SHOP_LOCALES = ['en', 'ar'] as const;
export type ShopLocale = (typeof SHOP_LOCALES)[number];

/** Remembered on this device so the next sign-in page (before the staff member's own choice is known) speaks it too. */
const STORAGE_KEY = 'shop.admin.language';

/** How each language names itself in a language switch (never translated: a reader finds their own). */
export const LOCALE_NAMES: Record<ShopLocale, string> = { en: 'English', ar: 'العربية' };

export const isShopLocale = (value: unknown): value is ShopLocale => SHOP_LOCALES.includes(value as ShopLocale);

/** Until a staff member chooses, the browser decides: Arabic for any `ar-*` language, else English. */
export function browserLocale(): ShopLocale {
  const language = typeof navigator === 'undefined' ? '' : (navigator.language ?? '');
  return language.toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

function storedLocale(): ShopLocale | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isShopLocale(value) ? value : null;
  } catch {
    return null;
  }
}

/** The language to start in: the last one used on this device, else the browser's. */
export function initialLocale(): ShopLocale {
  return storedLocale() ?? browserLocale();
}

let current: ShopLocale = initialLocale();
const listeners = new Set<(locale: ShopLocale) => void>();

export const currentLocale = (): ShopLocale => current;

export const directionOf = (locale: ShopLocale): 'rtl' | 'ltr' => (locale === 'ar' ? 'rtl' : 'ltr');

/** The page's `<html lang dir>`: screen readers, the browser's own controls and the RTL stylesheet follow it. */
function applyToDocument(locale: ShopLocale) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}
applyToDocument(current);

/** Switches the language for the whole page (and remembers it on this device). The provider calls this. */
export function setCurrentLocale(locale: ShopLocale) {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // private mode: the choice still holds for this page
  }
  if (locale === current) return;
  current = locale;
  applyToDocument(locale);
  for (const listener of listeners) listener(locale);
}

/** For useSyncExternalStore: the theme and the emotion cache switch direction with the language. */
export function subscribeLocale(listener: (locale: ShopLocale) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests start from English whatever the last test chose. */
export function resetLocaleForTests(locale: ShopLocale = 'en') {
  current = locale;
  applyToDocument(locale);
}
