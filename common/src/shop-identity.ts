/** Who the shop is: where it keeps its clock, what it charges in and how it writes amounts. */
export const SHOP_TIME_ZONE = 'Asia/Riyadh';
export const DEFAULT_CURRENCY = 'SAR';
/** Amounts and dates are written the Saudi English way (with Latin digits where it matters). */
export const SHOP_LOCALE = 'en-SA';
