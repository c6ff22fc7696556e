import type { ProductView } from '@shop/common';
import type { Product } from '../../model/types';
import { normaliseStock, type StockFields } from '../rules/stock-fields';

const arabic = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/** Defensive copy: numbers as numbers, lists as lists, images in display order, stock fields filled, Arabic texts null when not given. */
export function normaliseProduct(p: Omit<ProductView, keyof StockFields> & Partial<StockFields>): Product {
  const images = [...(p.images ?? [])]
    .filter((i) => i && i.url)
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
    .map((i) => ({ ...i, altAr: arabic(i.altAr) }));
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
    nameAr: arabic(p.nameAr),
    descriptionAr: arabic(p.descriptionAr),
    category: p.category ? { ...p.category, nameAr: arabic(p.category.nameAr) } : p.category,
  };
}
