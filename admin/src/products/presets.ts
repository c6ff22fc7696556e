/** What the product form offers before the staff member types anything. */
import type { Condition } from '@shop/common';

export const DEFAULT_CONDITION: Condition = 'NEW';

export const SIZE_PRESETS = {
  cap: ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'One Size'],
  shirt: ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'],
  shoe: ['35', '36', '37', '38', '39', '40', '41', '42', '43', '44', '45', '46', '47'],
  /** The edit screen's list while no category is chosen. */
  noCategory: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
} as const;

/**
 * The sizes offered for a category name. Any other name, and no category on the create screen, get the cap list;
 * the edit screen falls back to XS through XXL while no category is chosen.
 */
export function sizePresetsFor(categoryName: string | undefined | null, screen: 'create' | 'edit' = 'edit'): readonly string[] {
  const name = (categoryName ?? '').toLowerCase();
  if (!name) return screen === 'create' ? SIZE_PRESETS.cap : SIZE_PRESETS.noCategory;
  if (name.includes('cap')) return SIZE_PRESETS.cap;
  if (name.includes('shirt')) return SIZE_PRESETS.shirt;
  if (name.includes('shoe')) return SIZE_PRESETS.shoe;
  return SIZE_PRESETS.cap;
}

export const COLOR_PRESETS = [
  'Black',
  'White',
  'Gray',
  'Red',
  'Blue',
  'Green',
  'Yellow',
  'Orange',
  'Purple',
  'Pink',
  'Brown',
  'Navy',
  'Beige',
  'Maroon',
  'Olive',
  'Tan',
] as const;
