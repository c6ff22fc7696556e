import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ProductCard, type CardLicence, type CardProduct } from './ProductCard';
import { plainCardTexts, plainProductCard } from './plain-product-card';
import { t } from '../i18n/index';
import type { Lang } from '../i18n/lang';

const image = {
  id: 'i1',
  url: '/uploads/p/cap.webp',
  cloudinaryId: 'p/cap',
  alt: 'Red cap',
  altAr: null,
  order: 0,
  isPrimary: true,
  width: 1200,
  height: 1200,
  srcset: '/uploads/p/cap-w320.webp 320w, /uploads/p/cap-w640.webp 640w',
};
const base: CardProduct = {
  id: 'p1',
  name: 'Tambay Snapback',
  brand: 'Tambay',
  condition: 'NEW',
  sellingPrice: 1250,
  discountedPrice: null,
  currency: 'SAR',
  images: [image],
};

/** Every branch of the card: sale, stock badges, no photo, Arabic name and alt, English fallback, other currency. */
const products: [string, CardProduct][] = [
  ['plain', base],
  ['on sale', { ...base, discountedPrice: 999.5 }],
  ['a zero discount is no sale', { ...base, discountedPrice: 0 }],
  ['sold out', { ...base, availability: 'SOLD_OUT', stockLeft: 0 }],
  ['low stock with a count', { ...base, availability: 'LOW_STOCK', stockLeft: 2 }],
  ['low stock without a count', { ...base, availability: 'LOW_STOCK', stockLeft: null }],
  ['in stock', { ...base, availability: 'IN_STOCK', stockLeft: 9 }],
  ['no photo', { ...base, images: [] }],
  ['a photo without srcset', { ...base, images: [{ ...image, srcset: null, width: 0, height: 0, alt: '' }] }],
  ['Arabic name and alt', { ...base, nameAr: 'سناب باك تمباي', images: [{ ...image, altAr: 'كاب أحمر' }] }],
  ['blank Arabic name', { ...base, nameAr: '  ' }],
  ['used, another currency', { ...base, condition: 'USED', currency: 'USD', discountedPrice: 10 }],
  ['a name to escape', { ...base, name: '<b>"Cap" & co</b>', brand: 'A&B' }],
];

/** The card React renders, as the browser would parse it (without the image preload React's server adds for an eager image). */
function reactCard(product: CardProduct, lang: Lang, eager: boolean, headingLevel: 'h2' | 'h3', licence: CardLicence | null = null): Element {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(<ProductCard lang={lang} product={product} eager={eager} headingLevel={headingLevel} licence={licence} />);
  const cards = host.querySelectorAll('article');
  expect(cards).toHaveLength(1);
  return cards[0];
}

describe('the plain card the search page draws before its island starts', () => {
  for (const lang of ['en', 'ar'] as const) {
    for (const [what, product] of products) {
      it(`is the card React renders (${lang}, ${what})`, () => {
        const texts = plainCardTexts(t(lang));
        for (const [eager, level] of [
          [true, 'h2'],
          [false, 'h2'],
          [false, 'h3'],
        ] as const) {
          const plain = plainProductCard(document, product, lang, texts, { eager, headingLevel: level });
          const react = reactCard(product, lang, eager, level);
          // isEqualNode: same elements, attributes (in any order) and texts, all the way down
          if (!plain.isEqualNode(react)) expect(plain.outerHTML).toBe(react.outerHTML);
          expect(plain.isEqualNode(react)).toBe(true);
        }
      });
    }
  }

  it('shows the price in the page language through the shop price format', () => {
    const en = plainProductCard(document, { ...base, discountedPrice: 999.5 }, 'en', plainCardTexts(t('en')), { eager: true, headingLevel: 'h2' });
    expect(en.querySelector('.price-now')!.textContent).toBe('SAR 999.50');
    expect(en.querySelector('.price-was')!.textContent).toBe('Was SAR 1,250.00');
    const ar = plainProductCard(document, base, 'ar', plainCardTexts(t('ar')), { eager: true, headingLevel: 'h2' });
    expect(ar.querySelector('.price-now')!.textContent).toBe('1,250.00 ر.س');
    expect(ar.querySelector('a')!.getAttribute('href')).toBe('/ar/products/p1');
    expect(ar.querySelector('img')!.getAttribute('fetchpriority')).toBe('high');
  });

  it("names the Ministry's licence under a struck price, as the React card does, and nowhere else (issue 43)", () => {
    const licence: CardLicence = { number: '4300187', url: 'https://mc.gov.sa/licence/4300187', barcodeUrl: null };
    for (const lang of ['en', 'ar'] as const) {
      for (const product of [{ ...base, discountedPrice: 999.5 }, base]) {
        const plain = plainProductCard(document, product, lang, plainCardTexts(t(lang)), { eager: false, headingLevel: 'h2', licence });
        const react = reactCard(product, lang, false, 'h2', licence);
        if (!plain.isEqualNode(react)) expect(plain.outerHTML).toBe(react.outerHTML);
        expect(plain.isEqualNode(react)).toBe(true);
      }
      const struck = plainProductCard(document, { ...base, discountedPrice: 999.5 }, lang, plainCardTexts(t(lang)), {
        eager: false,
        headingLevel: 'h2',
        licence,
      });
      expect(struck.querySelector('[data-discount-licence]')!.textContent).toBe(
        lang === 'ar' ? 'ترخيص التخفيض رقم 4300187' : 'Discount licence no. 4300187',
      );
      const full = plainProductCard(document, base, lang, plainCardTexts(t(lang)), { eager: false, headingLevel: 'h2', licence });
      expect(full.querySelector('[data-discount-licence]')).toBeNull();
    }
  });

  it('keeps its texts as data a page can embed (no functions)', () => {
    for (const lang of ['en', 'ar'] as const) {
      const texts = plainCardTexts(t(lang));
      expect(JSON.parse(JSON.stringify(texts))).toEqual(texts);
    }
  });
});
