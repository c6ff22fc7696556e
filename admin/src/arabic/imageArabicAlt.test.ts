import { describe, expect, it } from 'vitest';
import { imageAltArValues, withArabicAlt } from './imageArabicAlt';

const image = (n: number) => ({ url: `/uploads/${n}.png`, cloudinaryId: `p/${n}`, alt: `${n}.png`, order: n, isPrimary: n === 0 });

describe('Arabic alt text per image', () => {
  it('edits the stored texts in display order, blank for none', () => {
    expect(imageAltArValues([{ altAr: 'الأمام' }, { altAr: null }, {}])).toEqual(['الأمام', '', '']);
  });

  it('sends each image with its typed text trimmed, blank or missing as null (cleared)', () => {
    expect(withArabicAlt([image(0), image(1), image(2)], [' الأمام ', '   '])).toEqual([
      { ...image(0), altAr: 'الأمام' },
      { ...image(1), altAr: null },
      { ...image(2), altAr: null },
    ]);
    expect(withArabicAlt([image(0)], undefined)).toEqual([{ ...image(0), altAr: null }]);
  });
});
