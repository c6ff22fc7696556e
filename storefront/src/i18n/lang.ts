import { ARABIC_DATE_LOCALE } from '@shop/common';
/** The storefront's languages: English at today's addresses, Arabic under /ar/. */
export const LANGS = ['en', 'ar'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

/** Where the shopper's explicit choice of language is kept (only a click on the switch sets it). */
export const LANG_STORAGE_KEY = 'shop-lang';

export function isLang(value: unknown): value is Lang {
  return value === 'en' || value === 'ar';
}

export function otherLang(lang: Lang): Lang {
  return lang === 'ar' ? 'en' : 'ar';
}

export function dirOf(lang: Lang): 'ltr' | 'rtl' {
  return lang === 'ar' ? 'rtl' : 'ltr';
}

/** Dates in each language: Arabic keeps the Gregorian calendar and Latin digits, as the shop writes numbers. */
export const DATE_LOCALE: Record<Lang, string> = { en: 'en-GB', ar: ARABIC_DATE_LOCALE };

/** Open Graph locales: the shop sells in Saudi Arabia, English pages keep the common en_US. */
export const OG_LOCALE: Record<Lang, string> = { en: 'en_US', ar: 'ar_SA' };

/** A site path in a language: '/category/x' stays for English and becomes '/ar/category/x' in Arabic. */
export function localePath(lang: Lang, path: string): string {
  const clean = stripLang(path);
  if (lang === 'en') return clean;
  return clean === '/' ? '/ar/' : `/ar${clean}`;
}

/** The language-neutral path: '/ar/products/x' → '/products/x', '/ar' → '/'. */
export function stripLang(path: string): string {
  const p = path.startsWith('/') ? path : `/${path}`;
  if (p === '/ar' || p === '/ar/') return '/';
  return p.startsWith('/ar/') || p.startsWith('/ar?') ? p.slice(3) || '/' : p;
}

export function langOfPath(path: string): Lang {
  return path === '/ar' || path.startsWith('/ar/') || path.startsWith('/ar?') ? 'ar' : 'en';
}

/** The page's language in the browser, from <html lang>. */
export function pageLang(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): Lang {
  const lang = doc?.documentElement.lang;
  return isLang(lang) ? lang : DEFAULT_LANG;
}
