import { describe, expect, it } from 'vitest';
import { legalView } from './legal-view';
import { FALLBACK_SETTINGS } from '../lib/settings/site';
import { t } from '../i18n/server';
import type { BusinessSettings } from '../model/types';
import { allPagePaths, inEveryLanguage, pageFile, publicPages } from '../lib/paths/page-paths';

const legal = {
  vatRegistered: true,
  vatNumber: '310122393500003',
  legalNameAr: 'مؤسسة كاب ريترو للتجارة',
  legalNameEn: 'Retro Cap Trading Est.',
  crNumber: '1010123456',
  sbcCertificateNumber: '0000123456',
  sellerBuildingNumber: '1234',
  sellerStreet: 'King Fahd Road',
  sellerDistrict: 'Al Olaya',
  sellerCity: 'Riyadh',
  sellerPostalCode: '12345',
};
const shop: BusinessSettings = { ...FALLBACK_SETTINGS, email: 'hello@shop.example', phone: '+966 50 000 0000', legal };
const values = (rows: { value: string }[]) => rows.map((r) => r.value);

describe('the legal page', () => {
  it('English: the English legal name first, then the Arabic one, CR, VAT and certificate numbers and the address', () => {
    const v = legalView(shop, 'en');
    expect(v.published).toBe(true);
    expect(values(v.seller)).toEqual(['Retro Cap Trading Est.', 'مؤسسة كاب ريترو للتجارة', '1010123456', '310122393500003', '0000123456']);
    expect(v.seller.map((r) => r.label)).toEqual([
      'Legal name (English)',
      'Legal name (Arabic)',
      'Commercial registration (CR) number',
      'VAT registration number',
      'Saudi Business Center certificate number',
    ]);
    expect(v.seller[1].lang).toBe('ar');
    expect(values(v.address)).toEqual(['1234', 'King Fahd Road', 'Al Olaya', 'Riyadh', '12345']);
    expect(v.contact).toEqual([
      { label: 'Email', value: 'hello@shop.example', href: 'mailto:hello@shop.example', ltr: true },
      { label: 'Phone', value: '+966 50 000 0000', href: 'tel:+966500000000', ltr: true },
    ]);
    expect(v.noindex).toBe(false);
  });

  it('Arabic: the Arabic legal name first and every label in Arabic', () => {
    const v = legalView(shop, 'ar');
    expect(values(v.seller).slice(0, 2)).toEqual(['مؤسسة كاب ريترو للتجارة', 'Retro Cap Trading Est.']);
    expect(v.seller[0].label).toBe(t('ar').legal.nameAr);
    expect(v.seller[1].lang).toBe('en');
    expect(v.seller.slice(2).every((r) => r.ltr)).toBe(true);
    expect(v.title).toBe(`${t('ar').legal.title} - ${shop.businessName}`);
  });

  it('the VAT number shows only while the shop is VAT registered', () => {
    const v = legalView({ ...shop, legal: { ...legal, vatRegistered: false } }, 'en');
    expect(v.seller.map((r) => r.label)).not.toContain('VAT registration number');
  });

  it('a shop that entered nothing says its legal details are not published yet, is noindex, and still gives its contact', () => {
    const v = legalView({ ...shop, legal: undefined }, 'en');
    expect(v).toMatchObject({ published: false, noindex: true, seller: [], address: [] });
    expect(v.notice).toBe("The shop's legal details are not published yet.");
    expect(legalView({ ...shop, legal: undefined }, 'ar').notice).toBe('لم يُنشر المتجر بياناته القانونية بعد.');
    expect(v.contact).toHaveLength(2);
  });
});

describe('the legal page among the built pages', () => {
  const catalog = { categories: [], productsByCategory: new Map(), products: [], settings: shop } as unknown as Parameters<typeof allPagePaths>[0];
  it('is one of the fixed pages, built in both languages (so a settings change re-renders it)', () => {
    expect(allPagePaths(catalog)).toContain('/legal');
    expect(inEveryLanguage('/legal')).toEqual(['/legal', '/ar/legal']);
    expect(pageFile('/legal')).toBe('legal/index.html');
  });
  it('the sitemap lists it in both languages once the owner entered a legal identity, and not before', () => {
    const urls = (settings: BusinessSettings) => publicPages({ ...catalog, settings }).flatMap((p) => Object.values(p.urls));
    expect(urls(shop)).toEqual(expect.arrayContaining(['/legal', '/ar/legal']));
    expect(urls({ ...shop, legal: undefined })).not.toContain('/legal');
  });
});
