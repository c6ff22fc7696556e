import { DEFAULT_CURRENCY, SHOP_LOCALE } from './shop-identity.js';

// Written by hand instead of an Intl.NumberFormat, whose first construction costs a phone some 20-40 ms in the middle
// of the search page's first paint; format.test.ts holds it to what that format (en-SA, Latin digits) writes.
let numberFormat: Intl.NumberFormat | undefined;
const viaIntl = (value: number) =>
  (numberFormat ??= new Intl.NumberFormat(SHOP_LOCALE, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    numberingSystem: 'latn',
    useGrouping: true,
  })).format(value);

/**
 * Two decimals as Intl writes them: rounded half away from zero on the number's shortest decimal form (so 0.015 is
 * 0.02, where toFixed would read the binary 0.01499… and write 0.01), grouped by thousands.
 */
function twoDecimals(value: number): string {
  const abs = Math.abs(value);
  if (abs >= 1e13) return viaIntl(value); // past any price, and past exact cents in a double
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  let cents = 0;
  const shortest = abs.toString();
  if (!shortest.includes('e')) {
    const [whole, fraction = ''] = shortest.split('.');
    cents = Number(whole + fraction.padEnd(2, '0').slice(0, 2)) + (fraction.charAt(2) >= '5' ? 1 : 0);
  } // else a tiny number written with an exponent: below half a cent
  const digits = String(cents).padStart(3, '0');
  return `${sign}${digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${digits.slice(-2)}`;
}

/** "SAR 1,250.00": the currency code and two decimals in en-SA with Latin digits, the one price format of the shop. */
export function formatPrice(amount: number | string | null | undefined, currency: string = DEFAULT_CURRENCY): string {
  const value = typeof amount === 'string' ? Number(amount) : (amount ?? 0);
  return `${currency || DEFAULT_CURRENCY} ${twoDecimals(Number.isFinite(value) ? value : 0)}`;
}

/** The riyal's Arabic abbreviation, as Saudi shops print it after the amount. */
export const ARABIC_CURRENCY: Record<string, string> = { SAR: 'ر.س' };

/**
 * The shop's one price format in either language. English: "SAR 1,250.00". Arabic: the same Latin digits, grouping
 * and two decimals, followed by "ر.س" ("1,250.00 ر.س"), the way Saudi online shops write prices. The storefront and
 * the back office both show prices with this.
 */
export function formatPriceIn(lang: 'en' | 'ar', amount: number | string | null | undefined, currency: string = DEFAULT_CURRENCY): string {
  const english = formatPrice(amount, currency);
  if (lang === 'en') return english;
  const code = currency || DEFAULT_CURRENCY;
  const number = english.slice(english.indexOf(' ') + 1);
  return `${number} ${ARABIC_CURRENCY[code] ?? code}`;
}

/**
 * Dates in Arabic: the Gregorian calendar and Latin (Western) digits, as the storefront writes them; Saudi shops
 * and ZATCA's documents use Gregorian dates, and Western digits are what staff type and read on receipts.
 */
export const ARABIC_DATE_LOCALE = 'ar-u-ca-gregory-nu-latn';
