import { DEFAULT_TAX_SETTINGS, isVatRate, TAX_FIELDS, TAX_MESSAGES, TAX_TEXT_FIELDS, taxTextProblem, type TaxSettings } from '@shop/common';

export type TaxValues = Partial<Record<keyof TaxSettings, unknown>>;

/** The card's fields in display order: the switches and rate, the identity, then the address. */
export const TAX_CARD_FIELDS = TAX_FIELDS;

/** The saved values, or the defaults for a shop that never saved this card. */
export const taxValuesOf = (settings: Partial<TaxSettings> | null | undefined): TaxSettings =>
  Object.fromEntries(TAX_FIELDS.map((f) => [f, settings?.[f] ?? DEFAULT_TAX_SETTINGS[f]])) as unknown as TaxSettings;

/** The API's rules, checked before sending: its message per field, in the staff member's language (English otherwise). */
export function taxErrors(v: TaxValues, locale = 'en'): Record<string, string> {
  const lang = locale === 'ar' ? 'ar' : 'en';
  const e: Record<string, string> = {};
  for (const f of TAX_TEXT_FIELDS) {
    const value = v[f];
    if (typeof value === 'string') {
      // the rule's message (English) names the field's `${f}Invalid` entry, whose Arabic stands beside it
      if (taxTextProblem(f, value)) e[f] = TAX_MESSAGES[`${f}Invalid`][lang];
    }
  }
  if (!isVatRate(Number(v.vatRate))) e.vatRate = TAX_MESSAGES.vatRateInvalid[lang];
  if (v.vatRegistered === true) {
    if (!e.vatNumber && !String(v.vatNumber ?? '').trim()) e.vatNumber = TAX_MESSAGES.vatNumberRequired[lang];
    if (!e.legalNameAr && !String(v.legalNameAr ?? '').trim()) e.legalNameAr = TAX_MESSAGES.legalNameArRequired[lang];
  }
  return e;
}
