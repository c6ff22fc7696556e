import { describe, expect, it } from 'vitest';
import { toCategoryBody, type CategoryValues } from './categoriesApi';

const values: CategoryValues = { name: 'Caps', description: '', nameAr: '', descriptionAr: '', sortOrder: 1, publiclyVisible: true };

describe('category Google product category in the request body', () => {
  it('is sent trimmed, and as null when blank so the API clears it', () => {
    expect(toCategoryBody({ ...values, googleProductCategory: '  173 ' }).googleProductCategory).toBe('173');
    expect(toCategoryBody({ ...values, googleProductCategory: '   ' }).googleProductCategory).toBeNull();
    expect(toCategoryBody(values).googleProductCategory).toBeNull();
  });
});
