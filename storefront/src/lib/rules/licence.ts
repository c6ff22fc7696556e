import type { DiscountLicence } from '@shop/common';
import type { Lang } from '../../i18n/lang';

/**
 * "Discount licence no. …" / "ترخيص التخفيض رقم …": the Ministry of Commerce's rule is that the licence is shown
 * wherever a discount is advertised. Plain text here (no dictionary lookup) so the server-rendered badge, the banner
 * and the cart's island say it in one wording.
 */
export function licenceText(licence: Pick<DiscountLicence, 'number'>, lang: Lang): string {
  return lang === 'ar' ? `ترخيص التخفيض رقم ${licence.number}` : `Discount licence no. ${licence.number}`;
}

/** The licence as a card names it: the fields a page embeds for its islands' cards. */
export type CardLicence = Pick<DiscountLicence, 'number' | 'url' | 'barcodeUrl'>;

export function cardLicence(licence: DiscountLicence | null | undefined): CardLicence | null {
  return licence ? { number: licence.number, url: licence.url, barcodeUrl: licence.barcodeUrl } : null;
}

/** The licence's link: the Ministry's page, else its barcode image; null when neither was entered. */
export function licenceHref(licence: Pick<DiscountLicence, 'url' | 'barcodeUrl'>): string | null {
  return licence.url ?? licence.barcodeUrl ?? null;
}
