import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { EAGER_CARDS, ProductCard, ProductGrid } from './ProductCard';

const card = {
  id: 'cp1',
  name: 'Tambay Snapback',
  brand: 'Tambay',
  condition: 'NEW' as const,
  sellingPrice: 120,
  discountedPrice: null,
  currency: 'SAR',
  images: [
    {
      id: 'i',
      url: '/uploads/a.jpg',
      cloudinaryId: 'product/x',
      alt: 'Red cap',
      altAr: null,
      order: 0,
      isPrimary: true,
      width: 600,
      height: 600,
      srcset: null,
    },
  ],
};

describe('Arabic content with English fallback', () => {
  it('renders a card in Arabic with the Arabic name, or the English one marked lang="en"', () => {
    const { container, unmount } = render(<ProductCard lang="ar" product={{ ...card, nameAr: 'سناب باك تمباي' }} />);
    const heading = container.querySelector('.card-name')!;
    expect(heading.textContent).toBe('سناب باك تمباي');
    expect(heading.getAttribute('lang')).toBeNull();
    expect(container.querySelector('a')!.getAttribute('href')).toBe('/ar/products/cp1');
    expect(container.querySelector('.price-now')!.textContent).toBe('120.00 ر.س');
    unmount();
    const fallback = render(<ProductCard lang="ar" product={card} />).container;
    expect(fallback.querySelector('.card-name')!.getAttribute('lang')).toBe('en');
    expect(fallback.querySelector('.card-name')!.textContent).toBe('Tambay Snapback');
    expect(fallback.querySelector('.badge-condition')!.textContent).toBe('جديد');
  });
});

describe('the listing grid (category and search pages)', () => {
  const products = ['g1', 'g2', 'g3'].map((id) => ({ ...card, id }));

  it('draws one card a product, the first ones eager, names as h2 and the cart quantities as badges', () => {
    const { container } = render(<ProductGrid lang="en" products={products} loading={false} quantities={{ g2: 3 }} licence={null} />);
    const grid = container.querySelector('.product-grid')!;
    expect(grid.getAttribute('aria-busy')).toBe('false');
    expect((grid as HTMLElement).style.opacity).toBe('1');
    expect([...grid.querySelectorAll('.card a')].map((a) => a.getAttribute('href'))).toEqual(['/products/g1', '/products/g2', '/products/g3']);
    expect([...grid.querySelectorAll('h2.card-name')]).toHaveLength(3);
    expect([...grid.querySelectorAll('img')].map((img) => img.getAttribute('loading'))).toEqual(
      products.map((_, i) => (i < EAGER_CARDS ? 'eager' : 'lazy')),
    );
    expect([...grid.querySelectorAll('.badge-in-cart')].map((b) => (b.hasAttribute('hidden') ? '' : b.textContent))).toEqual(['', '3 in cart', '']);
  });

  it('is dimmed and busy while the next page loads', () => {
    const grid = render(<ProductGrid lang="en" products={products} loading quantities={{}} />).container.querySelector(
      '.product-grid',
    ) as HTMLElement;
    expect(grid.getAttribute('aria-busy')).toBe('true');
    expect(grid.style.opacity).toBe('0.6');
  });
});
