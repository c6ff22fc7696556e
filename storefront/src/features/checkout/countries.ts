import type { CountryCode } from 'libphonenumber-js/min';

/**
 * The countries the phone input offers: the Gulf, the Middle East and North Africa,
 * South and Southeast Asia, East Asia, Central Asia, the Caucasus, Russia, plus the US and the Philippines. SA first.
 */
export const PHONE_COUNTRIES: readonly CountryCode[] = [
  // Gulf
  'SA',
  'AE',
  'KW',
  'QA',
  'BH',
  'OM',
  // Middle East and North Africa
  'JO',
  'LB',
  'SY',
  'IQ',
  'YE',
  'PS',
  'EG',
  'TR',
  'IR',
  'CY',
  'SD',
  'LY',
  'TN',
  'DZ',
  'MA',
  // South Asia
  'IN',
  'PK',
  'BD',
  'LK',
  'NP',
  'MV',
  'AF',
  'BT',
  // Southeast Asia
  'PH',
  'ID',
  'MY',
  'SG',
  'TH',
  'VN',
  'MM',
  'KH',
  'LA',
  'BN',
  'TL',
  // East Asia
  'CN',
  'JP',
  'KR',
  'HK',
  'TW',
  'MO',
  'MN',
  // Central Asia
  'KZ',
  'UZ',
  'TM',
  'KG',
  'TJ',
  // Caucasus
  'AZ',
  'GE',
  'AM',
  // Russia and the US
  'RU',
  'US',
];

export const DEFAULT_PHONE_COUNTRY: CountryCode = 'SA';

const regionNames = new Map<string, Intl.DisplayNames | null>();

/** The country's name in the shopper's language. */
export function countryName(code: string, lang: string = 'en'): string {
  if (!regionNames.has(lang))
    regionNames.set(lang, typeof Intl !== 'undefined' && 'DisplayNames' in Intl ? new Intl.DisplayNames([lang], { type: 'region' }) : null);
  return regionNames.get(lang)?.of(code) ?? code;
}
