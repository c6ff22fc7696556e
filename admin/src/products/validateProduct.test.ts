import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES } from '@shop/common';
import { i18nProvider } from '../i18n';
import { addEntry, canSubmitCreate, toProductBody, toProductChanges, validateProduct } from './validateProduct';

/** The body as it reaches the API (JSON leaves undefined fields out). */
const sent = (body: object) => JSON.parse(JSON.stringify(body));

const valid = {
  name: 'Bulls Snapback',
  brand: 'Starter',
  categoryId: 'c1',
  condition: 'NEW',
  originalPrice: 50,
  sellingPrice: 80,
  sizes: ['M'],
  colors: ['Red'],
  tags: [],
};

describe('product rules', () => {
  it('a valid product has no errors', () => expect(validateProduct(valid)).toEqual({}));
  it('name and brand lengths', () => {
    expect(validateProduct({ ...valid, name: '' }).name).toBe(PRODUCT_MESSAGES.nameRequired);
    expect(validateProduct({ ...valid, name: 'ab' }).name).toBe(PRODUCT_MESSAGES.nameMin);
    expect(validateProduct({ ...valid, name: 'x'.repeat(101) }).name).toBe(PRODUCT_MESSAGES.nameMax);
    expect(validateProduct({ ...valid, brand: 'a' }).brand).toBe(PRODUCT_MESSAGES.brandMin);
    expect(validateProduct({ ...valid, brand: 'x'.repeat(51) }).brand).toBe(PRODUCT_MESSAGES.brandMax);
  });
  it('price rules', () => {
    expect(validateProduct({ ...valid, originalPrice: -1 }).originalPrice).toBe(PRODUCT_MESSAGES.originalPricePositive);
    expect(validateProduct({ ...valid, sellingPrice: 1_000_000 }).sellingPrice).toBe(PRODUCT_MESSAGES.sellingPriceHigh);
    expect(validateProduct({ ...valid, sellingPrice: 40 }).sellingPrice).toBe(PRODUCT_MESSAGES.sellingBelowOriginal);
    expect(validateProduct({ ...valid, discountedPrice: 80 }).discountedPrice).toBe(PRODUCT_MESSAGES.discountNotBelowSelling);
    expect(validateProduct({ ...valid, discountedPrice: '' })).toEqual({});
  });
  it('lists', () => {
    expect(validateProduct({ ...valid, sizes: [] }).sizes).toBe(PRODUCT_MESSAGES.sizeRequired);
    expect(validateProduct({ ...valid, colors: [' '] }).colors).toBe(PRODUCT_MESSAGES.colorEmpty);
    expect(validateProduct({ ...valid, tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }).tags).toBe(PRODUCT_MESSAGES.tagsMax);
  });
  it('create button needs image, name, brand, category, condition and positive prices', () => {
    expect(canSubmitCreate(valid, 1)).toBe(true);
    expect(canSubmitCreate(valid, 0)).toBe(false);
    expect(canSubmitCreate({ ...valid, originalPrice: 0 }, 1)).toBe(false);
  });
  it('custom entries are trimmed, ignored when empty, not added twice', () => {
    expect(addEntry(['M'], '  L ')).toEqual(['M', 'L']);
    expect(addEntry(['M'], '   ')).toEqual(['M']);
    expect(addEntry(['Navy'], 'navy')).toEqual(['Navy']);
  });
  it('body: empty optional fields left out', () => {
    const body = toProductBody({ ...valid, subcategory: ' ', material: '', discountedPrice: '' });
    expect(body.subcategory).toBeUndefined();
    expect(body.material).toBeUndefined();
    expect(body.discountedPrice).toBeUndefined();
  });
  it('edit: cleared discount, subcategory, material and description reach the API as null', () => {
    const body = toProductBody({ ...valid, subcategory: ' ', material: '', discountedPrice: '', description: '' }, 'edit');
    expect(body).toMatchObject({ subcategory: null, material: null, discountedPrice: null, description: null });
    expect(sent(body)).toMatchObject({ subcategory: null, material: null, discountedPrice: null, description: null });
    // creating still leaves them out
    expect(sent(toProductBody({ ...valid, discountedPrice: null }))).not.toHaveProperty('discountedPrice');
  });
  it('edit: only the changed fields are sent', () => {
    const stored = {
      ...valid,
      categoryId: undefined,
      category: { id: 'c1' },
      subcategory: 'Snapback',
      material: 'Wool',
      discountedPrice: 70,
      description: null,
      featured: false,
      publiclyVisible: true,
    };
    const form = {
      ...valid,
      subcategory: 'Snapback',
      material: 'Wool',
      discountedPrice: 70,
      description: '',
      featured: false,
      publiclyVisible: true,
    };
    expect(toProductChanges(form, stored)).toEqual({});
    expect(toProductChanges({ ...form, discountedPrice: '', material: ' ', sizes: ['M', 'L'] }, stored)).toEqual({
      discountedPrice: null,
      material: null,
      sizes: ['M', 'L'],
    });
    expect(toProductChanges({ ...form, sellingPrice: '60', discountedPrice: null }, stored)).toEqual({ sellingPrice: 60, discountedPrice: null });
  });
});

describe('the product rules in Arabic', () => {
  afterEach(() => i18nProvider.changeLocale('en'));

  it('name a broken price rule in the Arabic the API answers with, and keep English for a staff member working in English', async () => {
    const cheap = { ...valid, originalPrice: 80, sellingPrice: 50 };
    expect(validateProduct(cheap).sellingPrice).toBe(PRODUCT_MESSAGES.sellingBelowOriginal);
    await i18nProvider.changeLocale('ar');
    expect(validateProduct(cheap).sellingPrice).toBe('سعر البيع يجب أن يساوي رأس المال أو يزيد عليه ليتحقق ربح');
    expect(validateProduct({ ...valid, name: '' }).name).toBe('اسم المنتج مطلوب');
  });
});
