import { SHOP_TIME_ZONE } from '@shop/common';

const SHOP_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** YYYY-MM-DD of an instant in the shop's time zone (SHOP_TIME_ZONE). */
export const shopDay = (at: Date): string => SHOP_DAY.format(at);
