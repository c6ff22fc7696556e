import { describe, expect, it } from 'vitest';
import type { ProductView } from '@shop/common';
import { maxQuantity, schemaAvailability, sizeLabel, stockBadge } from './stock';
import { normaliseStock, type StockFields } from './stock-fields';
import { normaliseProduct } from '../api/catalog-normalise';

const older = {
  id: 'p1',
  name: 'Cap',
  brand: 'B',
  description: null,
  nameAr: null,
  descriptionAr: null,
  condition: 'NEW',
  material: null,
  subcategory: null,
  sizes: ['S', 'M'],
  colors: [],
  tags: [],
  featured: false,
  publiclyVisible: true,
  archived: false,
  sellingPrice: 10,
  discountedPrice: null,
  currency: 'SAR',
  categoryId: 'c',
  category: { id: 'c', name: 'Caps', nameAr: null },
  images: [],
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
} satisfies Omit<ProductView, keyof StockFields>;

describe('stock fields of a product answer', () => {
  it('reads an answer of an older API (no stock fields) as untracked and in stock', () => {
    const p = normaliseProduct(older);
    expect([p.stockTracked, p.availability, p.stockLeft, p.sizeStock]).toEqual([false, 'IN_STOCK', null, []]);
    expect(stockBadge(p, 'en')).toBeNull();
    expect(maxQuantity(p)).toBeNull();
  });

  it('keeps the stock of a tracked product and drops nonsense counts', () => {
    const sizeStock = [
      { size: 'S', availability: 'SOLD_OUT', left: 0 },
      { size: 'M', availability: 'LOW_STOCK', left: 1 },
    ] as const;
    const p = normaliseProduct({ ...older, stockTracked: true, availability: 'LOW_STOCK', stockLeft: 1, sizeStock: [...sizeStock] });
    expect([p.availability, p.stockLeft]).toEqual(['LOW_STOCK', 1]);
    expect(p.sizeStock).toEqual(sizeStock);
    expect(normaliseStock({ stockTracked: true, availability: 'SOLD_OUT', stockLeft: -2 as number, sizeStock: [] }).stockLeft).toBeNull();
    expect(normaliseStock({ stockTracked: true, availability: 'GONE' as never, stockLeft: 1.5, sizeStock: [] })).toMatchObject({
      availability: 'IN_STOCK',
      stockLeft: null,
    });
    // Untracked wins over whatever else is sent.
    expect(
      normaliseStock({ stockTracked: false, availability: 'SOLD_OUT', stockLeft: 0, sizeStock: [{ size: 'S', availability: 'SOLD_OUT', left: 0 }] }),
    ).toEqual({
      stockTracked: false,
      availability: 'IN_STOCK',
      stockLeft: null,
      sizeStock: [],
    });
  });
});

describe('what a shopper is told', () => {
  it('badges: sold out, only N left, low stock without a number, nothing while in stock', () => {
    expect(stockBadge({ availability: 'SOLD_OUT', stockLeft: 0 }, 'en')).toEqual({ kind: 'sold-out', text: 'Sold out' });
    expect(stockBadge({ availability: 'LOW_STOCK', stockLeft: 1 }, 'en')).toEqual({ kind: 'low', text: 'Only 1 left' });
    expect(stockBadge({ availability: 'LOW_STOCK', stockLeft: null }, 'en')).toEqual({ kind: 'low', text: 'Low stock' });
    expect(stockBadge({ availability: 'IN_STOCK', stockLeft: 12 }, 'en')).toBeNull();
  });

  it('limits the cart to what is on hand when the count is known', () => {
    expect(maxQuantity({ availability: 'SOLD_OUT', stockLeft: null })).toBe(0);
    expect(maxQuantity({ availability: 'LOW_STOCK', stockLeft: 2 })).toBe(2);
    expect(maxQuantity({ availability: 'IN_STOCK', stockLeft: 7 })).toBe(7);
    expect(maxQuantity({ availability: 'IN_STOCK', stockLeft: null })).toBeNull();
  });

  it('names sold-out and nearly gone sizes', () => {
    expect(sizeLabel('M', { size: 'M', availability: 'SOLD_OUT', left: 0 }, 'en')).toBe('M, sold out');
    expect(sizeLabel('M', { size: 'M', availability: 'LOW_STOCK', left: 1 }, 'en')).toBe('M, only 1 left');
    expect(sizeLabel('M', undefined, 'en')).toBe('M');
  });

  it('maps availability onto schema.org', () => {
    expect(schemaAvailability('IN_STOCK')).toBe('https://schema.org/InStock');
    expect(schemaAvailability('LOW_STOCK')).toBe('https://schema.org/LimitedAvailability');
    expect(schemaAvailability('SOLD_OUT')).toBe('https://schema.org/OutOfStock');
  });
});
