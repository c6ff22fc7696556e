import { describe, expect, it } from 'vitest';
import { BUILT_IN_LOGO_URL, DEMO_SETTINGS } from '@shop/common';
import { openSetupSteps } from './setupChecklist';

const fresh = { ...DEMO_SETTINGS, businessEmail: null, businessPhone: null, logoUrl: BUILT_IN_LOGO_URL };

describe('setup checklist', () => {
  it('a fresh demo shop has every step open: demo chat targets do not count', () => {
    expect(openSetupSteps(fresh)).toEqual(['chat', 'contact', 'logo']);
    expect(openSetupSteps({})).toEqual(['chat', 'contact', 'logo']);
  });
  it('each step closes on its own when the owner sets it', () => {
    expect(openSetupSteps({ ...fresh, whatsappNumber: '+966 55 123 4567' })).toEqual(['contact', 'logo']);
    expect(openSetupSteps({ ...fresh, messengerUrl: 'https://m.me/my.shop' })).toEqual(['contact', 'logo']);
    expect(openSetupSteps({ ...fresh, businessEmail: 'shop@retrocap.sa' })).toEqual(['chat', 'logo']);
    expect(openSetupSteps({ ...fresh, businessPhone: '+966 11 234 5678' })).toEqual(['chat', 'logo']);
    expect(openSetupSteps({ ...fresh, logoUrl: '/uploads/branding/logo.png' })).toEqual(['chat', 'contact']);
  });
  it('is empty when all are set', () => {
    expect(
      openSetupSteps({
        messengerUrl: 'https://m.me/my.shop',
        whatsappNumber: null,
        businessEmail: 'a@b.sa',
        businessPhone: null,
        logoUrl: 'https://cdn.example.com/logo.png',
      }),
    ).toEqual([]);
  });
  it('blank values count as unset', () => {
    expect(openSetupSteps({ messengerUrl: '  ', whatsappNumber: '', businessEmail: ' ', businessPhone: null, logoUrl: '' })).toEqual([
      'chat',
      'contact',
      'logo',
    ]);
  });
});
