import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ProductDetail } from './ProductDetail';
import { ProductCard, toCardProduct } from '../../components/ProductCard';
import type { Product } from '../../model/types';
import type { StockFields } from '../../lib/rules/stock-fields';

const product = (stock: Partial<StockFields>): Product => ({
  id: 'p1',
  name: 'Tambay Snapback',
  brand: 'Tambay',
  description: null,
  nameAr: null,
  descriptionAr: null,
  condition: 'NEW',
  material: null,
  subcategory: null,
  sizes: ['S', 'M', 'L'],
  colors: [],
  tags: [],
  featured: false,
  publiclyVisible: true,
  archived: false,
  sellingPrice: 100,
  discountedPrice: null,
  currency: 'SAR',
  categoryId: 'c',
  category: { id: 'c', name: 'Caps', nameAr: null },
  images: [],
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  stockTracked: true,
  availability: 'IN_STOCK',
  stockLeft: null,
  sizeStock: [],
  ...stock,
});

describe('stock on the product page', () => {
  it('a sold-out product: Sold out, the add button disabled with its reason', () => {
    render(<ProductDetail lang="en" product={product({ availability: 'SOLD_OUT', stockLeft: 0 })} canonicalUrl="https://shop.example/products/p1" />);
    const button = screen.getByRole('button', { name: 'Sold out' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.hasAttribute('data-product')).toBe(false);
    expect(document.getElementById(button.getAttribute('aria-describedby')!)!.textContent).toBe('Sold out: this piece is no longer available.');
    expect(document.querySelector('[data-stock-status]')!.textContent).toBe('Sold out');
  });

  it('the last piece: Only 1 left, sold-out sizes named as such, and the add button carries the limit', () => {
    render(
      <ProductDetail
        lang="en"
        product={product({
          availability: 'LOW_STOCK',
          stockLeft: 1,
          sizeStock: [
            { size: 'S', availability: 'SOLD_OUT', left: 0 },
            { size: 'M', availability: 'LOW_STOCK', left: 1 },
            { size: 'L', availability: 'SOLD_OUT', left: 0 },
          ],
        })}
        canonicalUrl="https://shop.example/products/p1"
      />,
    );
    expect(document.querySelector('[data-stock-status]')!.textContent).toBe('Only 1 left');
    const sizes = screen
      .getAllByRole('radio')
      .map((radio) => [radio.getAttribute('aria-label'), (radio as HTMLInputElement).disabled, radio.closest('label')!.textContent]);
    expect(sizes).toEqual([
      ['S, sold out', true, 'SSold out'],
      ['M, only 1 left', false, 'MOnly 1 left'],
      ['L, sold out', true, 'LSold out'],
    ]);
    const add = screen.getByRole('button', { name: 'Add to Cart' });
    expect(JSON.parse(add.getAttribute('data-product')!)).toMatchObject({ productId: 'p1', left: 1 });
    expect(screen.getByRole('group', { name: 'Size' }).id).toBe(add.getAttribute('data-size-from'));
    expect(document.querySelector<HTMLElement>('[data-sold-out-note]')!.hidden).toBe(true);
  });

  it('an untracked product shows no stock at all', () => {
    render(<ProductDetail lang="en" product={product({ stockTracked: false })} canonicalUrl="https://shop.example/products/p1" />);
    expect(document.querySelector('[data-stock-status]')).toBeNull();
    expect(document.querySelector('.is-sold-out')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add to Cart' }).hasAttribute('disabled')).toBe(false);
  });
});

describe('stock on product cards', () => {
  it('Sold out, Only N left, Low stock, or nothing', () => {
    const badge = (stock: Partial<StockFields>) => {
      const { container, unmount } = render(<ProductCard lang="en" product={toCardProduct(product(stock))} />);
      const text = [container.querySelector('[data-stock-badge]')?.textContent ?? null, container.querySelector('.card')!.className];
      unmount();
      return text;
    };
    expect(badge({ availability: 'SOLD_OUT', stockLeft: 0 })).toEqual(['Sold out', 'card is-sold-out']);
    expect(badge({ availability: 'LOW_STOCK', stockLeft: 2 })).toEqual(['Only 2 left', 'card']);
    expect(badge({ availability: 'LOW_STOCK', stockLeft: null })).toEqual(['Low stock', 'card']);
    expect(badge({ availability: 'IN_STOCK', stockLeft: null })).toEqual([null, 'card']);
  });
});

describe('stock in Arabic', () => {
  it('a sold-out product page says so in Arabic: badge, button and its note', () => {
    render(
      <ProductDetail
        lang="ar"
        product={product({ availability: 'SOLD_OUT', stockLeft: 0, sizeStock: [{ size: 'M', availability: 'SOLD_OUT', left: 0 }] })}
        canonicalUrl="https://shop.example/ar/products/p1"
      />,
    );
    const button = screen.getByRole('button', { name: 'نفدت الكمية' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(document.getElementById(button.getAttribute('aria-describedby')!)!.textContent).toBe('نفدت الكمية: هذه القطعة لم تعد متوفرة.');
    expect(document.querySelector('[data-stock-status]')!.textContent).toBe('نفدت الكمية');
    expect(screen.getAllByRole('radio')[1].getAttribute('aria-label')).toBe('المقاس M، نفدت الكمية');
  });

  it('the last pieces in Arabic plural forms, on the page and on cards', () => {
    render(
      <ProductDetail
        lang="ar"
        product={product({ availability: 'LOW_STOCK', stockLeft: 1, sizeStock: [{ size: 'M', availability: 'LOW_STOCK', left: 2 }] })}
        canonicalUrl="https://shop.example/ar/products/p1"
      />,
    );
    expect(document.querySelector('[data-stock-status]')!.textContent).toBe('بقيت قطعة واحدة فقط');
    expect(screen.getAllByRole('radio')[1].getAttribute('aria-label')).toBe('المقاس M، بقيت قطعتان فقط');
    expect(screen.getAllByRole('radio')[1].closest('label')!.textContent).toBe('Mبقيت قطعتان');
    const badge = (stock: Partial<StockFields>) => {
      const { container, unmount } = render(<ProductCard lang="ar" product={toCardProduct(product(stock))} />);
      const text = container.querySelector('[data-stock-badge]')?.textContent ?? null;
      unmount();
      return text;
    };
    expect(badge({ availability: 'SOLD_OUT', stockLeft: 0 })).toBe('نفدت الكمية');
    expect(badge({ availability: 'LOW_STOCK', stockLeft: 2 })).toBe('بقيت قطعتان فقط');
    expect(badge({ availability: 'LOW_STOCK', stockLeft: 3 })).toBe('بقيت 3 قطع فقط');
    expect(badge({ availability: 'LOW_STOCK', stockLeft: 11 })).toBe('بقيت 11 قطعة فقط');
    expect(badge({ availability: 'LOW_STOCK', stockLeft: null })).toBe('الكمية محدودة');
  });
});
