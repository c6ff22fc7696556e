import {
  ARABIC_FIELD_MESSAGES,
  AUTH_MESSAGES,
  arabicMessageFor,
  CATEGORY_MESSAGES,
  PRODUCT_MESSAGES,
  PROMOTION_MESSAGES,
  SALE_MESSAGES,
  SETTINGS_MESSAGES,
  STAFF_LANGUAGE_MESSAGES,
  STOCK_LIMITS,
  STOCK_MESSAGES,
  TAX_MESSAGES,
} from '@shop/common';
import { BACKUP_MESSAGES } from '../src/backups/backups.messages';
import { SHEET_MESSAGES } from '../src/catalog-sheets/catalog-sheets.messages';
import { IMPORT_JOB_MESSAGES } from '../src/catalog-sheets/sheet-import-jobs.messages';
import { IMPORT_MESSAGES } from '../src/catalog-sheets/sheet-import.messages';
import { CATEGORY_SERVER_MESSAGES } from '../src/categories/categories.messages';
import { INVOICE_MESSAGES } from '../src/invoices/invoice.messages';
import { ORDER_MESSAGES } from '../src/orders/orders.messages';
import { PRODUCT_SERVER_MESSAGES } from '../src/products/products.messages';
import { SALE_EXTRA_MESSAGES } from '../src/sales/sales.messages';
import { SETTINGS_ARABIC_MESSAGES } from '../src/settings/settings-arabic.messages';
import { SITE_MESSAGES } from '../src/site/site.messages';
import { STAFF_MESSAGES } from '../src/staff/staff.messages';
import { STALL_MESSAGES } from '../src/stall/stall.messages';
import { UPLOAD_MESSAGES } from '../src/uploads/uploads.messages';
import { ZATCA_DTO_MESSAGES, ZATCA_MESSAGES } from '../src/zatca/zatca.messages';
import { bootTestApp, type TestApp } from './helpers/test-app';
import { createCategory, productPayload } from './catalog.fixtures';

/** Issue 45: each staff member's back-office language, and the API answering its errors in it. */
describe('staff language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootTestApp();
  });
  afterAll(() => t.close());

  const login = async (email: string, password: string) =>
    (await t.http.post('/api/v1/auth/login').set('X-Forwarded-For', '198.51.100.45').send({ email, password }).expect(200)).body.data;
  const setLanguage = (token: string, body: unknown) =>
    t.http
      .patch('/api/v1/auth/language')
      .set(t.bearer(token))
      .send(body as object);

  it('is null until chosen, then the identity after sign-in carries it, and it is the chooser’s own', async () => {
    const amal = await t.createUser({ role: 'ADMIN', email: 'amal@shop.test', password: 'amal-pass-123', name: 'Amal' });
    const omar = await t.createUser({ role: 'OWNER', email: 'omar@shop.test', password: 'omar-pass-123', name: 'Omar' });
    const session = await login(amal.user.email, amal.password);
    expect(session.user.language).toBeNull();
    expect((await t.http.get('/api/v1/auth/me').set(t.bearer(session.accessToken)).expect(200)).body.data.language).toBeNull();

    const chosen = await setLanguage(session.accessToken, { language: 'ar' }).expect(200);
    expect(chosen.body.data).toMatchObject({ email: 'amal@shop.test', language: 'ar' });
    // the next sign-in and /auth/me carry the choice; another staff member's language is untouched
    expect((await login(amal.user.email, amal.password)).user.language).toBe('ar');
    expect((await t.http.get('/api/v1/auth/me').set(t.bearer(session.accessToken)).expect(200)).body.data.language).toBe('ar');
    expect((await login(omar.user.email, omar.password)).user.language).toBeNull();
    // the staff list shows it too (the owner's view of staff)
    const staff = (await t.http.get('/api/v1/users').set(t.bearer(omar.token)).expect(200)).body.data;
    expect(staff.find((u: { email: string }) => u.email === 'amal@shop.test').language).toBe('ar');

    await setLanguage(session.accessToken, { language: 'en' }).expect(200);
    expect((await t.http.get('/api/v1/auth/me').set(t.bearer(session.accessToken)).expect(200)).body.data.language).toBe('en');
  });

  it('refuses anything but en or ar with a 400 naming the field, in the caller’s language', async () => {
    const token = await t.tokenFor('STALL');
    for (const body of [{ language: 'fr' }, { language: '' }, { language: null }, { language: 3 }, {}, { language: ['ar'] }]) {
      const res = await setLanguage(token, body).expect(400);
      expect(res.body.errors).toEqual({ language: STAFF_LANGUAGE_MESSAGES.invalid.en });
    }
    const arabic = await setLanguage(token, { language: 'fr' }).set('Accept-Language', 'ar').expect(400);
    expect(arabic.body.errors).toEqual({ language: STAFF_LANGUAGE_MESSAGES.invalid.ar });
  });

  it('needs a signed-in caller', async () => {
    await t.http.patch('/api/v1/auth/language').send({ language: 'ar' }).expect(401);
  });

  it('answers a price rule in Arabic when the back office asks in Arabic, in English otherwise', async () => {
    const owner = await t.tokenFor('OWNER');
    const catId = (await createCategory(t, owner, { name: 'Caps' })).id;
    const tooCheap = productPayload(catId, { originalPrice: 100, sellingPrice: 90 });
    const post = () => t.http.post('/api/v1/products').set(t.bearer(owner)).send(tooCheap);

    const english = await post().expect(400);
    expect(english.body.errors.sellingPrice).toBe(PRODUCT_MESSAGES.sellingBelowOriginal);
    expect(english.headers['content-language']).toBeUndefined();

    const arabic = await post().set('Accept-Language', 'ar-SA,ar;q=0.9,en;q=0.8').expect(400);
    expect(arabic.body.errors.sellingPrice).toBe('سعر البيع يجب أن يساوي رأس المال أو يزيد عليه ليتحقق ربح');
    expect(arabic.body.message).toBe(arabic.body.errors.sellingPrice);
    expect(arabic.headers['content-language']).toBe('ar');

    // English first, Arabic second: English
    const enFirst = await post().set('Accept-Language', 'en-GB,ar;q=0.5').expect(400);
    expect(enFirst.body.errors.sellingPrice).toBe(PRODUCT_MESSAGES.sellingBelowOriginal);
  });

  it('answers the tax rules (which already had Arabic) in Arabic too, and keeps English for messages without Arabic', async () => {
    const owner = await t.tokenFor('OWNER');
    const res = await t.http.put('/api/v1/settings').set(t.bearer(owner)).set('Accept-Language', 'ar').send({ vatNumber: '210122393500003' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ vatNumber: TAX_MESSAGES.vatNumberInvalid.ar });
    // the features' own refusals have Arabic too (an order the owner looks up)
    const unknown = await t.http.get('/api/v1/orders/ABCD2345/details').set(t.bearer(owner)).set('Accept-Language', 'ar').expect(404);
    expect([unknown.body.message, unknown.headers['content-language']]).toEqual(['لم نجد هذا الطلب', 'ar']);
    expect((await t.http.get('/api/v1/orders/ABCD2345/details').set(t.bearer(owner)).expect(404)).body.message).toBe(ORDER_MESSAGES.notFound);
    // the promotions' refusals have Arabic
    const promotion = await t.http.get('/api/v1/promotions/cxxxxxxxxxxxxxxxxxxxxxxxx').set(t.bearer(owner)).set('Accept-Language', 'ar').expect(404);
    expect(promotion.body.message).toBe('العرض غير موجود');
    expect(promotion.headers['content-language']).toBe('ar');
    // and signing in is answered in Arabic too (the sign-in page sends the language it shows)
    const refused = await t.http
      .post('/api/v1/auth/login')
      .set('X-Forwarded-For', '203.0.113.45')
      .set('Accept-Language', 'ar')
      .send({ email: 'nobody@shop.test', password: 'wrong-pass-123' })
      .expect(401);
    expect(refused.body.message).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة');
    expect(AUTH_MESSAGES.invalidCredentials).toBe('Invalid email or password');
  });

  // The lists staff still met in English on Arabic screens: every message has Arabic, which keeps the English's numbers
  // and the API's values, and an English text two lists share reads the same in both.
  const ARABIC_LETTER = /[\u0600-\u06FF]/;
  const LISTS = { SALE_MESSAGES, SETTINGS_MESSAGES, CATEGORY_MESSAGES, STOCK_MESSAGES, PRODUCT_MESSAGES, ARABIC_FIELD_MESSAGES } as const;
  it.each(Object.entries(LISTS))('has the Arabic of every message of %s', (_name, list) => {
    for (const [key, english] of Object.entries(list)) {
      const arabic = arabicMessageFor(english);
      expect({ key, arabic: arabic && ARABIC_LETTER.test(arabic) }).toEqual({ key, arabic: true });
      expect({ key, numbers: arabic?.match(/\d+/g) ?? [] }).toEqual({ key, numbers: english.match(/\d+/g) ?? [] });
    }
  });

  it("has the Arabic of every promotion message, a value in one (a code, a product's name, an amount) kept as it is", () => {
    for (const [key, english] of Object.entries(PROMOTION_MESSAGES)) {
      const text = typeof english === 'string' ? english : english('WHITE-FRIDAY 7');
      const arabic = arabicMessageFor(text);
      expect({ key, arabic: arabic && ARABIC_LETTER.test(arabic) }).toEqual({ key, arabic: true });
      if (typeof english !== 'string') expect({ key, value: arabic?.includes('WHITE-FRIDAY 7') }).toEqual({ key, value: true });
    }
    // warnings refused together (one a line) are translated line by line
    const two = `${PROMOTION_MESSAGES.belowCost('Retro cap')}\n${PROMOTION_MESSAGES.noLicence}`;
    expect(arabicMessageFor(two)).toBe(`Retro cap سيُباع بأقل من سعر التكلفة\n${arabicMessageFor(PROMOTION_MESSAGES.noLicence)}`);
    expect(arabicMessageFor('Not a message of the shop')).toBeUndefined();
  });

  // The API's own feature texts (orders, the stall, spreadsheets, backups, ZATCA…), declared withArabic beside their
  // English: each has Arabic, keeps the English's numbers, and a value in a template (a line, a price, the fields
  // missing) comes through as it is. Texts already in both languages or written into data (a sale's note) have none.
  const BILINGUAL_OR_DATA = ['reasonEdited', 'reasonDeleted', 'discountReason', 'saleNote'];
  const FEATURE_LISTS = {
    BACKUP_MESSAGES,
    SHEET_MESSAGES,
    IMPORT_JOB_MESSAGES,
    IMPORT_MESSAGES,
    CATEGORY_SERVER_MESSAGES,
    INVOICE_MESSAGES,
    ORDER_MESSAGES,
    PRODUCT_SERVER_MESSAGES,
    SALE_EXTRA_MESSAGES,
    SETTINGS_ARABIC_MESSAGES,
    SITE_MESSAGES,
    STAFF_MESSAGES,
    STALL_MESSAGES,
    UPLOAD_MESSAGES,
    ZATCA_MESSAGES,
    ZATCA_DTO_MESSAGES,
  } as const;
  it.each(Object.entries(FEATURE_LISTS))('has the Arabic of every message of %s, its values kept', (_name, list) => {
    for (const [key, english] of Object.entries(list as Record<string, string | ((...values: never[]) => string)>)) {
      if (BILINGUAL_OR_DATA.includes(key)) continue;
      let text: string;
      if (typeof english === 'string') text = english;
      else {
        // a value as a caller passes it: text, a number, or a list the English joins
        const values = ['Q-7', 'R-8', 'S-9'].slice(0, english.length);
        try {
          text = (english as (...v: string[]) => string)(...values);
        } catch {
          text = (english as (...v: string[][]) => string)(...values.map((v) => [v]));
        }
      }
      const arabic = arabicMessageFor(text);
      expect({ key, arabic: arabic && ARABIC_LETTER.test(arabic) }).toEqual({ key, arabic: true });
      expect({ key, numbers: arabic?.match(/\d+/g)?.sort() ?? [] }).toEqual({ key, numbers: text.match(/\d+/g)?.sort() ?? [] });
    }
  });

  it('finds each value of a template with several, in the order the Arabic places them', () => {
    expect(arabicMessageFor(ORDER_MESSAGES.statusStep('CANCELLED', 'NEW'))).toBe('الطلب في الحالة CANCELLED لا يمكن أن يصبح NEW');
    expect(arabicMessageFor(ZATCA_MESSAGES.sellerMissing(['VAT number', 'street']))).toContain('VAT number, street');
    expect(arabicMessageFor(ZATCA_MESSAGES.fatooraDown(null))).toMatch(ARABIC_LETTER);
    expect(arabicMessageFor(IMPORT_MESSAGES.cellTooLong())).toMatch(ARABIC_LETTER);
  });

  it('keeps the values the API takes in the Arabic of a rule that lists them', () => {
    const reasons = arabicMessageFor(STOCK_MESSAGES.reasonInvalid);
    for (const reason of ['RECEIVED', 'COUNTED', 'DAMAGED', 'RETURNED']) expect(reasons).toContain(reason);
  });

  it('answers a sale, a category and a stock refusal in Arabic when asked, in English otherwise', async () => {
    const owner = await t.tokenFor('OWNER');
    const sale = () => t.http.get('/api/v1/sales/cxxxxxxxxxxxxxxxxxxxxxxxx').set(t.bearer(owner));
    expect((await sale().expect(404)).body.message).toBe(SALE_MESSAGES.notFound);
    const arabicSale = await sale().set('Accept-Language', 'ar').expect(404);
    expect(arabicSale.body.message).toBe('عملية البيع غير موجودة');
    expect(arabicSale.headers['content-language']).toBe('ar');

    // a stock rule keeps its limit's number in Arabic
    const catId = (await createCategory(t, owner, { name: 'Stocked caps' })).id;
    const product = (await t.http.post('/api/v1/products').set(t.bearer(owner)).send(productPayload(catId)).expect(201)).body.data;
    const tooMany = await t.http
      .post(`/api/v1/products/${product.id}/stock/adjustments`)
      .set(t.bearer(owner))
      .set('Accept-Language', 'ar')
      .send({ size: product.sizes[0], reason: 'RECEIVED', quantity: STOCK_LIMITS.quantityMax + 1 })
      .expect(400);
    expect(tooMany.body.errors).toEqual({ quantity: `الكمية يجب ألا تزيد على ${STOCK_LIMITS.quantityMax}` });

    const category = await t.http
      .put('/api/v1/categories/cxxxxxxxxxxxxxxxxxxxxxxxx')
      .set(t.bearer(owner))
      .set('Accept-Language', 'ar')
      .send({ name: 'Nothing' })
      .expect(404);
    expect(category.body.message).toBe('الفئة غير موجودة');
    expect(CATEGORY_MESSAGES.notFound).toBe('Category not found');
  });
});
