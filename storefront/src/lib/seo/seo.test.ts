import { describe, expect, it } from 'vitest';
import { itemCondition, jsonLdScript, productJsonLd, titleFor } from './seo';
import { FALLBACK_SETTINGS } from '../settings/site';
import type { Product } from '../../model/types';

describe('tab titles', () => {
  it('follows the path, with the item name first on detail pages', () => {
    expect(titleFor('/', 'Retro Cap Shop')).toBe('Retro Cap Shop');
    expect(titleFor('/search', 'Retro Cap Shop')).toBe('Search - Retro Cap Shop');
    expect(titleFor('/category/c1', 'Retro Cap Shop', 'Caps')).toBe('Caps - Category - Retro Cap Shop');
    expect(titleFor('/products/c1', 'Retro Cap Shop', 'Tambay Snapback')).toBe('Tambay Snapback - Product - Retro Cap Shop');
    expect(titleFor('/about-us', 'Retro Cap Shop')).toBe('About-us - Retro Cap Shop');
  });
});

describe('JSON-LD', () => {
  const p = {
    id: 'c123',
    name: 'Cap </script>',
    brand: 'Tambay',
    description: null,
    nameAr: null,
    descriptionAr: null,
    condition: 'VINTAGE',
    material: null,
    subcategory: null,
    sellingPrice: 120,
    discountedPrice: 99,
    currency: 'SAR',
    sizes: [],
    colors: [],
    tags: [],
    featured: false,
    publiclyVisible: true,
    archived: false,
    images: [
      {
        id: 'i',
        url: '/uploads/a.jpg',
        cloudinaryId: 'product/a',
        alt: '',
        altAr: null,
        order: 0,
        isPrimary: true,
        width: null,
        height: null,
        srcset: null,
      },
    ],
    categoryId: 'k',
    category: { id: 'k', name: 'Caps', nameAr: null },
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    stockTracked: false,
    availability: 'IN_STOCK',
    stockLeft: null,
    sizeStock: [],
  } satisfies Product;

  it('offers carry the real availability', () => {
    const offer = (availability: Product['availability'], stockLeft: number | null) =>
      (productJsonLd({ ...p, stockTracked: true, availability, stockLeft }, 'https://shop.example', FALLBACK_SETTINGS)[0] as Record<string, any>)
        .offers.availability;
    expect(offer('SOLD_OUT', 0)).toBe('https://schema.org/OutOfStock');
    expect(offer('LOW_STOCK', 1)).toBe('https://schema.org/LimitedAvailability');
    expect(offer('IN_STOCK', null)).toBe('https://schema.org/InStock');
  });

  it('has Product with Offer and a BreadcrumbList', () => {
    const [product, crumbs] = productJsonLd(p, 'https://shop.example', FALLBACK_SETTINGS) as Record<string, any>[];
    expect(product.offers).toMatchObject({
      price: '99.00',
      priceCurrency: 'SAR',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/UsedCondition',
    });
    expect(product.image).toEqual(['https://shop.example/uploads/a.jpg']);
    expect(crumbs.itemListElement.map((c: any) => c.name)).toEqual(['Home', 'Caps', 'Cap </script>']);
    expect(jsonLdScript(product)).not.toContain('</script>');
  });

  it('maps the condition enum', () => {
    expect(itemCondition('NEW')).toBe('https://schema.org/NewCondition');
    expect(itemCondition('REFURBISHED')).toBe('https://schema.org/RefurbishedCondition');
    expect(itemCondition('SECOND_HAND')).toBe('https://schema.org/UsedCondition');
  });
});
