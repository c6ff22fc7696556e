import sharp from 'sharp';
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from './demo-catalog';
import { paint, productSvg, renderProductImage } from './product-art';

describe('product art', () => {
  it('paints the product in its colour', () => {
    expect(productSvg('cap', ['Red'])).toContain(paint('Red'));
    expect(productSvg('shoe', ['Navy', 'White'], 1)).toContain('scale(-1 1)');
  });

  it('renders an 800x800 JPEG', async () => {
    const meta = await sharp(await renderProductImage('tee', ['Maroon', 'White'], 2)).metadata();
    expect(meta).toMatchObject({ width: 800, height: 800, format: 'jpeg' });
  });
});

describe('demo catalog data', () => {
  it('keeps the product rules: profit, discount below selling, 1-3 images, valid sizes and colours', () => {
    for (const p of DEMO_PRODUCTS) {
      expect(p.sellingPrice).toBeGreaterThanOrEqual(p.originalPrice);
      if (p.discountedPrice) expect(p.discountedPrice).toBeLessThan(p.sellingPrice);
      expect(p.images).toBeGreaterThanOrEqual(1);
      expect(p.images).toBeLessThanOrEqual(3);
      expect(p.sizes.length).toBeGreaterThan(0);
      for (const c of p.colors) expect(paint(c, 'none')).not.toBe('none');
      expect(p.tags.length).toBeLessThanOrEqual(10);
      expect(DEMO_CATEGORIES.some((c) => c.key === p.category)).toBe(true);
    }
    expect(DEMO_PRODUCTS.filter((p) => p.archived)).toHaveLength(2);
  });
});
