import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { messagesFor } from './messages';
import { currentLocale, isShopLocale, LOCALE_NAMES, setCurrentLocale, type ShopLocale } from './locale';

export { currentLocale, directionOf, browserLocale, subscribeLocale, isShopLocale, LOCALE_NAMES, SHOP_LOCALES } from './locale';
export type { ShopLocale } from './locale';
export type { Catalogue } from './catalogue';

const polyglot = polyglotI18nProvider(
  (locale) => messagesFor(isShopLocale(locale) ? locale : 'en') as unknown as TranslationMessages,
  currentLocale(),
  [
    { locale: 'en', name: LOCALE_NAMES.en },
    { locale: 'ar', name: LOCALE_NAMES.ar },
  ],
);

/**
 * The back office's one i18n provider: react-admin's words (English, and the corrected Arabic in raArabic.ts) and
 * every area's `shop.<area>` catalogue. Changing its locale also switches the page's direction and the language the
 * API is asked to answer in (locale.ts). Outside React: `i18nProvider.translate('shop.orders.title')`.
 */
export const i18nProvider: I18nProvider = {
  ...polyglot,
  async changeLocale(locale: string) {
    const next: ShopLocale = isShopLocale(locale) ? locale : 'en';
    await polyglot.changeLocale(next);
    setCurrentLocale(next);
  },
};

/** The translate function for code outside React components (data provider, plain modules). */
export const translate = (key: string, options?: Record<string, unknown>): string => i18nProvider.translate(key, options);
