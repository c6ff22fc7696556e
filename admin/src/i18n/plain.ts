import { useSyncExternalStore } from 'react';
import { arabicMessageFor } from '@shop/common';
import type { Messages } from './catalogue';
import enFeedback from './messages/en/feedback';
import enShell from './messages/en/shell';
import arFeedback from './messages/ar/feedback';
import arShell from './messages/ar/shell';
import { currentLocale, setCurrentLocale, subscribeLocale, type ShopLocale } from './locale';

/**
 * The shell's and feedback's words for code below react-admin: the sign-in and password pages (which load before it,
 * so their bundle stays small), the API client and the error mapping. Same catalogues and keys as the provider
 * (`shop.shell.*`, `shop.feedback.*`), same `%{name}` values; no counts (`smart_count`) here — screens inside
 * react-admin use `useTranslate()`.
 */
const AREAS: Record<ShopLocale, Record<string, Messages>> = {
  en: { shell: enShell, feedback: enFeedback },
  ar: { shell: arShell, feedback: arFeedback },
};

function find(locale: ShopLocale, key: string): string | undefined {
  const [namespace, area, ...path] = key.split('.');
  if (namespace !== 'shop') return undefined;
  let node: string | Messages | undefined = AREAS[locale][area];
  for (const part of path) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** A `shop.shell.*` or `shop.feedback.*` key in the current language (English when Arabic lacks it). */
export function plainTranslate(key: string, values: Record<string, string | number> = {}): string {
  const text = find(currentLocale(), key) ?? find('en', key) ?? key;
  return text.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * A message the back office shares with the API (@shop/common writes it in English), in the staff member's language:
 * its Arabic when common has one, so a rule checked in a form reads as the API's own answer would; else English.
 */
export const inStaffLanguage = (english: string): string => (currentLocale() === 'ar' ? (arabicMessageFor(english) ?? english) : english);

/** The current language, re-rendering on a switch: for components outside react-admin (the sign-in pages). */
export function useShopLocale(): [ShopLocale, (locale: ShopLocale) => void] {
  return [useSyncExternalStore(subscribeLocale, currentLocale), setCurrentLocale];
}
