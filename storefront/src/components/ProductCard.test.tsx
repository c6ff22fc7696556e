import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { ProductCard } from './ProductCard';

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
