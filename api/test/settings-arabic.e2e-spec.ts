import { SETTINGS_LIMITS } from '@shop/common';
import { TEXT_MESSAGES } from '../src/core/validation/text-input.pipe';
import { SETTINGS_ARABIC_MESSAGES as A } from '../src/settings/settings-arabic.messages';
import { DEFAULT_SETTINGS } from '../src/settings/settings.defaults';
import { apiPath as api, bootTestApp, type TestApp } from './helpers/test-app';

/** The Arabic versions of the shop's own texts (tagline, description, business address): optional, trimmed, public. */
describe('Arabic settings texts', () => {
  let t: TestApp;
  let owner: string;
  const put = (body: Record<string, unknown>) => t.http.put(api('/settings')).set(t.bearer(owner)).send(body);
  const business = async () => (await t.http.get(api('/settings/business'))).body.data;

  beforeAll(async () => {
    t = await bootTestApp();
    owner = await t.tokenFor('OWNER');
  });
  afterAll(() => t.close());

  it('a fresh shop (as `npm start` seeds it) has built-in Arabic texts beside the English ones', async () => {
    expect(await business()).toMatchObject({
      taglineAr: DEFAULT_SETTINGS.taglineAr,
      descriptionAr: DEFAULT_SETTINGS.descriptionAr,
      addressAr: DEFAULT_SETTINGS.businessAddressAr,
    });
    for (const text of [DEFAULT_SETTINGS.taglineAr, DEFAULT_SETTINGS.descriptionAr, DEFAULT_SETTINGS.businessAddressAr])
      expect(text).toMatch(/^[\u0600-\u06FF]/);
    expect(DEFAULT_SETTINGS.taglineAr!.length).toBeLessThanOrEqual(SETTINGS_LIMITS.taglineMax);
    expect(DEFAULT_SETTINGS.descriptionAr!.length).toBeLessThanOrEqual(SETTINGS_LIMITS.descriptionMax);
  });

  it('stores them trimmed beside the English texts and answers them to staff and, without a token, to shoppers', async () => {
    const tagline = 'كابات ريترو من مانيلا إلى الرياض';
    const description = 'كابات وتيشيرتات فينتج مختارة بعناية.';
    const address = 'سوق الجمعة، الرياض';
    const res = await put({ taglineAr: `  ${tagline} `, descriptionAr: ` ${description} `, businessAddressAr: ` ${address} ` });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      taglineAr: tagline,
      descriptionAr: description,
      businessAddressAr: address,
      tagline: DEFAULT_SETTINGS.tagline,
    });
    const [row] = await t.ds.query('SELECT tagline_ar, description_ar, business_address_ar FROM settings WHERE id = 1');
    expect(row).toEqual({ tagline_ar: tagline, description_ar: description, business_address_ar: address });
    expect(await business()).toMatchObject({
      tagline: DEFAULT_SETTINGS.tagline,
      taglineAr: tagline,
      description: DEFAULT_SETTINGS.description,
      descriptionAr: description,
      address: DEFAULT_SETTINGS.businessAddress,
      addressAr: address,
    });
  });

  it('keeps them when left out, and clears them with blank or null (the storefront then falls back to English)', async () => {
    expect((await put({ tagline: 'Caps from Manila' })).body.data).toMatchObject({
      tagline: 'Caps from Manila',
      taglineAr: 'كابات ريترو من مانيلا إلى الرياض',
    });
    const cleared = await put({ taglineAr: '   ', descriptionAr: null, businessAddressAr: '' });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({ taglineAr: null, descriptionAr: null, businessAddressAr: null, tagline: 'Caps from Manila' });
    expect(await business()).toMatchObject({ taglineAr: null, descriptionAr: null, addressAr: null });
  });

  it("holds them to the English fields' length limits", async () => {
    const atLimit = await put({
      taglineAr: 'ك'.repeat(SETTINGS_LIMITS.taglineMax),
      descriptionAr: 'و'.repeat(SETTINGS_LIMITS.descriptionMax),
      businessAddressAr: 'ع'.repeat(SETTINGS_LIMITS.businessAddressMax),
    });
    expect(atLimit.status).toBe(200);
    const long = await put({
      taglineAr: 'ك'.repeat(SETTINGS_LIMITS.taglineMax + 1),
      descriptionAr: 'و'.repeat(SETTINGS_LIMITS.descriptionMax + 1),
      businessAddressAr: ` ${'ع'.repeat(SETTINGS_LIMITS.businessAddressMax + 1)} `,
    });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual({
      taglineAr: A.taglineArTooLong,
      descriptionAr: A.descriptionArTooLong,
      businessAddressAr: A.businessAddressArTooLong,
    });
    expect(A.taglineArTooLong).toBe('Arabic business tagline is too long');
    // spaces around a text at the limit are trimmed before the limit is checked, as for the English fields
    expect((await put({ taglineAr: `  ${'ك'.repeat(SETTINGS_LIMITS.taglineMax)}  ` })).status).toBe(200);
  });

  it.each([
    ['taglineAr', 5, A.taglineArInvalid],
    ['descriptionAr', ['وصف'], A.descriptionArInvalid],
    ['businessAddressAr', { city: 'الرياض' }, A.businessAddressArInvalid],
    ['taglineAr', 'كابات\u0000', TEXT_MESSAGES.nul('taglineAr')],
  ])('refuses %s = %j with a 400 naming the field, and stores nothing', async (field, value, message) => {
    const before = (await t.http.get(api('/settings')).set(t.bearer(owner))).body.data;
    const res = await put({ [field]: value, tagline: 'Not saved either' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors).toEqual({ [field]: message });
    expect((await t.http.get(api('/settings')).set(t.bearer(owner))).body.data).toEqual(before);
  });

  it('documents the fields in OpenAPI: the update body and the public answer', async () => {
    const doc = (await t.http.get('/api/docs-json').expect(200)).body;
    const body = doc.components.schemas.UpdateSettingsDto.properties;
    expect(body.taglineAr).toMatchObject({ type: 'string', nullable: true, maxLength: SETTINGS_LIMITS.taglineMax });
    expect(body.descriptionAr).toMatchObject({ type: 'string', nullable: true, maxLength: SETTINGS_LIMITS.descriptionMax });
    expect(body.businessAddressAr).toMatchObject({ type: 'string', nullable: true, maxLength: SETTINGS_LIMITS.businessAddressMax });
    const publicAnswer = doc.paths['/api/v1/settings/business'].get;
    expect(publicAnswer.description).toEqual(expect.stringContaining('taglineAr'));
    expect(publicAnswer.description).toEqual(expect.stringContaining('descriptionAr'));
    expect(publicAnswer.description).toEqual(expect.stringContaining('addressAr'));
  });

  it('"Reset to Defaults" restores the built-in Arabic texts too', async () => {
    await put({ taglineAr: 'شعار آخر' });
    const res = await t.http.post(api('/settings/reset')).set(t.bearer(owner));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      taglineAr: DEFAULT_SETTINGS.taglineAr,
      descriptionAr: DEFAULT_SETTINGS.descriptionAr,
      businessAddressAr: DEFAULT_SETTINGS.businessAddressAr,
    });
  });

  it('the migration adds nullable columns and leaves an existing row as it was', async () => {
    const { SettingsArabic1764400000000: Migration } = await import('../src/database/migrations/1764400000000-SettingsArabic');
    const q = t.ds.createQueryRunner();
    try {
      await new Migration().down(q);
      await q.query(`UPDATE settings SET tagline = 'Kept tagline', business_address = 'Kept address' WHERE id = 1`);
      const [before] = await q.query('SELECT * FROM settings WHERE id = 1');
      await new Migration().up(q);
      const [after] = await q.query('SELECT * FROM settings WHERE id = 1');
      expect(after).toEqual({ ...before, tagline_ar: null, description_ar: null, business_address_ar: null });
      const columns = await q.query(
        `SELECT column_name, is_nullable, character_maximum_length FROM information_schema.columns
         WHERE table_name = 'settings' AND column_name LIKE '%\\_ar' ORDER BY column_name`,
      );
      expect(columns).toEqual([
        { column_name: 'business_address_ar', is_nullable: 'YES', character_maximum_length: SETTINGS_LIMITS.businessAddressMax },
        { column_name: 'description_ar', is_nullable: 'YES', character_maximum_length: SETTINGS_LIMITS.descriptionMax },
        { column_name: 'tagline_ar', is_nullable: 'YES', character_maximum_length: SETTINGS_LIMITS.taglineMax },
      ]);
    } finally {
      await q.release();
    }
  });
});
