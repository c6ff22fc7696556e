import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ProductDetail } from './ProductDetail';
import { SIZE_SOLD_OUT_EVENT, initSizePicker } from './size-picker';
import { refreshSizes } from './size-refresh';
import { withChosenSize } from '../cart/cart-ui';
import type { Product } from '../../model/types';
import type { Lang } from '../../i18n/lang';

const shoe: Product = {
  id: 'p1',
  name: 'Court Sneaker',
  brand: 'Krwn',
  description: null,
  nameAr: 'حذاء كورت',
  descriptionAr: null,
  condition: 'NEW',
  material: null,
  subcategory: null,
  sizes: ['42', '43', '44'],
  colors: [],
  tags: [],
  featured: false,
  publiclyVisible: true,
  archived: false,
  sellingPrice: 300,
  discountedPrice: null,
  currency: 'SAR',
  categoryId: 'c',
  category: { id: 'c', name: 'Shoes', nameAr: null },
  images: [],
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  stockTracked: true,
  availability: 'LOW_STOCK',
  stockLeft: 3,
  sizeStock: [
    { size: '42', availability: 'LOW_STOCK', left: 1 },
    { size: '43', availability: 'IN_STOCK', left: 2 },
    { size: '44', availability: 'SOLD_OUT', left: 0 },
  ],
};

/** A stand-in for the address bar: what the picker writes with replaceState. */
function address(href: string) {
  const url = new URL(href);
  const hist = { state: null, replaceState: (_s: unknown, _t: string, to: URL | string) => (url.href = String(to)) } as unknown as History;
  return { loc: url as unknown as Location, hist, url };
}

function page(lang: Lang = 'en', product: Product = shoe, href = 'https://shop.example/products/p1') {
  render(
    <ProductDetail
      lang={lang}
      product={product}
      canonicalUrl={`https://shop.example${lang === 'ar' ? '/ar' : ''}/products/p1`}
      chat={{ messengerUrl: 'https://m.me/retrocaps', whatsapp: null }}
    />,
  );
  const picker = document.querySelector<HTMLElement>('[data-size-picker]')!;
  const at = address(href);
  initSizePicker(picker, at);
  const add = screen.getAllByRole('button').find((b) => b.hasAttribute('data-add-to-cart'))!;
  const line = () => withChosenSize(add, JSON.parse(add.dataset.product!));
  return { picker, add, line, at };
}

const prompt = () => document.querySelector('[data-size-prompt]')!.textContent;

afterEach(cleanup);

describe('the size picker', () => {
  it('is a labelled radio group; each size says its state, a sold-out one cannot be chosen and offers a chat', () => {
    page();
    const group = screen.getByRole('group', { name: 'Size' });
    expect(group.getAttribute('aria-describedby')).toBe(document.querySelector('[data-size-prompt]')!.id);
    expect(document.querySelector('[data-size-prompt]')!.getAttribute('aria-live')).toBe('polite');
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => [r.getAttribute('aria-label'), r.disabled, r.checked])).toEqual([
      ['42, only 1 left', false, false],
      ['43', false, false],
      ['44, sold out', true, false],
    ]);
    const ask = screen.getByRole('link', { name: 'Ask when size 44 is back' });
    const text = new URL(ask.getAttribute('href')!).searchParams.get('text');
    expect(text).toBe('Hello! Court Sneaker in size 44 is sold out. Please tell me when it is back. https://shop.example/products/p1?size=44');
    expect(document.querySelectorAll('[data-ask-back]:not([hidden])')).toHaveLength(1);
  });

  it('asks for a size in words until one is chosen, then adds that size with its own limit and writes the address', () => {
    const { line, picker, at } = page();
    expect(line()).toBeNull();
    expect(prompt()).toBe('Choose a size to add this to your cart.');
    const radio = screen.getByRole('radio', { name: '43' }) as HTMLInputElement;
    radio.click();
    expect(prompt()).toBe('');
    expect(at.url.search).toBe('?size=43');
    expect(line()).toMatchObject({ id: 'p1|43', size: '43', left: 2 });
    expect(picker.querySelector('input:checked')).toBe(radio);
  });

  it('takes the size from the address; an unknown or sold-out one is said, not chosen', () => {
    page('en', shoe, 'https://shop.example/products/p1?size=42');
    expect((screen.getByRole('radio', { name: '42, only 1 left' }) as HTMLInputElement).checked).toBe(true);
    cleanup();
    page('en', shoe, 'https://shop.example/products/p1?size=44');
    expect(document.querySelector('input:checked')).toBeNull();
    expect(prompt()).toBe('Size 44 is sold out. Choose another size, or ask when it is back.');
    cleanup();
    page('ar', shoe, 'https://shop.example/ar/products/p1?size=47');
    expect(document.querySelector('input:checked')).toBeNull();
    expect(prompt()).toBe('لا يتوفر هذا المنتج بالمقاس 47. اختر أحد مقاساته.');
  });

  it('a product with one size has it chosen already', () => {
    const { line } = page('en', { ...shoe, sizes: ['7 1/4'], sizeStock: [{ size: '7 1/4', availability: 'IN_STOCK', left: 5 }] });
    expect((screen.getByRole('radio') as HTMLInputElement).checked).toBe(true);
    expect(line()).toMatchObject({ size: '7 1/4', left: 5 });
  });

  it('follows the live stock read after load, and a size found sold out by an add', async () => {
    const { picker } = page('ar');
    (screen.getAllByRole('radio')[0] as HTMLInputElement).click();
    await refreshSizes(picker, async () => ({
      ...shoe,
      sizeStock: [
        { size: '42', availability: 'SOLD_OUT', left: 0 },
        { size: '43', availability: 'LOW_STOCK', left: 2 },
        { size: '44', availability: 'IN_STOCK', left: 4 },
      ],
    }));
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => [r.getAttribute('aria-label'), r.disabled, r.checked])).toEqual([
      ['المقاس 42، نفدت الكمية', true, false],
      ['المقاس 43، بقيت قطعتان فقط', false, false],
      ['44', false, false],
    ]);
    expect(radios[1].closest('label')!.textContent).toBe('43بقيت قطعتان');
    expect(prompt()).toBe('نفدت كمية المقاس 42. اختر مقاسًا آخر، أو اسأل متى يعود.');
    expect([...document.querySelectorAll<HTMLElement>('[data-ask-back]')].map((a) => a.hidden)).toEqual([false, true, true]);
    picker.dispatchEvent(new CustomEvent(SIZE_SOLD_OUT_EVENT, { detail: { size: '43' } }));
    expect(radios[1].disabled).toBe(true);
  });
});
