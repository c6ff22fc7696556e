import type { Condition } from '@shop/common';
import type { CardProduct } from '../components/ProductCard';

const SAMPLES: { name: string; brand: string; sellingPrice: number; keyword: string; condition: Condition }[] = [
  { name: 'Tambay Classic Snapback', brand: 'Tambay', sellingPrice: 89, keyword: 'tambay', condition: 'NEW' },
  { name: 'Vintage 90s Graphic Tee', brand: 'Vintage', sellingPrice: 120, keyword: 'vintage', condition: 'VINTAGE' },
  { name: 'New Era 59FIFTY Fitted Cap', brand: 'New Era', sellingPrice: 149, keyword: 'new era', condition: 'NEW' },
  { name: 'KRWN Retro Dad Cap', brand: 'KRWN', sellingPrice: 79, keyword: 'krwn', condition: 'SECOND_HAND' },
];

/** The static sample list the home page shows when no product is featured yet. */
export const SAMPLE_PRODUCTS: (CardProduct & { href: string })[] = SAMPLES.map((s, i) => ({
  id: `sample-${i + 1}`,
  name: s.name,
  brand: s.brand,
  condition: s.condition,
  sellingPrice: s.sellingPrice,
  discountedPrice: null,
  currency: 'SAR',
  images: [],
  href: `/search?keyword=${encodeURIComponent(s.keyword)}`,
}));
