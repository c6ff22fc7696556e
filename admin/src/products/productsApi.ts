import type { GetListParams, GetListResult } from 'react-admin';
import { MAX_LIST_LIMIT } from '@shop/common';
import { apiRequest, type Query } from '../api/http';
import type { Product, ProductPage } from '../api/types';

/** The list's sortable columns and the API's sortBy names for them. */
const PRODUCT_SORT: Record<string, string> = {
  createdAt: 'createdAt',
  name: 'name',
  brand: 'brand',
  sellingPrice: 'price',
  price: 'price',
};

function productQuery(params: GetListParams): Query {
  const f = params.filter ?? {};
  const sortBy = params.sort?.field ? PRODUCT_SORT[params.sort.field] : undefined;
  return {
    page: params.pagination?.page ?? 1,
    limit: params.pagination?.perPage ?? 10,
    search: f.q || f.keyword || undefined,
    category: f.category || undefined,
    // Show Archived off → only publicly visible ones.
    publiclyVisible: f.showArchived === false || f.publiclyVisible === true ? true : undefined,
    featured: f.showFeatured === true || f.featured === true ? true : undefined,
    brand: f.brand,
    condition: f.condition,
    stock: f.stock || undefined,
    sortBy,
    sortOrder: sortBy ? String(params.sort?.order ?? '').toLowerCase() : undefined,
  };
}

const productsOf = (page: ProductPage | Product[]) => (Array.isArray(page) ? page : (page.products ?? []));

/** The product list is paged, filtered and sorted by the API. */
export async function listProducts(params: GetListParams): Promise<GetListResult> {
  const page = await apiRequest<ProductPage | Product[]>('/products', { query: productQuery(params) });
  const products = productsOf(page);
  const total = Array.isArray(page) ? page.length : (page.pagination?.total ?? products.length);
  return { data: products, total };
}

/** The product calls beyond create/read/update/delete. */
export const productsCalls = {
  toggleProductFeatured: (id: string) => apiRequest<Product>(`/products/${id}/featured`, { method: 'PATCH' }),
  archiveProduct: (id: string) => apiRequest<Product>(`/products/${id}/archive`, { method: 'PATCH' }),
  restoreProduct: (id: string) => apiRequest<Product>(`/products/${id}/restore`, { method: 'PATCH' }),
  toggleProductVisibility: (id: string) => apiRequest<Product>(`/products/${id}/public-visibility`, { method: 'PATCH' }),
  setProductVisibility: (id: string, publiclyVisible: boolean) =>
    apiRequest<Product>(`/products/${id}/public-visibility/set`, { method: 'PATCH', body: { publiclyVisible } }),
  /** The sale forms' product picker: public products, as many as one list call may return. */
  async listProductsForPicker(): Promise<Product[]> {
    return productsOf(await apiRequest<ProductPage | Product[]>('/products', { query: { publiclyVisible: true, limit: MAX_LIST_LIMIT } }));
  },
};
