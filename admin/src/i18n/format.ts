import { useSyncExternalStore } from 'react';
import { ARABIC_DATE_LOCALE, formatPriceIn, SHOP_LOCALE, SHOP_TIME_ZONE } from '@shop/common';
import { currentLocale, subscribeLocale, type ShopLocale } from './locale';

/**
 * Money, numbers and dates as staff read them, in either language. One rule with the storefront: money is
 * @shop/common's formatPriceIn ("SAR 1,250.00" / "1,250.00 ر.س"), Arabic dates use the Gregorian calendar, and
 * digits are Western (0-9) in both languages — the choice is written down in docs/decisions.md. Times are the shop's
 * (Riyadh), never the browser's. Pass the results into a catalogue string as `%{...}`.
 */
export interface ShopFormat {
  /** An amount in the shop's currency (or the one given). */
  money(amount: number | string | null | undefined, currency?: string): string;
  /** A count or a measure, grouped by thousands; decimals as given (up to 2 unless told). */
  number(value: number, maximumFractionDigits?: number): string;
  /** A moment (ISO), day and time, in Riyadh's time. */
  dateTime(iso: string | Date): string;
  /** A day: a calendar date ('2026-11-29') as it is, or a moment (ISO) in Riyadh's time. */
  date(dayOrIso: string | Date): string;
}

/** The Intl locale per language: English as the shop always wrote it (en-SA), Arabic as the storefront does. */
const INTL_LOCALE: Record<ShopLocale, string> = { en: SHOP_LOCALE, ar: ARABIC_DATE_LOCALE };
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

const made = new Map<string, ShopFormat>();

/** The formatter of one language (made once): outside React, pass `currentLocale()`. */
export function shopFormat(locale: ShopLocale): ShopFormat {
  const known = made.get(locale);
  if (known) return known;
  const intl = INTL_LOCALE[locale];
  const base = { numberingSystem: 'latn' } as Intl.DateTimeFormatOptions;
  const dateTime = new Intl.DateTimeFormat(intl, { ...base, dateStyle: 'medium', timeStyle: 'short', timeZone: SHOP_TIME_ZONE });
  const day = new Intl.DateTimeFormat(intl, { ...base, dateStyle: 'medium', timeZone: SHOP_TIME_ZONE });
  // a calendar date has no time of day: read in UTC so it never slips to the day before
  const calendarDay = new Intl.DateTimeFormat(intl, { ...base, dateStyle: 'medium', timeZone: 'UTC' });
  const numbers = new Map<number, Intl.NumberFormat>();
  const numberFormat = (digits: number) => {
    let f = numbers.get(digits);
    if (!f) {
      f = new Intl.NumberFormat(intl, { numberingSystem: 'latn', maximumFractionDigits: digits } as Intl.NumberFormatOptions);
      numbers.set(digits, f);
    }
    return f;
  };
  const format: ShopFormat = {
    money: (amount, currency) => formatPriceIn(locale, amount, currency),
    number: (value, maximumFractionDigits = 2) => numberFormat(maximumFractionDigits).format(value),
    dateTime: (iso) => dateTime.format(new Date(iso)),
    date: (dayOrIso) =>
      typeof dayOrIso === 'string' && CALENDAR_DAY.test(dayOrIso)
        ? calendarDay.format(new Date(`${dayOrIso}T00:00:00Z`))
        : day.format(new Date(dayOrIso)),
  };
  made.set(locale, format);
  return format;
}

/**
 * The formatter of the language the back office speaks now; components re-render with it on a switch. No react-admin
 * here: the stall (outside react-admin, offline) formats with it too.
 */
export function useShopFormat(): ShopFormat {
  return shopFormat(useSyncExternalStore(subscribeLocale, currentLocale));
}
