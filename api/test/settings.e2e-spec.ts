import { SETTINGS_FIELDS, SETTINGS_MESSAGES as M, TAX_FIELDS } from '@shop/common';
import { DEFAULT_SETTINGS } from '../src/settings/settings.defaults';
import { StaffApp, type TestApp } from './helpers/test-app';

describe('settings', () => {
  const staffApp = new StaffApp();
  const { events, api } = staffApp;
  let t: TestApp, owner: string, admin: string;
  const put = (body: Record<string, unknown>, token = owner) => t.http.put(api('/settings')).set(t.bearer(token)).send(body);

  beforeAll(async () => ({ t, owner, admin } = await staffApp.boot()));
  afterAll(() => t.close());

  it('answers the built-in defaults to any signed-in user, every field present', async () => {
    const res = await t.http.get(api('/settings')).set(t.bearer(admin));
    expect(res.status).toBe(200);
    // the stock settings are typed fields beside the text ones
    expect(Object.keys(res.body.data).sort()).toEqual(
      [...SETTINGS_FIELDS, ...TAX_FIELDS, 'lowStockThreshold', 'showExactStock', 'soldOutLast', 'updatedAt'].sort(),
    );
    expect(res.body.data).toMatchObject({ ...DEFAULT_SETTINGS, lowStockThreshold: 1, showExactStock: false, soldOutLast: false });
    expect(res.body.data.businessName).toBeTruthy();
    expect((await t.http.get(api('/settings'))).status).toBe(401);
  });

  it('updates only the fields sent and stores empty optional values as null', async () => {
    const res = await put({
      businessName: '  Tambay Caps KSA ',
      businessEmail: 'hello@tambay.example.com',
      businessPhone: '+966 50 123 4567',
      facebookUrl: 'https://facebook.com/tambaycaps',
      whatsappNumber: '+966501234567',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      businessName: 'Tambay Caps KSA',
      businessEmail: 'hello@tambay.example.com',
      facebookUrl: 'https://facebook.com/tambaycaps',
      tagline: DEFAULT_SETTINGS.tagline,
    });
    const cleared = await put({ facebookUrl: '   ', businessPhone: '', whatsappNumber: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({
      businessEmail: 'hello@tambay.example.com',
      facebookUrl: null,
      businessPhone: null,
      whatsappNumber: null,
      businessName: 'Tambay Caps KSA',
    });
    const [row] = await t.ds.query('SELECT business_email, facebook_url FROM settings WHERE id = 1');
    expect(row).toEqual({ business_email: 'hello@tambay.example.com', facebook_url: null });
    expect(events.some((e) => e.entityType === 'settings' && e.action === 'updated' && e.actor?.role === 'OWNER')).toBe(true);
  });

  it.each([
    ['logoUrl', '', M.logoRequired],
    ['logoUrl', 'not a url', M.invalidUrl],
    ['brandUrl', '  ', M.brandRequired],
    ['brandUrl', 'ftp://example.com', M.invalidUrl],
    ['businessName', '', M.businessNameRequired],
    ['businessName', null, M.businessNameRequired],
    ['businessName', 'b'.repeat(101), M.businessNameTooLong],
    ['businessAddress', '', M.businessAddressRequired],
    ['businessAddress', 'a'.repeat(201), M.businessAddressTooLong],
    ['businessEmail', 'nope', M.invalidEmail],
    // Shoppers and the checkout fall back to these addresses: once sent, they must be real addresses, not blank.
    ['businessEmail', '', M.invalidEmail],
    ['businessEmail', '   ', M.invalidEmail],
    ['businessEmail', null, M.invalidEmail],
    ['businessEmail', 'shop@example', M.invalidEmail],
    ['tagline', '', M.taglineRequired],
    ['tagline', 't'.repeat(101), M.taglineTooLong],
    ['description', '', M.descriptionRequired],
    ['description', 'd'.repeat(501), M.descriptionTooLong],
    ['ownerName', '', M.ownerNameRequired],
    ['ownerName', 'o'.repeat(101), M.ownerNameTooLong],
    ['ownerEmail', 'owner@', M.invalidEmail],
    ['ownerEmail', '', M.invalidEmail],
    ['ownerEmail', null, M.invalidEmail],
    ['facebookUrl', 'facebook', M.invalidUrl],
    ['instagramUrl', 'javascript:alert(1)', M.invalidUrl],
    ['twitterUrl', 'www.twitter', M.invalidUrl],
    ['youtubeUrl', 'youtube dot com', M.invalidUrl],
    ['messengerUrl', '//m.me/shop', M.invalidUrl],
  ])('refuses %s = %j with the spec message', async (field, value, message) => {
    const res = await put({ [field]: value });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors[field]).toBe(message);
  });

  it('accepts site-relative and absolute URLs for the logo', async () => {
    expect((await put({ logoUrl: '/uploads/branding/logo.png', brandUrl: 'https://shop.example.com' })).status).toBe(200);
  });

  it('refuses unknown fields and needs settingsUpdate', async () => {
    expect((await put({ favouriteColour: 'red' })).status).toBe(400);
    expect((await put({ businessName: 'Nope' }, admin)).status).toBe(403);
    expect((await t.http.post(api('/settings/reset')).set(t.bearer(admin))).status).toBe(403);
    expect((await t.http.put(api('/settings')).send({})).status).toBe(401);
  });

  it('serves the public business details without a token', async () => {
    await put({
      businessEmail: 'shop@example.com',
      businessPhone: '+966 11 000 0000',
      instagramUrl: 'https://instagram.com/shop',
      messengerUrl: 'https://m.me/shop',
    });
    const res = await t.http.get(api('/settings/business'));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      businessName: 'Tambay Caps KSA',
      description: DEFAULT_SETTINGS.description,
      address: DEFAULT_SETTINGS.businessAddress,
      email: 'shop@example.com',
      phone: '+966 11 000 0000',
      facebook: null,
      instagram: 'https://instagram.com/shop',
      whatsapp: null,
      messengerUrl: 'https://m.me/shop',
      logoUrl: '/uploads/branding/logo.png',
      tagline: DEFAULT_SETTINGS.tagline,
      // the Arabic versions the Arabic storefront shows (api/test/settings-arabic.e2e-spec.ts covers them)
      taglineAr: DEFAULT_SETTINGS.taglineAr,
      descriptionAr: DEFAULT_SETTINGS.descriptionAr,
      addressAr: DEFAULT_SETTINGS.businessAddressAr,
      // the prebuilt listings put sold-out products last when the shop's lists do
      soldOutLast: false,
    });
    expect(res.body.data).not.toHaveProperty('ownerEmail');
  });

  it('resets to the defaults', async () => {
    const res = await t.http.post(api('/settings/reset')).set(t.bearer(owner));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject(DEFAULT_SETTINGS);
    expect((await t.http.get(api('/settings')).set(t.bearer(owner))).body.data).toMatchObject(DEFAULT_SETTINGS);
    expect(events.some((e) => e.entityType === 'settings' && e.action === 'reset')).toBe(true);
  });
});
