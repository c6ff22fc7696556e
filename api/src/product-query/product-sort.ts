import type { PRODUCT_SORT_FIELDS, SORT_ORDERS } from '@shop/common';

/** The product list's sort column and direction, as the API accepts them. */
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];
export type SortOrder = (typeof SORT_ORDERS)[number];
