import type { Lang } from '../../i18n/lang';

/**
 * "incl. VAT" beside prices while the shop is VAT registered (Saudi consumer prices include VAT and must say so).
 * The build learns it from the business settings (the layout calls setVatIncluded before the page body renders);
 * the browser reads the flag the layout embedded in #shop-settings, so islands hydrate with the same text. With
 * VAT off nothing is embedded and no page changes.
 */
export const VAT_NOTE: Record<Lang, string> = { en: 'incl. VAT', ar: 'شامل الضريبة' };

let builtWithVat = false;
let readInBrowser: boolean | null = null;

export function setVatIncluded(on: boolean): void {
  builtWithVat = on;
}

export function vatIncluded(): boolean {
  if (typeof document === 'undefined') return builtWithVat;
  if (readInBrowser === null) {
    try {
      readInBrowser = JSON.parse(document.getElementById('shop-settings')?.textContent || '{}').vatIncluded === true;
    } catch {
      readInBrowser = false;
    }
  }
  return readInBrowser;
}

/** "SAR 115.00" → "SAR 115.00 incl. VAT" while VAT is on; unchanged otherwise (order messages, totals). */
export const withVatNote = (price: string, lang: Lang): string => (vatIncluded() ? `${price} ${VAT_NOTE[lang]}` : price);
