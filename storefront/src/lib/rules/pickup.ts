import { SHOP_TIME_ZONE } from '@shop/common';
import { DATE_LOCALE, type Lang } from '../../i18n/lang';

/** When shoppers may collect an order in person. */
export const PICKUP = {
  weekday: 5, // Friday
  openHour: 10,
  closeHour: 18,
} as const;

export interface PickupDay {
  /** YYYY-MM-DD in Riyadh. */
  isoDate: string;
  /** e.g. "Friday, 27 November". */
  label: string;
}

function riyadhParts(date: Date): { year: number; month: number; day: number; weekday: number; hour: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    weekday: 'short',
    hour: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    weekday: weekdays.indexOf(get('weekday')),
    hour: Number(get('hour')),
  };
}

/** "Friday, 27 November"; in Arabic "الجمعة، 27 نوفمبر" (Gregorian calendar, Latin digits, as the shop writes numbers). */
const labelIn = (lang: Lang) => new Intl.DateTimeFormat(DATE_LOCALE[lang], { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const labelFormats: Record<Lang, Intl.DateTimeFormat> = { en: labelIn('en'), ar: labelIn('ar') };

/**
 * The coming pickup days (Fridays, 10:00am-6:00pm Riyadh time). Today counts while the stall is still open.
 */
export function nextPickupDays(now: Date = new Date(), count = 2, lang: Lang = 'en'): PickupDay[] {
  const { year, month, day, weekday, hour } = riyadhParts(now);
  let ahead = (PICKUP.weekday - weekday + 7) % 7;
  if (ahead === 0 && hour >= PICKUP.closeHour) ahead = 7;
  const days: PickupDay[] = [];
  for (let i = 0; i < count; i++) {
    const d = new Date(Date.UTC(year, month - 1, day + ahead + 7 * i));
    const label = lang === 'en' ? labelFormats.en.format(d).replace(/^(\w+) /, '$1, ') : labelFormats.ar.format(d);
    days.push({ isoDate: d.toISOString().slice(0, 10), label });
  }
  return days;
}
