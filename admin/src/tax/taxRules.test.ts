import { describe, expect, it } from 'vitest';
import { DEFAULT_TAX_SETTINGS, TAX_MESSAGES } from '@shop/common';
import { taxErrors, taxValuesOf } from './taxRules';

describe('tax card rules', () => {
  it('a fresh shop (VAT off, nothing entered) has no errors', () => {
    expect(taxErrors(taxValuesOf(null))).toEqual({});
    expect(taxValuesOf(null)).toEqual(DEFAULT_TAX_SETTINGS);
  });
  it("names each bad field with the API's message", () => {
    expect(taxErrors({ ...DEFAULT_TAX_SETTINGS, vatNumber: '123', crNumber: '12', vatRate: 0 })).toEqual({
      vatNumber: TAX_MESSAGES.vatNumberInvalid.en,
      crNumber: TAX_MESSAGES.crNumberInvalid.en,
      vatRate: TAX_MESSAGES.vatRateInvalid.en,
    });
  });
  it('VAT on needs the VAT number and the Arabic legal name', () => {
    expect(taxErrors({ ...DEFAULT_TAX_SETTINGS, vatRegistered: true })).toEqual({
      vatNumber: TAX_MESSAGES.vatNumberRequired.en,
      legalNameAr: TAX_MESSAGES.legalNameArRequired.en,
    });
  });
});

describe('tax card rules in Arabic', () => {
  it("names each bad field with the API's Arabic message when the staff member works in Arabic", () => {
    expect(taxErrors({ ...DEFAULT_TAX_SETTINGS, vatRegistered: true, crNumber: '12', vatRate: 0 }, 'ar')).toEqual({
      crNumber: TAX_MESSAGES.crNumberInvalid.ar,
      vatRate: TAX_MESSAGES.vatRateInvalid.ar,
      vatNumber: TAX_MESSAGES.vatNumberRequired.ar,
      legalNameAr: TAX_MESSAGES.legalNameArRequired.ar,
    });
  });
});
