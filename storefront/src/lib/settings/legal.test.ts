import { describe, expect, it, vi } from 'vitest';
import { legalLines, organizationIds } from './legal';

const legal = {
  vatRegistered: true,
  vatNumber: '310122393500003',
  legalNameAr: 'مؤسسة كاب ريترو',
  legalNameEn: 'Retro Cap Est.',
  crNumber: '1010123456',
  sbcCertificateNumber: '0000123456',
};

describe('legal identity on the storefront', () => {
  it('a shop that entered nothing shows no legal lines and no identifiers', () => {
    expect(legalLines(undefined, 'en')).toEqual([]);
    expect(organizationIds(undefined)).toEqual({});
  });
  it('shows the legal name in the page language, then CR, VAT and certificate numbers', () => {
    expect(legalLines(legal, 'ar').map((l) => l.value)).toEqual(['مؤسسة كاب ريترو', '1010123456', '310122393500003', '0000123456']);
    expect(legalLines(legal, 'en')[0].value).toBe('Retro Cap Est.');
    expect(legalLines(legal, 'en')[2].label).toBe('VAT No.');
  });
  it('Organization JSON-LD carries vatID (VAT number) and taxID (CR)', () => {
    expect(organizationIds(legal)).toEqual({ vatID: '310122393500003', taxID: '1010123456' });
  });
});

describe('incl. VAT note', () => {
  // a page reads the flag once and keeps it: this page's copy of the module must not be the one later test files get
  it('reads the flag the layout embedded in #shop-settings; absent, prices read as before', async () => {
    vi.resetModules();
    const { setVatIncluded, vatIncluded, withVatNote } = await import('../rules/vat-note');
    document.body.innerHTML = '<script type="application/json" id="shop-settings">{"businessName":"x","vatIncluded":true}</script>';
    setVatIncluded(false);
    expect(vatIncluded()).toBe(true);
    expect(withVatNote('115.00 SAR', 'en')).toBe('115.00 SAR incl. VAT');
    expect(withVatNote('115.00 ر.س', 'ar')).toBe('115.00 ر.س شامل الضريبة');
    document.body.innerHTML = '';
    vi.resetModules();
  });
});

describe('the build keeps the legal part of the business settings', () => {
  it('withFallbacks passes legal through and leaves it out when the API sent none', async () => {
    const { withFallbacks } = await import('./site');
    expect(withFallbacks({ businessName: 'x' })).not.toHaveProperty('legal');
    expect(withFallbacks({ businessName: 'x', legal }).legal).toEqual(legal);
  });
});
