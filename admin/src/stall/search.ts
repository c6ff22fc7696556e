import type { StallCatalogProduct } from '@shop/common';

/** Lower case without accents, so "Cafe" finds "Café". */
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export interface SearchIndex {
  products: StallCatalogProduct[];
  keys: string[];
}

export const searchIndex = (products: StallCatalogProduct[]): SearchIndex => ({
  products,
  keys: products.map((p) => fold(`${p.name} ${p.brand} ${p.code} ${p.id}`)),
});

/** Every word typed must appear in the name, brand or code; at most `limit` products, in catalog order. */
export function searchProducts(index: SearchIndex, query: string, limit = 20): StallCatalogProduct[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  const out: StallCatalogProduct[] = [];
  for (let i = 0; i < index.keys.length && out.length < limit; i++) {
    if (words.every((w) => index.keys[i].includes(w))) out.push(index.products[i]);
  }
  return out;
}
