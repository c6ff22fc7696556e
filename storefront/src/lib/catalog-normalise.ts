import type { ProductView } from '@shop/common';
import type { Product } from './types';
import { normaliseStock, type StockFields } from './stock';

/** Defensive copy: numbers as numbers, lists as lists, images in display order, stock fields filled. */
export function normaliseProduct(p: Omit<ProductView, keyof StockFields> & Partial<StockFields>): Product {
  const images = [...(p.images ?? [])].filter((i) => i && i.url).sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  return {
    ...p,
    sellingPrice: Number(p.sellingPrice) || 0,
    discountedPrice: p.discountedPrice == null ? null : Number(p.discountedPrice),
    currency: p.currency || 'SAR',
    sizes: p.sizes ?? [],
    colors: p.colors ?? [],
    tags: p.tags ?? [],
    images,
    ...normaliseStock(p),
  };
}
