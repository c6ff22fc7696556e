import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, SETTINGS_MESSAGES } from '@shop/common';
import { arabicMessageFor } from '@shop/common';
import { i18nProvider } from '../i18n';
import { SECTION_RULES, sectionChanged, validatePassword, validateProfile } from './settingsRules';

describe('settings validation messages', () => {
  it('branding', () => {
    expect(SECTION_RULES.branding({ logoUrl: '', brandUrl: 'nope' })).toEqual({
      logoUrl: SETTINGS_MESSAGES.logoRequired,
      brandUrl: SETTINGS_MESSAGES.invalidUrl,
    });
    expect(SECTION_RULES.branding({ logoUrl: 'https://a.b/logo.png', brandUrl: '' })).toEqual({ brandUrl: SETTINGS_MESSAGES.brandRequired });
  });
  it('business', () => {
    const e = SECTION_RULES.business({
      businessName: 'x'.repeat(101),
      businessAddress: '',
      businessEmail: 'bad',
      tagline: '',
      description: 'x'.repeat(501),
    });
    expect(e).toEqual({
      businessName: SETTINGS_MESSAGES.businessNameTooLong,
      businessAddress: SETTINGS_MESSAGES.businessAddressRequired,
      businessEmail: SETTINGS_MESSAGES.invalidEmail,
      tagline: SETTINGS_MESSAGES.taglineRequired,
      description: SETTINGS_MESSAGES.descriptionTooLong,
    });
  });
  it('both email addresses are required: blank is not a valid address', () => {
    const business = { businessName: 'Shop', businessAddress: 'Riyadh', tagline: 'Caps', description: 'Caps from Manila' };
    expect(SECTION_RULES.business({ ...business, businessEmail: '' })).toEqual({ businessEmail: SETTINGS_MESSAGES.invalidEmail });
    expect(SECTION_RULES.business({ ...business, businessEmail: null })).toEqual({ businessEmail: SETTINGS_MESSAGES.invalidEmail });
    expect(SECTION_RULES.business({ ...business, businessEmail: 'shop@retrocap.sa' })).toEqual({});
    expect(SECTION_RULES.owner({ ownerName: 'Owner', ownerEmail: '  ' })).toEqual({ ownerEmail: SETTINGS_MESSAGES.invalidEmail });
    expect(SECTION_RULES.owner({ ownerName: 'Owner', ownerEmail: 'owner@retrocap.sa' })).toEqual({});
  });
  it('owner and social', () => {
    expect(SECTION_RULES.owner({ ownerName: '', ownerEmail: 'a@b' })).toEqual({
      ownerName: SETTINGS_MESSAGES.ownerNameRequired,
      ownerEmail: SETTINGS_MESSAGES.invalidEmail,
    });
    expect(SECTION_RULES.social({ facebookUrl: '', instagramUrl: 'instagram', whatsappNumber: '+966' })).toEqual({
      instagramUrl: SETTINGS_MESSAGES.invalidUrl,
    });
  });
  it('account', () => {
    expect(validateProfile({ name: '', email: 'x' })).toEqual({ name: ACCOUNT_MESSAGES.nameRequired, email: ACCOUNT_MESSAGES.emailInvalid });
    expect(validatePassword({ currentPassword: '', newPassword: 'short', confirmPassword: '' })).toEqual({
      currentPassword: ACCOUNT_MESSAGES.currentPasswordRequired,
      newPassword: ACCOUNT_MESSAGES.passwordMin,
      confirmPassword: ACCOUNT_MESSAGES.confirmRequired,
    });
    expect(validatePassword({ currentPassword: 'a', newPassword: 'longenough', confirmPassword: 'different' }).confirmPassword).toBe(
      ACCOUNT_MESSAGES.passwordsMismatch,
    );
  });
  it('a new email needs the current password; a name change alone does not', () => {
    const current = 'owner@example.com';
    expect(validateProfile({ name: 'N', email: 'new@example.com', currentPassword: '' }, current)).toEqual({
      currentPassword: ACCOUNT_MESSAGES.currentPasswordRequired,
    });
    expect(validateProfile({ name: 'N', email: 'new@example.com', currentPassword: 'secret-1' }, current)).toEqual({});
    expect(validateProfile({ name: 'Renamed', email: ' Owner@Example.com ', currentPassword: '' }, current)).toEqual({});
  });
  it('save is enabled only on change', () => {
    const stored = { logoUrl: 'https://a.b/l.png', brandUrl: 'https://a.b', facebookUrl: null };
    expect(sectionChanged({ logoUrl: 'https://a.b/l.png', brandUrl: 'https://a.b' }, stored, 'branding')).toBe(false);
    expect(sectionChanged({ logoUrl: 'https://a.b/l2.png', brandUrl: 'https://a.b' }, stored, 'branding')).toBe(true);
    expect(sectionChanged({ facebookUrl: '' }, stored, 'social')).toBe(false);
  });
});

describe('settings validation in Arabic', () => {
  afterEach(() => i18nProvider.changeLocale('en'));

  it("shows the API's own Arabic for a rule that has it, and the English for one that has none yet", async () => {
    await i18nProvider.changeLocale('ar');
    expect(validateProfile({ name: '', email: 'x' })).toEqual({
      name: arabicMessageFor(ACCOUNT_MESSAGES.nameRequired),
      email: arabicMessageFor(ACCOUNT_MESSAGES.emailInvalid),
    });
    expect(validatePassword({ currentPassword: '', newPassword: 'longenough', confirmPassword: 'different' })).toEqual({
      currentPassword: arabicMessageFor(ACCOUNT_MESSAGES.currentPasswordRequired),
      confirmPassword: arabicMessageFor(ACCOUNT_MESSAGES.passwordsMismatch),
    });
    expect(SECTION_RULES.owner({ ownerName: '', ownerEmail: 'owner@retrocap.sa' }).ownerName).toBe(
      arabicMessageFor(SETTINGS_MESSAGES.ownerNameRequired) ?? SETTINGS_MESSAGES.ownerNameRequired,
    );
  });
});
