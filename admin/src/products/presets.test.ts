import { describe, expect, it } from 'vitest';
import { sizePresetsFor } from './presets';

describe('size presets', () => {
  it('chooses presets by category name', () => {
    expect(sizePresetsFor('Vintage T-Shirts')).toContain('XXXL');
    expect(sizePresetsFor('Shoes')[0]).toBe('35');
    expect(sizePresetsFor('Caps')).toContain('One Size');
    expect(sizePresetsFor(undefined)).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
  });

  it('with no category chosen: the cap list with One Size on create, XS to XXL on edit', () => {
    expect(sizePresetsFor(undefined, 'create')).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL', 'One Size']);
    expect(sizePresetsFor('', 'create')).toContain('One Size');
    expect(sizePresetsFor(undefined, 'edit')).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    expect(sizePresetsFor('Shoes', 'create')[0]).toBe('35');
  });
});
