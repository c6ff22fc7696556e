import { DEFAULT_TAX_SETTINGS, TAX_MESSAGES as M } from '@shop/common';
import { StaffApp, type TestApp } from './helpers/test-app';
import { VALID_TAX } from './tax.fixtures';

describe('settings: Tax and legal', () => {
  const staffApp = new StaffApp();
  const { api } = staffApp;
  let t: TestApp, owner: string, admin: string;
  const put = (body: Record<string, unknown>, token = owner) => t.http.put(api('/settings')).set(t.bearer(token)).send(body);

  beforeAll(async () => ({ t, owner, admin } = await staffApp.boot()));
  afterAll(() => t.close());

  it('a fresh shop is not VAT registered, with a 15 % rate on VAT-inclusive prices', async () => {
    const res = await t.http.get(api('/settings')).set(t.bearer(admin));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject(DEFAULT_TAX_SETTINGS);
  });

  it('the public business answer has no legal part until the owner enters one, then names the legal identity', async () => {
    expect((await t.http.get(api('/settings/business'))).body.data).not.toHaveProperty('legal');
    await put(VALID_TAX);
    expect((await t.http.get(api('/settings/business'))).body.data.legal).toEqual({
      vatRegistered: true,
      vatNumber: VALID_TAX.vatNumber,
      legalNameAr: VALID_TAX.legalNameAr,
      legalNameEn: VALID_TAX.legalNameEn,
      crNumber: VALID_TAX.crNumber,
      sbcCertificateNumber: VALID_TAX.sbcCertificateNumber,
      sellerBuildingNumber: VALID_TAX.sellerBuildingNumber,
      sellerStreet: VALID_TAX.sellerStreet,
      sellerDistrict: VALID_TAX.sellerDistrict,
      sellerCity: VALID_TAX.sellerCity,
      sellerPostalCode: VALID_TAX.sellerPostalCode,
    });
  });

  it('the owner saves the whole section and reads it back; blank texts clear to null', async () => {
    const res = await put(VALID_TAX);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject(VALID_TAX);
    expect((await t.http.get(api('/settings')).set(t.bearer(admin))).body.data).toMatchObject(VALID_TAX);
    const cleared = await put({ sbcCertificateNumber: '  ' });
    expect(cleared.body.data.sbcCertificateNumber).toBeNull();
  });

  it('ADMIN cannot change tax settings (403), even one field, and nothing changes', async () => {
    const res = await put({ vatRegistered: false }, admin);
    expect(res.status).toBe(403);
    const granted = await t.tokenWithPermissions(['settingsUpdate']);
    const res2 = await put({ vatRate: 5 }, granted);
    expect(res2.status).toBe(403);
    expect(res2.body.message).toBe(M.ownerOnly.en);
    // the display settings stay open to whoever holds settingsUpdate
    expect((await put({ tagline: 'Caps' }, granted)).status).toBe(200);
    expect((await t.http.get(api('/settings')).set(t.bearer(owner))).body.data).toMatchObject({ vatRegistered: true, vatRate: 15 });
  });

  it.each([
    ['vatNumber', '210122393500003', M.vatNumberInvalid.en],
    ['vatNumber', '31012239350000', M.vatNumberInvalid.en],
    ['vatNumber', 310122393500003, M.vatNumberInvalid.en],
    ['crNumber', '101012345', M.crNumberInvalid.en],
    ['vatRate', 0, M.vatRateInvalid.en],
    ['vatRate', 15.005, M.vatRateInvalid.en],
    ['vatRate', '15', M.vatRateInvalid.en],
    ['vatRegistered', 'yes', M.vatRegisteredInvalid.en],
    ['pricesIncludeVat', null, M.pricesIncludeVatInvalid.en],
    ['sellerPostalCode', '1234', M.sellerPostalCodeInvalid.en],
    ['sellerBuildingNumber', 'A123', M.sellerBuildingNumberInvalid.en],
    ['legalNameAr', 'ا'.repeat(201), M.legalNameArInvalid.en],
    ['sbcCertificateNumber', 'no spaces allowed', M.sbcCertificateNumberInvalid.en],
  ])('refuses %s = %j with a 400 naming the field', async (field, value, message) => {
    const res = await put({ [field]: value });
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
  });

  it('VAT cannot be on without a VAT number and an Arabic legal name', async () => {
    const res = await put({ vatNumber: null, legalNameAr: '' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ vatNumber: M.vatNumberRequired.en, legalNameAr: M.legalNameArRequired.en });
    expect((await put({ vatRegistered: false, vatNumber: null })).status).toBe(200);
  });

  it('Reset to Defaults leaves the tax registration as it is', async () => {
    await put(VALID_TAX);
    const res = await t.http.post(api('/settings/reset')).set(t.bearer(owner));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject(VALID_TAX);
  });
});
