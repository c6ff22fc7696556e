import { SHOP_LOCALE, SHOP_TIME_ZONE } from '@shop/common';

/** A time in the shop's zone, as staff read every other time in the back office. */
export const shopTime = (iso: string) =>
  new Date(iso).toLocaleString(SHOP_LOCALE, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: SHOP_TIME_ZONE,
    numberingSystem: 'latn',
  } as Intl.DateTimeFormatOptions);

export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let n = bytes / 1024;
  let i = 0;
  while (n >= 1024 && i < units.length - 1) {
    n /= 1024;
    i++;
  }
  return `${n.toFixed(n < 10 ? 1 : 0)} ${units[i]}`;
}
