/**
 * Saudi VAT and the seller's legal identity: the owner's settings, their defaults, the rules for each field and
 * the texts naming a bad one. The API validates with these and the back office checks its form with them.
 */

/** The Tax and legal part of `GET /settings` and `PUT /settings`. Absent texts are null. */
export interface TaxSettings {
  /** The shop is registered for VAT: every sale gets a simplified tax invoice and shoppers read "incl. VAT". */
  vatRegistered: boolean;
  /** 15 digits, first and last 3 (ZATCA's format for a VAT registration number). */
  vatNumber: string | null;
  /** Percent, at most two decimals (15 today). */
  vatRate: number;
  /** Prices entered in the shop already include VAT (Saudi consumer prices do). */
  pricesIncludeVat: boolean;
  legalNameAr: string | null;
  legalNameEn: string | null;
  /** Commercial registration: 10 digits. */
  crNumber: string | null;
  /** Store authentication certificate from the Saudi Business Center. */
  sbcCertificateNumber: string | null;
  /** The seller's national address, as an invoice prints it. */
  sellerBuildingNumber: string | null;
  sellerStreet: string | null;
  sellerDistrict: string | null;
  sellerCity: string | null;
  sellerPostalCode: string | null;
}

export const TAX_TEXT_FIELDS = [
  'vatNumber',
  'legalNameAr',
  'legalNameEn',
  'crNumber',
  'sbcCertificateNumber',
  'sellerBuildingNumber',
  'sellerStreet',
  'sellerDistrict',
  'sellerCity',
  'sellerPostalCode',
] as const satisfies readonly (keyof TaxSettings)[];

export const TAX_FIELDS = ['vatRegistered', 'vatRate', 'pricesIncludeVat', ...TAX_TEXT_FIELDS] as const satisfies readonly (keyof TaxSettings)[];

/** A fresh shop is not registered: nothing changes for shoppers or sales until the owner turns VAT on. */
export const DEFAULT_TAX_SETTINGS: TaxSettings = {
  vatRegistered: false,
  vatNumber: null,
  vatRate: 15,
  pricesIncludeVat: true,
  legalNameAr: null,
  legalNameEn: null,
  crNumber: null,
  sbcCertificateNumber: null,
  sellerBuildingNumber: null,
  sellerStreet: null,
  sellerDistrict: null,
  sellerCity: null,
  sellerPostalCode: null,
};

export const TAX_LIMITS = {
  vatRateMin: 0.01,
  vatRateMax: 100,
  legalNameMax: 200,
  sbcCertificateMax: 50,
  addressPartMax: 100,
} as const;

/** ZATCA: 15 digits, beginning and ending with 3. */
const isVatNumber = (v: string): boolean => /^3\d{13}3$/.test(v);
/** Ministry of Commerce: 10 digits. */
const isCrNumber = (v: string): boolean => /^\d{10}$/.test(v);
/** Saudi national address: building numbers have 4 digits, postal codes 5. */
const isBuildingNumber = (v: string): boolean => /^\d{4}$/.test(v);
const isPostalCode = (v: string): boolean => /^\d{5}$/.test(v);
/** Letters, digits and dashes, as certificate numbers are printed. */
const isCertificateNumber = (v: string): boolean => /^[A-Za-z0-9-]+$/.test(v) && v.length <= TAX_LIMITS.sbcCertificateMax;
/** A percent above 0 and at most 100 with at most two decimals. */
export const isVatRate = (v: unknown): boolean =>
  typeof v === 'number' &&
  Number.isFinite(v) &&
  v >= TAX_LIMITS.vatRateMin &&
  v <= TAX_LIMITS.vatRateMax &&
  Math.abs(v * 100 - Math.round(v * 100)) < 1e-9;

/** Each message names its field, in English: the API answers with these. */
const TAX_MESSAGES_EN = {
  vatRegisteredInvalid: 'VAT registered must be true or false',
  pricesIncludeVatInvalid: 'Prices include VAT must be true or false',
  vatNumberInvalid: 'VAT number must be 15 digits, starting and ending with 3',
  vatNumberRequired: 'VAT number is required while VAT registered is on',
  vatRateInvalid: 'VAT rate must be a percent above 0 and at most 100, with at most two decimals',
  legalNameArInvalid: 'Legal name (Arabic) must be text of at most 200 characters',
  legalNameArRequired: 'Legal name (Arabic) is required while VAT registered is on',
  legalNameEnInvalid: 'Legal name (English) must be text of at most 200 characters',
  crNumberInvalid: 'CR number must be 10 digits',
  sbcCertificateNumberInvalid: 'Saudi Business Center certificate number must be letters, digits or dashes, at most 50',
  sellerBuildingNumberInvalid: 'Building number must be 4 digits',
  sellerStreetInvalid: 'Street must be text of at most 100 characters',
  sellerDistrictInvalid: 'District must be text of at most 100 characters',
  sellerCityInvalid: 'City must be text of at most 100 characters',
  sellerPostalCodeInvalid: 'Postal code must be 5 digits',
  ownerOnly: 'Only the owner may change the tax and legal settings',
} as const;
type TaxMessage = keyof typeof TAX_MESSAGES_EN;

/** The back office's Arabic for the same rules: a message without its Arabic does not compile. */
const TAX_MESSAGES_AR: Record<TaxMessage, string> = {
  vatRegisteredInvalid: 'التسجيل في ضريبة القيمة المضافة يجب أن يكون نعم أو لا',
  pricesIncludeVatInvalid: 'شمول الأسعار للضريبة يجب أن يكون نعم أو لا',
  vatNumberInvalid: 'الرقم الضريبي 15 رقمًا يبدأ وينتهي بالرقم 3',
  vatNumberRequired: 'الرقم الضريبي مطلوب عند التسجيل في الضريبة',
  vatRateInvalid: 'نسبة الضريبة بين 0.01 و100 بمنزلتين عشريتين على الأكثر',
  legalNameArInvalid: 'الاسم القانوني بالعربية نص لا يزيد على 200 حرف',
  legalNameArRequired: 'الاسم القانوني بالعربية مطلوب عند التسجيل في الضريبة',
  legalNameEnInvalid: 'الاسم القانوني بالإنجليزية نص لا يزيد على 200 حرف',
  crNumberInvalid: 'رقم السجل التجاري 10 أرقام',
  sbcCertificateNumberInvalid: 'رقم شهادة المركز السعودي للأعمال حروف وأرقام وشرطات، 50 على الأكثر',
  sellerBuildingNumberInvalid: 'رقم المبنى 4 أرقام',
  sellerStreetInvalid: 'الشارع نص لا يزيد على 100 حرف',
  sellerDistrictInvalid: 'الحي نص لا يزيد على 100 حرف',
  sellerCityInvalid: 'المدينة نص لا يزيد على 100 حرف',
  sellerPostalCodeInvalid: 'الرمز البريدي 5 أرقام',
  ownerOnly: 'إعدادات الضريبة والبيانات القانونية يغيّرها المالك فقط',
};

/** Each message in both languages, `en` the API's and `ar` the back office's. */
export const TAX_MESSAGES = Object.fromEntries(
  Object.entries(TAX_MESSAGES_EN).map(([key, en]) => [key, { en, ar: TAX_MESSAGES_AR[key as TaxMessage] }]),
) as { readonly [K in TaxMessage]: { readonly en: (typeof TAX_MESSAGES_EN)[K]; readonly ar: string } };

/**
 * The field-by-field check both sides run on the texts: null or blank is allowed (clears it); otherwise the value
 * must fit its rule. Answers the English message of the first rule broken, or null.
 */
export function taxTextProblem(field: (typeof TAX_TEXT_FIELDS)[number], value: string): string | null {
  const ok: Record<(typeof TAX_TEXT_FIELDS)[number], (v: string) => boolean> = {
    vatNumber: isVatNumber,
    legalNameAr: (v) => v.length <= TAX_LIMITS.legalNameMax,
    legalNameEn: (v) => v.length <= TAX_LIMITS.legalNameMax,
    crNumber: isCrNumber,
    sbcCertificateNumber: isCertificateNumber,
    sellerBuildingNumber: isBuildingNumber,
    sellerStreet: (v) => v.length <= TAX_LIMITS.addressPartMax,
    sellerDistrict: (v) => v.length <= TAX_LIMITS.addressPartMax,
    sellerCity: (v) => v.length <= TAX_LIMITS.addressPartMax,
    sellerPostalCode: isPostalCode,
  };
  const t = value.trim();
  if (t === '' || ok[field](t)) return null;
  return TAX_MESSAGES[`${field}Invalid`].en;
}

/** `GET /tax/threshold`: the last 12 months' sales (SAR) against ZATCA's registration thresholds. */
export interface VatThresholdView {
  /** 'may': above the voluntary threshold; 'must': above the mandatory one. */
  level: 'below' | 'may' | 'must';
  salesLast12Months: number;
  voluntaryThreshold: number;
  mandatoryThreshold: number;
}
