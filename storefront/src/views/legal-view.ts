import type { BusinessSettings } from '../model/types';
import { t } from '../i18n/server';
import type { Lang } from '../i18n/lang';

/** One labelled fact on the legal page. `lang` marks a value in the other language; `ltr` keeps numbers and addresses left to right. */
export interface LegalRow {
  label: string;
  value: string;
  ltr: boolean;
  lang?: Lang;
  href?: string;
}

export interface LegalView {
  title: string;
  description: string;
  /** The owner entered a legal identity; otherwise the page says so and asks search engines not to index it. */
  published: boolean;
  noindex: boolean;
  notice: string | null;
  seller: LegalRow[];
  address: LegalRow[];
  contact: LegalRow[];
}

const row = (label: string, value: string | null | undefined, extra: Partial<LegalRow> = {}): LegalRow | null =>
  value ? { label, value, ltr: false, ...extra } : null;
const present = (rows: (LegalRow | null)[]): LegalRow[] => rows.filter((r): r is LegalRow => r !== null);

/**
 * What `/legal` and `/ar/legal` show (E-Commerce Law: legal name, CR, VAT number when registered, the store
 * authentication certificate, address and contact), in the page's language: the page's own legal name first.
 */
export function legalView(settings: BusinessSettings, lang: Lang): LegalView {
  const d = t(lang).legal;
  const legal = settings.legal;
  const nameAr = row(d.nameAr, legal?.legalNameAr, lang === 'ar' ? {} : { lang: 'ar' });
  const nameEn = row(d.nameEn, legal?.legalNameEn, lang === 'en' ? {} : { lang: 'en' });
  const number = { ltr: true };
  const seller = present([
    ...(lang === 'ar' ? [nameAr, nameEn] : [nameEn, nameAr]),
    row(d.cr, legal?.crNumber, number),
    legal?.vatRegistered ? row(d.vat, legal.vatNumber, number) : null,
    row(d.sbc, legal?.sbcCertificateNumber, number),
  ]);
  const address = present([
    row(d.building, legal?.sellerBuildingNumber, number),
    row(d.street, legal?.sellerStreet),
    row(d.district, legal?.sellerDistrict),
    row(d.city, legal?.sellerCity),
    row(d.postalCode, legal?.sellerPostalCode, number),
  ]);
  const contact = present([
    row(d.email, settings.email, { ltr: true, href: `mailto:${settings.email}` }),
    row(d.phone, settings.phone, { ltr: true, href: `tel:${(settings.phone ?? '').replace(/[^\d+]/g, '')}` }),
  ]);
  const published = seller.length + address.length > 0;
  return {
    title: `${d.title} - ${settings.businessName}`,
    description: d.metaDescription,
    published,
    noindex: !published,
    notice: published ? null : d.notPublished,
    seller,
    address,
    contact,
  };
}
