import type { PublicLegal } from '@shop/common';
import type { Lang } from '../../i18n/lang';

/** The footer's legal lines' labels (E-Commerce Law: legal name, CR, VAT and store-authentication numbers). */
const LABELS: Record<Lang, { cr: string; vat: string; sbc: string }> = {
  en: { cr: 'CR', vat: 'VAT No.', sbc: 'Saudi Business Center certificate' },
  ar: { cr: 'السجل التجاري', vat: 'الرقم الضريبي', sbc: 'شهادة المركز السعودي للأعمال' },
};

/** The lines to show, in the page's language; [] when the owner has entered none. */
export function legalLines(legal: PublicLegal | undefined, lang: Lang): { label: string | null; value: string; ltr: boolean }[] {
  if (!legal) return [];
  const l = LABELS[lang];
  const name = lang === 'ar' ? (legal.legalNameAr ?? legal.legalNameEn) : (legal.legalNameEn ?? legal.legalNameAr);
  return [
    name ? { label: null, value: name, ltr: false } : null,
    legal.crNumber ? { label: l.cr, value: legal.crNumber, ltr: true } : null,
    legal.vatNumber ? { label: l.vat, value: legal.vatNumber, ltr: true } : null,
    legal.sbcCertificateNumber ? { label: l.sbc, value: legal.sbcCertificateNumber, ltr: true } : null,
  ].filter((x): x is { label: string | null; value: string; ltr: boolean } => x !== null);
}

/** schema.org Organization identifiers: vatID the VAT number, taxID the commercial registration. */
export function organizationIds(legal: PublicLegal | undefined): { vatID?: string; taxID?: string } {
  if (!legal) return {};
  return { ...(legal.vatNumber ? { vatID: legal.vatNumber } : {}), ...(legal.crNumber ? { taxID: legal.crNumber } : {}) };
}

const textOrNull = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** The address parts stay absent when not sent, as an API from before the legal page sends none. */
const optional = (v: unknown): string | undefined => textOrNull(v) ?? undefined;

/** The API's `legal` as the build trusts it: only well-formed texts; absent stays absent. */
export function normaliseLegal(raw: unknown): PublicLegal | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const r = raw as Record<string, unknown>;
  return {
    vatRegistered: r.vatRegistered === true,
    vatNumber: textOrNull(r.vatNumber),
    legalNameAr: textOrNull(r.legalNameAr),
    legalNameEn: textOrNull(r.legalNameEn),
    crNumber: textOrNull(r.crNumber),
    sbcCertificateNumber: textOrNull(r.sbcCertificateNumber),
    sellerBuildingNumber: optional(r.sellerBuildingNumber),
    sellerStreet: optional(r.sellerStreet),
    sellerDistrict: optional(r.sellerDistrict),
    sellerCity: optional(r.sellerCity),
    sellerPostalCode: optional(r.sellerPostalCode),
  };
}
