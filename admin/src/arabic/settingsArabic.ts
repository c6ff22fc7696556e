import { ARABIC_FIELD_MESSAGES, SETTINGS_LIMITS } from '@shop/common';

/** The settings texts shoppers read, each with its optional Arabic version, which the Settings screen shows beside it. */
export const SETTINGS_ARABIC = {
  businessAddress: 'businessAddressAr',
  tagline: 'taglineAr',
  description: 'descriptionAr',
} as const;
export type SettingsArabicField = (typeof SETTINGS_ARABIC)[keyof typeof SETTINGS_ARABIC];

const ARABIC_FIELDS = new Set<string>(Object.values(SETTINGS_ARABIC));

/** The Arabic version of a settings field, when it has one. */
export const arabicOf = (field: string): SettingsArabicField | undefined => SETTINGS_ARABIC[field as keyof typeof SETTINGS_ARABIC];

export const isArabicSetting = (field: string): field is SettingsArabicField => ARABIC_FIELDS.has(field);

// Each Arabic text is held to its English field's limit; blank is fine (the storefront then shows the English text).
const RULES: Record<SettingsArabicField, { max: number; message: string }> = {
  businessAddressAr: { max: SETTINGS_LIMITS.businessAddressMax, message: ARABIC_FIELD_MESSAGES.settingsBusinessAddressMax },
  taglineAr: { max: SETTINGS_LIMITS.taglineMax, message: ARABIC_FIELD_MESSAGES.settingsTaglineMax },
  descriptionAr: { max: SETTINGS_LIMITS.descriptionMax, message: ARABIC_FIELD_MESSAGES.settingsDescriptionMax },
};

export function settingsArabicErrors(v: Record<string, unknown>): Record<string, string> {
  const e: Record<string, string> = {};
  for (const [field, rule] of Object.entries(RULES)) {
    const value = v[field];
    if (typeof value === 'string' && value.trim().length > rule.max) e[field] = rule.message;
  }
  return e;
}
