import { describe, expect, it } from 'vitest';
import { isVatRate, taxTextProblem, TAX_MESSAGES } from './tax.js';

const isVatNumber = (v: string) => v.trim() !== '' && taxTextProblem('vatNumber', v) === null;
const isCrNumber = (v: string) => v.trim() !== '' && taxTextProblem('crNumber', v) === null;

describe('VAT number rule', () => {
  it("accepts 15 digits starting and ending with 3, like ZATCA's sample 310122393500003", () => {
    expect(isVatNumber('310122393500003')).toBe(true);
    expect(isVatNumber('300000000000003')).toBe(true);
  });
  it('refuses a wrong first or last digit, a wrong length, letters and spaces', () => {
    for (const bad of ['210122393500003', '310122393500002', '31012239350003', '3101223935000033', '31012239350000A', '310 22393500003', '']) {
      expect(isVatNumber(bad)).toBe(false);
    }
  });
});

describe('CR number rule', () => {
  it('accepts exactly 10 digits', () => expect(isCrNumber('1010123456')).toBe(true));
  it('refuses 9 or 11 digits and non-digits', () => {
    for (const bad of ['101012345', '10101234567', '10101234a6', '1010-12345']) expect(isCrNumber(bad)).toBe(false);
  });
});

describe('VAT rate rule', () => {
  it('accepts 15, 5 and 12.5', () => [15, 5, 12.5].forEach((r) => expect(isVatRate(r)).toBe(true)));
  it('refuses 0, negatives, above 100, three decimals and strings', () =>
    [0, -1, 100.01, 15.001, '15', NaN].forEach((r) => expect(isVatRate(r)).toBe(false)));
});

describe('taxTextProblem', () => {
  it('names the field in the message of the rule broken', () => {
    expect(taxTextProblem('vatNumber', '123')).toBe(TAX_MESSAGES.vatNumberInvalid.en);
    expect(taxTextProblem('crNumber', '12')).toBe(TAX_MESSAGES.crNumberInvalid.en);
    expect(taxTextProblem('sellerPostalCode', '1234')).toBe(TAX_MESSAGES.sellerPostalCodeInvalid.en);
    expect(taxTextProblem('sellerBuildingNumber', '12345')).toBe(TAX_MESSAGES.sellerBuildingNumberInvalid.en);
  });
  it('lets blank through (it clears the field) and trims before checking', () => {
    expect(taxTextProblem('vatNumber', '  ')).toBeNull();
    expect(taxTextProblem('crNumber', ' 1010123456 ')).toBeNull();
  });
});
