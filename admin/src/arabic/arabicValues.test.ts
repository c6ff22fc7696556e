import { describe, expect, it } from 'vitest';
import { ARABIC_FIELD_MESSAGES, CATEGORY_LIMITS, PRODUCT_LIMITS } from '@shop/common';
import { categoryArabicRules, productArabicErrors, toArabicBody } from './arabicValues';
import { toProductBody, toProductChanges, validateProduct } from '../products/validateProduct';
import { toCategoryBody } from '../categories/categoriesApi';

describe('Arabic form values', () => {
  it('trims the texts; a blank one is left out on create and sent as null on edit', () => {
    expect(toArabicBody({ nameAr: '  قبعة  ', descriptionAr: ' ' }, 'create')).toEqual({ nameAr: 'قبعة' });
    expect(toArabicBody({ nameAr: '  قبعة  ', descriptionAr: ' ' }, 'edit')).toEqual({ nameAr: 'قبعة', descriptionAr: null });
    expect(toArabicBody({}, 'create')).toEqual({});
  });

  it('holds a given Arabic product name to the English name length rules; blank is fine', () => {
    expect(productArabicErrors({ nameAr: '', descriptionAr: '' })).toEqual({});
    expect(productArabicErrors({ nameAr: ' قب ' })).toEqual({ nameAr: ARABIC_FIELD_MESSAGES.productNameMin });
    expect(productArabicErrors({ nameAr: 'ق'.repeat(PRODUCT_LIMITS.nameMax + 1) })).toEqual({ nameAr: ARABIC_FIELD_MESSAGES.productNameMax });
    expect(productArabicErrors({ descriptionAr: 'و'.repeat(PRODUCT_LIMITS.descriptionMax + 1) })).toEqual({
      descriptionAr: ARABIC_FIELD_MESSAGES.productDescriptionMax,
    });
    expect(productArabicErrors({ nameAr: 'ق'.repeat(PRODUCT_LIMITS.nameMax) })).toEqual({});
  });

  it('checks category Arabic texts input by input', () => {
    expect(categoryArabicRules.nameAr('ق'.repeat(CATEGORY_LIMITS.nameMax))).toBeUndefined();
    expect(categoryArabicRules.nameAr('ق'.repeat(CATEGORY_LIMITS.nameMax + 1))).toBe(ARABIC_FIELD_MESSAGES.categoryNameMax);
    expect(categoryArabicRules.descriptionAr('و'.repeat(CATEGORY_LIMITS.descriptionMax + 1))).toBe(ARABIC_FIELD_MESSAGES.categoryDescriptionMax);
    expect(categoryArabicRules.descriptionAr(undefined)).toBeUndefined();
  });

  it('is part of the product form: validated with the other fields, sent on create, changed or cleared on edit', () => {
    const valid = {
      name: 'Lakers Cap',
      brand: 'New Era',
      categoryId: 'c1',
      condition: 'NEW',
      originalPrice: 50,
      sellingPrice: 80,
      sizes: ['One Size'],
      colors: ['Purple'],
      tags: [],
    };
    expect(validateProduct({ ...valid, nameAr: 'قب' })).toEqual({ nameAr: ARABIC_FIELD_MESSAGES.productNameMin });
    expect(toProductBody({ ...valid, nameAr: ' قبعة ليكرز ', descriptionAr: '' })).toMatchObject({ nameAr: 'قبعة ليكرز' });
    expect(toProductBody({ ...valid, descriptionAr: '' })).not.toHaveProperty('descriptionAr');
    const stored = { ...toProductBody(valid, 'edit'), nameAr: 'قبعة ليكرز', descriptionAr: null };
    expect(toProductChanges({ ...valid, nameAr: 'قبعة ليكرز', descriptionAr: '' }, stored)).toEqual({});
    expect(toProductChanges({ ...valid, nameAr: '', descriptionAr: 'وصف' }, stored)).toEqual({ nameAr: null, descriptionAr: 'وصف' });
  });

  it('is part of the category body, blanks as null', () => {
    const body = toCategoryBody({ name: 'Caps', description: '', nameAr: ' قبعات ', descriptionAr: '', sortOrder: 1, publiclyVisible: true });
    expect(body).toMatchObject({ nameAr: 'قبعات', descriptionAr: null });
  });
});
