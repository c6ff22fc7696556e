import { AsYouType, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

export function callingCode(country: CountryCode): string {
  return `+${getCountryCallingCode(country)}`;
}

/**
 * The international number for a country and what the shopper typed after the fixed calling code:
 * libphonenumber's E.164 form when it can parse it (it drops a national trunk 0), else the code plus the digits.
 * Empty when nothing was typed.
 */
export function toInternational(country: CountryCode, national: string): string {
  const digits = national.replace(/\D/g, '');
  if (!digits) return '';
  const parsed = parsePhoneNumberFromString(digits, country);
  if (parsed?.number && parsed.country === country) return parsed.number;
  return `${callingCode(country)}${digits.replace(/^0+/, '')}`;
}

/** Formats the national part as the shopper types ("50 123 4567"). */
export function formatNational(country: CountryCode, national: string): string {
  const digits = national.replace(/[^\d]/g, '');
  if (!digits) return '';
  return new AsYouType(country).input(digits);
}
