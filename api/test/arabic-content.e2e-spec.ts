import { PRODUCT_LIMITS } from '@shop/common';
import { TEXT_MESSAGES } from '../src/core/validation/text-input.pipe';
import { CATEGORY_SERVER_MESSAGES as C } from '../src/categories/categories.messages';
import { PRODUCT_SERVER_MESSAGES as S } from '../src/products/products.messages';
import { apiPath as api, bootTestApp, type TestApp } from './helpers/test-app';
import { createCategory, createProduct, storeImage } from './catalog.fixtures';

/** Arabic names, descriptions and alt texts: stored, answered to everyone, cleared with null, and found by search. */
describe('Arabic content', () => {
  let t: TestApp;
  let owner: string;
  let catId: string;

  const putProduct = (id: string, body: Record<string, unknown>) =>
    t.http
      .put(api(`/products/${id}`))
      .set(t.bearer(owner))
      .send(body);
  const putCategory = (id: string, body: Record<string, unknown>) =>
    t.http
      .put(api(`/categories/${id}`))
      .set(t.bearer(owner))
      .send(body);
  const searchNames = async (q: string, category = catId): Promise<string[]> => {
    const res = await t.http.get(api(`/products?category=${category}&limit=50&search=${encodeURIComponent(q)}`));
    expect(res.status).toBe(200);
    return res.body.data.products.map((p: { name: string }) => p.name);
  };

  beforeAll(async () => {
    t = await bootTestApp();
    owner = await t.tokenFor('OWNER');
    catId = (await createCategory(t, owner, { name: 'Hats', nameAr: '  قبعات  ', descriptionAr: 'قبعات من مانيلا' })).id;
  });
  afterAll(() => t.close());

  describe('categories', () => {
    it('stores the Arabic name and description trimmed and answers them to shoppers and staff', async () => {
      const staff = await t.http.get(api(`/categories/${catId}`)).set(t.bearer(owner));
      expect(staff.body.data).toMatchObject({ name: 'Hats', nameAr: 'قبعات', descriptionAr: 'قبعات من مانيلا' });
      const one = await t.http.get(api(`/categories/${catId}`));
      expect(one.body.data).toMatchObject({ nameAr: 'قبعات', descriptionAr: 'قبعات من مانيلا' });
      const list = await t.http.get(api('/categories/public'));
      expect(list.body.data.find((c: { id: string }) => c.id === catId)).toMatchObject({ nameAr: 'قبعات', descriptionAr: 'قبعات من مانيلا' });
    });

    it('answers null when no Arabic is given, keeps it when left out, clears it with null or blank', async () => {
      const plain = await createCategory(t, owner, { name: 'Plain Category' });
      expect(plain).toMatchObject({ nameAr: null, descriptionAr: null });
      const set = await putCategory(plain.id, { name: 'Plain Category', nameAr: 'فئة', descriptionAr: 'وصف' });
      expect(set.body.data).toMatchObject({ nameAr: 'فئة', descriptionAr: 'وصف' });
      const kept = await putCategory(plain.id, { name: 'Plain Category', description: 'English only' });
      expect(kept.body.data).toMatchObject({ nameAr: 'فئة', descriptionAr: 'وصف', description: 'English only' });
      const cleared = await putCategory(plain.id, { name: 'Plain Category', nameAr: null, descriptionAr: '   ' });
      expect(cleared.status).toBe(200);
      expect(cleared.body.data).toMatchObject({ nameAr: null, descriptionAr: null });
    });

    it('refuses too long or unusable Arabic text with a 400 naming the field', async () => {
      const long = await putCategory(catId, { name: 'Hats', nameAr: 'ق'.repeat(101), descriptionAr: 'و'.repeat(1001) });
      expect(long.status).toBe(400);
      expect(long.body.errors).toEqual({ nameAr: C.nameArTooLong, descriptionAr: C.descriptionArTooLong });
      const nul = await putCategory(catId, { name: 'Hats', nameAr: 'قبع\u0000ات' });
      expect(nul.status).toBe(400);
      expect(nul.body.errors).toEqual({ nameAr: TEXT_MESSAGES.nul('nameAr') });
      const broken = await putCategory(catId, { name: 'Hats', descriptionAr: 'قبعات \ud800' });
      expect(broken.status).toBe(400);
      expect(broken.body.errors).toEqual({ descriptionAr: TEXT_MESSAGES.illFormed('descriptionAr') });
      expect((await putCategory(catId, { name: 'Hats', nameAr: 42 })).body.errors).toEqual({ nameAr: C.nameArTooLong });
    });
  });

  describe('products', () => {
    it('stores the Arabic name and description trimmed and answers them, with the category Arabic name, to shoppers and staff', async () => {
      const p = await createProduct(t, owner, catId, { name: 'Desert Cap', nameAr: ' قبعة الصحراء ', descriptionAr: ' قبعة قطنية خفيفة ' });
      expect(p).toMatchObject({ nameAr: 'قبعة الصحراء', descriptionAr: 'قبعة قطنية خفيفة', category: { id: catId, name: 'Hats', nameAr: 'قبعات' } });
      const one = await t.http.get(api(`/products/${p.id}`));
      expect(one.body.data).toMatchObject({ nameAr: 'قبعة الصحراء', descriptionAr: 'قبعة قطنية خفيفة', category: { nameAr: 'قبعات' } });
      const list = await t.http.get(api(`/products?category=${catId}&limit=100`));
      expect(list.body.data.products.find((x: { id: string }) => x.id === p.id)).toMatchObject({
        nameAr: 'قبعة الصحراء',
        category: { nameAr: 'قبعات' },
      });
      const staffList = await t.http.get(api(`/products?category=${catId}&limit=100`)).set(t.bearer(owner));
      expect(staffList.body.data.products.find((x: { id: string }) => x.id === p.id)).toMatchObject({ descriptionAr: 'قبعة قطنية خفيفة' });
    });

    it('answers null without Arabic, keeps it when left out, clears it with null or blank', async () => {
      const p = await createProduct(t, owner, catId, { name: 'English Only Cap' });
      expect(p).toMatchObject({ nameAr: null, descriptionAr: null });
      const set = await putProduct(p.id, { nameAr: 'قبعة إنجليزية', descriptionAr: 'وصف' });
      expect(set.body.data).toMatchObject({ nameAr: 'قبعة إنجليزية', descriptionAr: 'وصف' });
      const kept = await putProduct(p.id, { sellingPrice: 150 });
      expect(kept.body.data).toMatchObject({ nameAr: 'قبعة إنجليزية', descriptionAr: 'وصف', sellingPrice: 150 });
      const cleared = await putProduct(p.id, { nameAr: null, descriptionAr: '' });
      expect(cleared.status).toBe(200);
      expect(cleared.body.data).toMatchObject({ nameAr: null, descriptionAr: null });
      const blank = await putProduct(p.id, { nameAr: '   ' });
      expect(blank.body.data.nameAr).toBeNull();
    });

    it('holds the Arabic name to the English name length rules, and refuses unusable text, naming the field', async () => {
      const p = await createProduct(t, owner, catId, { name: 'Rules Cap' });
      const short = await putProduct(p.id, { nameAr: ' قب ' });
      expect(short.status).toBe(400);
      expect(short.body.errors).toEqual({ nameAr: S.nameArMin });
      const long = await putProduct(p.id, {
        nameAr: 'ق'.repeat(PRODUCT_LIMITS.nameMax + 1),
        descriptionAr: 'و'.repeat(PRODUCT_LIMITS.descriptionMax + 1),
      });
      expect(long.body.errors).toEqual({ nameAr: S.nameArMax, descriptionAr: S.descriptionArMax });
      expect((await putProduct(p.id, { nameAr: 'ق'.repeat(PRODUCT_LIMITS.nameMax) })).status).toBe(200);
      expect((await putProduct(p.id, { nameAr: ['قبعة'] })).body.errors).toEqual({ nameAr: S.nameArInvalid });
      const nul = await putProduct(p.id, { nameAr: 'قبعة\u0000' });
      expect(nul.status).toBe(400);
      expect(nul.body.errors).toEqual({ nameAr: TEXT_MESSAGES.nul('nameAr') });
      const broken = await t.http.post(api('/products')).set(t.bearer(owner)).send({ name: 'x', descriptionAr: '\udc00قبعة' });
      expect(broken.status).toBe(400);
      expect(broken.body.errors).toEqual({ descriptionAr: TEXT_MESSAGES.illFormed('descriptionAr') });
    });

    it('stores Arabic alt text per image, keeps it when an image is resubmitted without it, clears it with null', async () => {
      const p = await createProduct(t, owner, catId, { name: 'Alt Text Cap' });
      const [a, b] = [await storeImage(t, 'product', p.id, 0), await storeImage(t, 'product', p.id, 1)];
      const res = await putProduct(p.id, {
        images: [
          { url: a.url, cloudinaryId: a.cloudinaryId, alt: 'Front', altAr: ' الأمام ', order: 0 },
          { url: b.url, cloudinaryId: b.cloudinaryId, alt: 'Back', order: 1 },
        ],
      });
      expect(res.status).toBe(200);
      expect(res.body.data.images.map((i: { alt: string; altAr: string | null }) => [i.alt, i.altAr])).toEqual([
        ['Front', 'الأمام'],
        ['Back', null],
      ]);
      const shopper = await t.http.get(api(`/products/${p.id}`));
      expect(shopper.body.data.images[0].altAr).toBe('الأمام');

      const resubmitted = await putProduct(p.id, {
        images: res.body.data.images
          .map(({ altAr: _left, ...i }: Record<string, unknown>) => i)
          .reverse()
          .map((i: Record<string, unknown>, n: number) => ({ ...i, order: n })),
      });
      expect(resubmitted.body.data.images.map((i: { alt: string; altAr: string | null }) => [i.alt, i.altAr])).toEqual([
        ['Back', null],
        ['Front', 'الأمام'],
      ]);

      const cleared = await putProduct(p.id, { images: resubmitted.body.data.images.map((i: Record<string, unknown>) => ({ ...i, altAr: null })) });
      expect(cleared.body.data.images.map((i: { altAr: string | null }) => i.altAr)).toEqual([null, null]);

      const long = await putProduct(p.id, { images: [{ url: a.url, cloudinaryId: a.cloudinaryId, alt: 'Front', altAr: 'و'.repeat(301), order: 0 }] });
      expect(long.status).toBe(400);
      expect(long.body.errors).toEqual({ 'images.0.altAr': S.imageAltArInvalid });
    });
  });

  describe('search', () => {
    let searchCat: string;

    beforeAll(async () => {
      searchCat = (await createCategory(t, owner, { name: 'Arabic Search Set' })).id;
      const products: Record<string, unknown>[] = [
        { name: 'Plain Snapback', nameAr: 'قبعة سناب باك', descriptionAr: 'قبعة رياضية بشعار مطرز' },
        { name: 'Running Shoes', nameAr: 'أحذية جري', descriptionAr: 'أحذية خفيفة للمشي والجري' },
        // fully vowelled, with tatweel: found when typed plainly
        { name: 'Embroidered Tee', nameAr: 'قَمِيصٌ مُطَرَّزٌ', descriptionAr: 'تيشيرت قُطْنِيّ بِتَطْرِيـــز يدوي' },
        { name: 'Guidance Hoodie', nameAr: 'هودي هدى', descriptionAr: 'هودي إسلامي الطابع من قطن مصري' },
        // the word only in the description: ranked after a name match
        { name: 'Travel Bag', nameAr: 'حقيبة سفر', descriptionAr: 'حقيبة تتسع لقبعة وحذاء' },
        { name: 'English Bucket Hat', description: 'No Arabic given' },
      ];
      for (const p of products) await createProduct(t, owner, searchCat, { tags: [], description: null, ...p });
    });

    it.each([
      ['قبعه', ['Plain Snapback', 'Travel Bag']],
      ['قبعة', ['Plain Snapback', 'Travel Bag']],
      ['قُبَّعَة', ['Plain Snapback', 'Travel Bag']],
      ['قبعـــة', ['Plain Snapback', 'Travel Bag']],
      // the plural finds the singular (حذاء) too, as a word of the bag's description, like قبعة above
      ['احذيه', ['Running Shoes', 'Travel Bag']],
      ['إحذية', ['Running Shoes', 'Travel Bag']],
      ['آحذيه', ['Running Shoes', 'Travel Bag']],
      ['مطرز', ['Plain Snapback', 'Embroidered Tee']],
      ['قميص', ['Embroidered Tee']],
      ['تطريز', ['Embroidered Tee']],
      ['هدي', ['Guidance Hoodie']],
      ['اسلامي', ['Guidance Hoodie']],
      ['قبعه رياضيه', ['Plain Snapback']],
      ['قبعة snapback', ['Plain Snapback']],
      ['حقيبه', ['Travel Bag']],
    ])('"%s" finds %j', async (q, expected) => {
      expect((await searchNames(q, searchCat)).sort()).toEqual([...expected].sort());
    });

    it('ranks an Arabic name match before a match in the description', async () => {
      expect(await searchNames('قبعه', searchCat)).toEqual(['Plain Snapback', 'Travel Bag']);
    });

    it('keeps English search as it was: English words find English text only', async () => {
      expect(await searchNames('snapback', searchCat)).toEqual(['Plain Snapback']);
      expect(await searchNames('bucket', searchCat)).toEqual(['English Bucket Hat']);
      // the folded Arabic is stored as upper-case codes; a lower-case English word never meets them
      for (const q of ['bcaeaubh', 'ad', 'bh']) expect(await searchNames(q, searchCat)).toEqual([]);
    });

    it('follows changes of the Arabic name and treats a word of only tatweel or diacritics as no word', async () => {
      const p = await createProduct(t, owner, searchCat, { name: 'Renamed Cap', tags: [], description: null });
      expect(await searchNames('طاقية', searchCat)).toEqual([]);
      await putProduct(p.id, { nameAr: 'طاقيّة' });
      expect(await searchNames('طاقيه', searchCat)).toEqual(['Renamed Cap']);
      await putProduct(p.id, { nameAr: null });
      expect(await searchNames('طاقيه', searchCat)).toEqual([]);
      expect((await searchNames('ـــ َ', searchCat)).length).toBe(7);
    });

    it('corrects a misspelt Arabic word to a close Arabic catalog word', async () => {
      expect(await searchNames('حقيبت', searchCat)).toEqual(['Travel Bag']);
    });
  });
});
