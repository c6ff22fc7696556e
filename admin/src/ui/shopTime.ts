import { SHOP_LOCALE, SHOP_TIME_ZONE } from '@shop/common';

const FORMAT = new Intl.DateTimeFormat(SHOP_LOCALE, {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: SHOP_TIME_ZONE,
  numberingSystem: 'latn',
} as Intl.DateTimeFormatOptions);

/**
 * A moment as staff read every time in the back office: in the shop's zone (Riyadh), never the browser's, so a
 * sale, an order and the activity beside them agree whichever machine shows them.
 */
export const shopTime = (iso: string | Date) => FORMAT.format(new Date(iso));
