/**
 * The order of the prebuilt listings (category pages, the home strip, related products, sitemap files): the order of
 * the API's shoppers' list sorted by creation, newest first with ties by id descending, and with the shop's "list
 * sold-out products last" on, the sold-out products after the others, each group in that order
 * (api/src/products/product-list.sql.ts). A full build sorts what it read with it and the incremental renderer
 * re-inserts a changed product with it, so both place every product alike.
 */
import type { BusinessSettings, Product } from '../../model/types';
import { isSoldOut } from '../rules/stock';

export type ProductOrder = (a: Product, b: Product) => number;

const newestFirst: ProductOrder = (a, b) => {
  if (a.createdAt !== b.createdAt) return (a.createdAt ?? '') > (b.createdAt ?? '') ? -1 : 1;
  return a.id === b.id ? 0 : a.id > b.id ? -1 : 1;
};

export function catalogOrder(settings: Pick<BusinessSettings, 'soldOutLast'>): ProductOrder {
  if (!settings.soldOutLast) return newestFirst;
  return (a, b) => Number(isSoldOut(a)) - Number(isSoldOut(b)) || newestFirst(a, b);
}
