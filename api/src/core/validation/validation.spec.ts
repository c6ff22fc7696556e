import type { ValidationError } from '@nestjs/common';
import { flattenValidationErrors } from './validation';

const err = (property: string, constraints?: Record<string, string>, children: ValidationError[] = []): ValidationError =>
  ({ property, constraints, children }) as ValidationError;

describe('flattenValidationErrors', () => {
  it('keeps the first declared rule of each field, with nested paths', () => {
    const out = flattenValidationErrors([
      err('name', { minLength: 'too short', isNotEmpty: 'Product name is required' }),
      err('images', undefined, [err('0', undefined, [err('url', { isUrl: 'Image URL is not valid' })])]),
    ]);
    expect(out).toEqual({ name: 'Product name is required', 'images.0.url': 'Image URL is not valid' });
  });

  it("prefers the field's own rule over class-validator's generic nested-shape message", () => {
    const out = flattenValidationErrors([
      err('images', {
        isArray: 'Validation Error: At least one image is required',
        nestedValidation: 'each value in nested property images must be either object or array',
      }),
    ]);
    expect(out.images).toBe('Validation Error: At least one image is required');
  });

  it('puts unknown-field complaints after the real field errors', () => {
    const out = flattenValidationErrors([
      err('isAdmin', { whitelistValidation: 'property isAdmin should not exist' }),
      err('email', { isEmail: 'Invalid email address' }),
    ]);
    expect(Object.entries(out)).toEqual([
      ['email', 'Invalid email address'],
      ['isAdmin', 'Unknown field: isAdmin'],
    ]);
  });
});
