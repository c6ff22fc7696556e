import englishMessages from 'ra-language-english';
import raArabic from './raArabic';
import type { Messages } from './catalogue';
import { isShopLocale, type ShopLocale } from './locale';

/**
 * Every area's catalogue, found by file name so nobody edits a central index to add one:
 * `messages/<locale>/<area>.ts` → `shop.<area>.*`, except its top-level `resources` key, which joins react-admin's
 * own `resources.<name>.*` (see README.md).
 */
const files = import.meta.glob<{ default: Messages }>('./messages/*/*.ts', { eager: true });

export interface AreaFile {
  locale: ShopLocale;
  area: string;
  path: string;
  messages: Messages;
}

export const areaFiles: AreaFile[] = Object.entries(files).flatMap(([path, module]) => {
  const match = /^\.\/messages\/([^/]+)\/([^/]+)\.ts$/.exec(path);
  if (!match || !isShopLocale(match[1])) return [];
  return [{ locale: match[1], area: match[2], path: path.slice(2), messages: module.default }];
});

const isObject = (value: unknown): value is Messages => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A deep copy of `base` with `over`'s leaves written on top (objects merge, strings replace). */
export function mergeMessages(base: Messages, over: Messages): Messages {
  const out: Messages = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const below = out[key];
    out[key] = isObject(value) && isObject(below) ? mergeMessages(below, value) : value;
  }
  return out;
}

/** One language's area catalogues, placed where the provider reads them. */
export function shopMessages(locale: ShopLocale): Messages {
  const shop: Messages = {};
  let resources: Messages = {};
  for (const file of areaFiles) {
    if (file.locale !== locale) continue;
    const { resources: own, ...rest } = file.messages;
    shop[file.area] = rest;
    if (isObject(own)) resources = mergeMessages(resources, own);
  }
  return { shop, resources };
}

const englishAll = mergeMessages(englishMessages as unknown as Messages, shopMessages('en'));

/**
 * Everything one language says. Arabic is laid over the English catalogue, so a key missing in Arabic shows its
 * English words to staff rather than the raw key; missingKeys.test.ts fails on any such key before it ships.
 */
export function messagesFor(locale: ShopLocale): Messages {
  if (locale === 'en') return englishAll;
  return mergeMessages(mergeMessages(englishAll, raArabic as unknown as Messages), shopMessages('ar'));
}
