import {
  ACCOUNT_MESSAGES,
  SETTINGS_ARABIC_FIELDS,
  SETTINGS_BRANDING_FIELDS,
  SETTINGS_BUSINESS_FIELDS,
  SETTINGS_LIMITS,
  SETTINGS_MESSAGES,
  SETTINGS_OWNER_FIELDS,
  SETTINGS_SOCIAL_FIELDS,
} from '@shop/common';
import { settingsArabicErrors } from '../arabic/settingsArabic';
import { isEmail, newPasswordErrors } from '../auth/credentialRules';
import { inStaffLanguage } from '../i18n/plain';

export type Values = Record<string, string | null | undefined>;

/** The API's messages of a check, in the staff member's language where they have Arabic. */
const local = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, inStaffLanguage(message)]));

// Absolute http(s) URLs, or paths on this site (the defaults use /logo.svg and /).
const URL_RE = /^(https?:\/\/[^\s/$.?#].[^\s]*|\/[^\s]*)$/i;
const blank = (v: unknown) => v === null || v === undefined || String(v).trim() === '';
export const isUrl = (v: string) => URL_RE.test(v.trim());

/** The fields of each settings card, in display order (an Arabic version is shown beside its English field). */
export const SECTIONS = {
  business: [...SETTINGS_BUSINESS_FIELDS, ...SETTINGS_ARABIC_FIELDS],
  social: SETTINGS_SOCIAL_FIELDS,
  branding: SETTINGS_BRANDING_FIELDS,
  owner: SETTINGS_OWNER_FIELDS,
} as const;
export type SectionName = keyof typeof SECTIONS;

function requiredMax(e: Record<string, string>, v: Values, key: string, max: number, requiredMsg: string, longMsg: string) {
  if (blank(v[key])) e[key] = requiredMsg;
  else if (String(v[key]).trim().length > max) e[key] = longMsg;
}

/** The settings rules, one validator per card. Both email addresses are required and must be valid. */
const RULES: Record<SectionName, (v: Values) => Record<string, string>> = {
  branding(v) {
    const e: Record<string, string> = {};
    if (blank(v.logoUrl)) e.logoUrl = SETTINGS_MESSAGES.logoRequired;
    else if (!isUrl(String(v.logoUrl))) e.logoUrl = SETTINGS_MESSAGES.invalidUrl;
    if (blank(v.brandUrl)) e.brandUrl = SETTINGS_MESSAGES.brandRequired;
    else if (!isUrl(String(v.brandUrl))) e.brandUrl = SETTINGS_MESSAGES.invalidUrl;
    return e;
  },
  business(v) {
    const e: Record<string, string> = {};
    requiredMax(e, v, 'businessName', SETTINGS_LIMITS.businessNameMax, SETTINGS_MESSAGES.businessNameRequired, SETTINGS_MESSAGES.businessNameTooLong);
    requiredMax(
      e,
      v,
      'businessAddress',
      SETTINGS_LIMITS.businessAddressMax,
      SETTINGS_MESSAGES.businessAddressRequired,
      SETTINGS_MESSAGES.businessAddressTooLong,
    );
    if (blank(v.businessEmail) || !isEmail(String(v.businessEmail))) e.businessEmail = SETTINGS_MESSAGES.invalidEmail;
    requiredMax(e, v, 'tagline', SETTINGS_LIMITS.taglineMax, SETTINGS_MESSAGES.taglineRequired, SETTINGS_MESSAGES.taglineTooLong);
    requiredMax(e, v, 'description', SETTINGS_LIMITS.descriptionMax, SETTINGS_MESSAGES.descriptionRequired, SETTINGS_MESSAGES.descriptionTooLong);
    return { ...e, ...settingsArabicErrors(v) };
  },
  owner(v) {
    const e: Record<string, string> = {};
    requiredMax(e, v, 'ownerName', SETTINGS_LIMITS.ownerNameMax, SETTINGS_MESSAGES.ownerNameRequired, SETTINGS_MESSAGES.ownerNameTooLong);
    if (blank(v.ownerEmail) || !isEmail(String(v.ownerEmail))) e.ownerEmail = SETTINGS_MESSAGES.invalidEmail;
    return e;
  },
  social(v) {
    const e: Record<string, string> = {};
    for (const key of ['facebookUrl', 'instagramUrl', 'twitterUrl', 'youtubeUrl', 'messengerUrl']) {
      if (!blank(v[key]) && !isUrl(String(v[key]))) e[key] = SETTINGS_MESSAGES.invalidUrl;
    }
    return e;
  },
};

/** Each card's rules, their messages in the staff member's language. */
export const SECTION_RULES = Object.fromEntries(Object.entries(RULES).map(([section, rule]) => [section, (v: Values) => local(rule(v))])) as Record<
  SectionName,
  (v: Values) => Record<string, string>
>;

/** Whether the profile form moves the account to another address (the API then asks for the current password). */
export const emailChanged = (v: Values, currentEmail: unknown) =>
  String(v.email ?? '')
    .trim()
    .toLowerCase() !==
  String(currentEmail ?? '')
    .trim()
    .toLowerCase();

export function validateProfile(v: Values, currentEmail?: unknown): Record<string, string> {
  const e: Record<string, string> = {};
  if (blank(v.name)) e.name = ACCOUNT_MESSAGES.nameRequired;
  else if (String(v.name).trim().length > SETTINGS_LIMITS.userNameMax) e.name = ACCOUNT_MESSAGES.nameTooLong;
  if (blank(v.email) || !isEmail(String(v.email))) e.email = ACCOUNT_MESSAGES.emailInvalid;
  else if (currentEmail !== undefined && emailChanged(v, currentEmail) && blank(v.currentPassword)) {
    e.currentPassword = ACCOUNT_MESSAGES.currentPasswordRequired;
  }
  return local(e);
}

export function validatePassword(v: Values): Record<string, string> {
  const e: Record<string, string> = {};
  if (blank(v.currentPassword)) e.currentPassword = ACCOUNT_MESSAGES.currentPasswordRequired;
  return local({ ...e, ...newPasswordErrors(v) });
}

/** True when any field of the card differs from the stored value (empty and null count as the same). */
export function sectionChanged(values: Values, stored: Values | null | undefined, section: SectionName): boolean {
  const norm = (x: unknown) => (blank(x) ? '' : String(x).trim());
  return SECTIONS[section].some((k) => norm(values[k]) !== norm(stored?.[k]));
}
