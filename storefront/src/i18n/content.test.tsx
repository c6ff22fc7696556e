import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { langAttr, localAlt, localDescription, localName, localText } from './content';
import { ProductCard } from '../components/ProductCard';
import { localePath, stripLang } from './lang';

const card = {
  id: 'cp1', name: 'Tambay Snapback', brand: 'Tambay', condition: 'NEW' as const, sellingPrice: 120, discountedPrice: null, currency: 'SAR',
  images: [{ id: 'i', url: '/uploads/a.jpg', cloudinaryId: 'product/x', alt: 'Red cap', altAr: null, order: 0, isPrimary: true, width: 600, height: 600, srcset: null }],
};

describe('Arabic content with English fallback', () => {
  it('uses the Arabic text when given and not blank', () => {
    expect(localText('ar', 'Caps', 'كابات')).toEqual({ text: 'كابات', fallback: false });
    expect(localName('ar', { name: 'Caps', nameAr: '  كابات ' })).toEqual({ text: 'كابات', fallback: false });
  });

  it('falls back to the English text, marked lang="en", when no Arabic is given', () => {
    for (const missing of [null, undefined, '', '   ']) {
      const t = localName('ar', { name: 'Caps', nameAr: missing });
      expect(t).toEqual({ text: 'Caps', fallback: true });
      expect(langAttr(t)).toBe('en');
    }
    expect(localDescription('ar', { description: 'Snapbacks', descriptionAr: null })).toEqual({ text: 'Snapbacks', fallback: true });
    expect(localDescription('ar', { description: null, descriptionAr: null })).toBeNull();
    expect(localAlt('ar', { alt: 'Red cap', altAr: null })).toBe('Red cap');
    expect(localAlt('ar', { alt: 'Red cap', altAr: 'كاب أحمر' })).toBe('كاب أحمر');
  });

  it('never marks English pages, whatever Arabic exists', () => {
    const t = localName('en', { name: 'Caps', nameAr: 'كابات' });
    expect(t).toEqual({ text: 'Caps', fallback: false });
    expect(langAttr(t)).toBeUndefined();
  });

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

  it('maps addresses between the languages', () => {
    expect(localePath('ar', '/')).toBe('/ar/');
    expect(localePath('ar', '/category/c1/page/2')).toBe('/ar/category/c1/page/2');
    expect(localePath('en', '/ar/products/p1')).toBe('/products/p1');
    expect(stripLang('/ar')).toBe('/');
    expect(stripLang('/arabic-caps')).toBe('/arabic-caps');
  });
});
