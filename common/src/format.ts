import { DEFAULT_CURRENCY, SHOP_LOCALE } from './shop-identity.js';

// Made on first use: building it costs a browser about 20 ms, which the search page's inline script must not spend
// before it has sent its request.
let numberFormat: Intl.NumberFormat | undefined;
const amounts = () =>
  (numberFormat ??= new Intl.NumberFormat(SHOP_LOCALE, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    numberingSystem: 'latn',
    useGrouping: true,
  }));

/** "SAR 1,250.00": the currency code and two decimals in en-SA with Latin digits, the one price format of the shop. */
export function formatPrice(amount: number | string | null | undefined, currency: string = DEFAULT_CURRENCY): string {
  const value = typeof amount === 'string' ? Number(amount) : amount ?? 0;
  return `${currency || DEFAULT_CURRENCY} ${amounts().format(Number.isFinite(value) ? value : 0)}`;
}

