import { describe, expect, it } from 'vitest';
import { sizePresetsFor } from './presets';

describe('size presets', () => {
  it('chooses presets by category name', () => {
    expect(sizePresetsFor('Vintage T-Shirts')).toContain('XXXL');
    expect(sizePresetsFor('Shoes')[0]).toBe('35');
    expect(sizePresetsFor('Caps')).toContain('One Size');
    expect(sizePresetsFor(undefined)).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
  });
});
