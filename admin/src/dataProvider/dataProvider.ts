import type { DataProvider, GetListParams, GetListResult, RaRecord } from 'react-admin';
import { PLATFORM_LABELS, MAX_LIST_LIMIT, SETTINGS_FIELDS, type BusinessSettings, type Platform } from '@shop/common';
import { apiRequest, apiUpload, type Query } from '../api/http';
import type {
  AdminUser,
  Category,
  DashboardSummary,
  LocalImage,
  Product,
  ProductPage,
  Sale,
  SalePage,
  SalesAnalytics,
  Settings,
  UploadConfig,
  UploadEntityType,
  UploadedImage,
} from '../api/types';

/** Sales list size fixed by the spec: page 1, 100 rows (back-office.md §9). */
export const SALES_PAGE = { page: 1, limit: 100 } as const;

const PRODUCT_SORT: Record<string, string> = {
  createdAt: 'createdAt',
  name: 'name',
  brand: 'brand',
  sellingPrice: 'price',
  price: 'price',
};

const lower = (s: unknown) => String(s ?? '').toLowerCase();

/** Categories: name, description, or the words available/unavailable (back-office.md §2). */
export function categoryMatches(c: Category, keyword: string): boolean {
  const k = keyword.trim().toLowerCase();
  if (!k) return true;
  const status = c.publiclyVisible ? 'available' : 'unavailable';
  return lower(c.name).includes(k) || lower(c.description).includes(k) || status === k || (k.length >= 3 && status.startsWith(k));
}

/** Sales keyword search is local: product name, brand, customer name, customer location, platform label. */
export function saleMatches(s: Sale, keyword: string): boolean {
  const k = keyword.trim().toLowerCase();
  if (!k) return true;
  return [s.product?.name, s.product?.brand, s.customerName, s.customerLocation, PLATFORM_LABELS[s.platform as Platform]]
    .map(lower)
    .some((v) => v.includes(k));
}

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
    sortBy,
    sortOrder: sortBy ? lower(params.sort?.order) : undefined,
  };
}

async function list(resource: string, params: GetListParams): Promise<GetListResult> {
  const f = params.filter ?? {};
  switch (resource) {
    case 'categories': {
      const rows = await apiRequest<Category[]>('/categories', {
        query: { publiclyVisible: f.showArchived === false ? true : undefined },
      });
      const data = rows.filter((c) => categoryMatches(c, f.q ?? ''));
      return { data, total: data.length };
    }
    case 'products': {
      const page = await apiRequest<ProductPage | Product[]>('/products', { query: productQuery(params) });
      const products = Array.isArray(page) ? page : page.products;
      const total = Array.isArray(page) ? page.length : page.pagination?.total ?? products.length;
      return { data: products, total };
    }
    case 'sales': {
      const page = await apiRequest<SalePage | Sale[]>('/sales', {
        query: { ...SALES_PAGE, platform: f.platform || undefined, startDate: f.startDate || undefined, endDate: f.endDate || undefined },
      });
      const rows = Array.isArray(page) ? page : page.sales;
      const data = rows.filter((s) => saleMatches(s, f.q ?? ''));
      return { data, total: data.length };
    }
    case 'users': {
      const data = await apiRequest<AdminUser[]>('/users');
      return { data, total: data.length };
    }
    default:
      throw new Error(`Unknown resource ${resource}`);
  }
}

/**
 * Body of a product create/update. Creating leaves empty optional fields out (back-office.md §7); an update keeps
 * null, because that is how a cleared field reaches the API (a field left out keeps its stored value).
 */
export function productPayload(data: Record<string, unknown>, mode: 'create' | 'update' = 'create'): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const skipIfEmpty = ['subcategory', 'discountedPrice', 'material'];
  const allowed = [
    'name', 'brand', 'categoryId', 'subcategory', 'condition', 'originalPrice', 'sellingPrice', 'discountedPrice',
    'description', 'sizes', 'colors', 'material', 'featured', 'publiclyVisible', 'tags', 'images',
  ];
  for (const key of allowed) {
    if (!(key in data)) continue;
    const v = data[key];
    if (skipIfEmpty.includes(key) && (v === '' || v === undefined || (v === null && mode === 'create'))) continue;
    out[key] = v;
  }
  if (!('categoryId' in out) && data.category && typeof data.category === 'object') {
    out.categoryId = (data.category as { id: string }).id;
  }
  return out;
}

/** PUT /settings carries only the fields that changed; empty optional values are sent as absent (null). */
export function settingsPayload(data: Record<string, unknown>, previous?: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of SETTINGS_FIELDS) {
    if (!(key in data)) continue;
    const raw = data[key];
    const v = typeof raw === 'string' ? raw.trim() : raw;
    const value = v === '' || v === undefined ? null : v;
    if (previous && (previous[key] ?? null) === value) continue;
    out[key] = value;
  }
  return out;
}

const CATEGORY_FIELDS = ['name', 'description', 'image', 'cloudinaryId', 'sortOrder', 'publiclyVisible'] as const;
function categoryPayload(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(CATEGORY_FIELDS.filter((k) => k in data).map((k) => [k, data[k]]));
}

const SALE_FIELDS = [
  'productId', 'saleDate', 'platform', 'originalPrice', 'sellingPrice', 'discountedPrice', 'customerName',
  'customerLocation', 'saleNotes',
] as const;
export function salePayload(data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of SALE_FIELDS) {
    if (!(k in data)) continue;
    const v = data[k];
    if (v === '' || v === undefined) continue;
    out[k] = v;
  }
  return out;
}

function payloadFor(resource: string, data: Record<string, unknown>, mode: 'create' | 'update') {
  switch (resource) {
    case 'products':
      return productPayload(data, mode);
    case 'categories':
      return categoryPayload(data);
    case 'sales':
      return salePayload(data);
    case 'settings':
      return settingsPayload(data);
    default:
      return data;
  }
}

export interface UploadImagesParams {
  entityType: UploadEntityType;
  id: string;
  images: Pick<LocalImage, 'file' | 'alt' | 'order'>[];
  oldImageIds?: string[];
  onProgress?: (percent: number) => void;
}

/** The shop's data provider: react-admin's standard methods plus the API's named calls. */
export const dataProvider = {
  getList: list,

  async getOne(resource: string, params: { id: RaRecord['id'] }) {
    if (resource === 'settings') {
      const data = await apiRequest<Settings | null>('/settings');
      return { data: { ...(data ?? {}), id: 'settings' } as RaRecord };
    }
    const data = await apiRequest<RaRecord>(`/${resource}/${params.id}`);
    return { data };
  },

  async getMany(resource: string, params: { ids: RaRecord['id'][] }) {
    const data = await Promise.all(params.ids.map((id) => apiRequest<RaRecord>(`/${resource}/${id}`)));
    return { data };
  },

  async getManyReference(resource: string, params: GetListParams & { target: string; id: RaRecord['id'] }) {
    return list(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } });
  },

  async create(resource: string, params: { data: Record<string, unknown> }) {
    const data = await apiRequest<RaRecord>(`/${resource}`, { method: 'POST', body: payloadFor(resource, params.data, 'create') });
    return { data };
  },

  async update(resource: string, params: { id: RaRecord['id']; data: Record<string, unknown>; previousData?: Record<string, unknown> }) {
    if (resource === 'settings') {
      const data = await apiRequest<Settings>('/settings', {
        method: 'PUT',
        body: settingsPayload(params.data, params.previousData),
      });
      return { data: { ...data, id: 'settings' } as RaRecord };
    }
    const method = resource === 'users' ? 'PATCH' : 'PUT';
    const data = await apiRequest<RaRecord>(`/${resource}/${params.id}`, { method, body: payloadFor(resource, params.data, 'update') });
    return { data };
  },

  async updateMany(resource: string, params: { ids: RaRecord['id'][]; data: Record<string, unknown> }) {
    const method = resource === 'users' ? 'PATCH' : 'PUT';
    await Promise.all(params.ids.map((id) => apiRequest(`/${resource}/${id}`, { method, body: payloadFor(resource, params.data, 'update') })));
    return { data: params.ids };
  },

  async delete(resource: string, params: { id: RaRecord['id']; previousData?: RaRecord }) {
    await apiRequest(`/${resource}/${params.id}`, { method: 'DELETE' });
    return { data: (params.previousData ?? { id: params.id }) as RaRecord };
  },

  async deleteMany(resource: string, params: { ids: RaRecord['id'][] }) {
    await Promise.all(params.ids.map((id) => apiRequest(`/${resource}/${id}`, { method: 'DELETE' })));
    return { data: params.ids };
  },

  // Categories
  listPublicCategories: () => apiRequest<Category[]>('/categories/public'),
  toggleCategoryVisibility: (id: string) => apiRequest<Category>(`/categories/${id}/visibility`, { method: 'PATCH' }),
  setCategoryVisibility: (id: string, publiclyVisible: boolean) =>
    apiRequest<Category>(`/categories/${id}/visibility/set`, { method: 'PATCH', body: { publiclyVisible } }),
  bulkCategorySortOrder: (items: { id: string; sortOrder: number }[]) =>
    apiRequest<unknown>('/categories/sort-order/bulk', { method: 'PATCH', body: items }),
  async nextCategorySortOrder(): Promise<number> {
    const answer = await apiRequest<{ nextSortOrder: unknown }>('/categories/next-sort-order');
    const n = Number(answer?.nextSortOrder);
    return Number.isFinite(n) && n >= 1 ? n : 1;
  },

  // Products
  toggleProductFeatured: (id: string) => apiRequest<Product>(`/products/${id}/featured`, { method: 'PATCH' }),
  archiveProduct: (id: string) => apiRequest<Product>(`/products/${id}/archive`, { method: 'PATCH' }),
  restoreProduct: (id: string) => apiRequest<Product>(`/products/${id}/restore`, { method: 'PATCH' }),
  toggleProductVisibility: (id: string) => apiRequest<Product>(`/products/${id}/public-visibility`, { method: 'PATCH' }),
  setProductVisibility: (id: string, publiclyVisible: boolean) =>
    apiRequest<Product>(`/products/${id}/public-visibility/set`, { method: 'PATCH', body: { publiclyVisible } }),
  /** Sale forms' product picker: public products, up to 1000 (back-office.md §7). */
  async listProductsForPicker(): Promise<Product[]> {
    const page = await apiRequest<ProductPage | Product[]>('/products', {
      query: { publiclyVisible: true, limit: MAX_LIST_LIMIT },
    });
    return Array.isArray(page) ? page : page.products ?? [];
  },

  // Uploads
  async getUploadConfig(entityType?: UploadEntityType): Promise<UploadConfig> {
    return apiRequest<UploadConfig>(entityType ? `/settings/upload-config/${entityType}` : '/upload/config');
  },
  /** Multipart: repeated `files`, one `imageData` JSON per file, optional `oldImageIds`. No images back is a failure. */
  async uploadEntityImages({ entityType, id, images, oldImageIds, onProgress }: UploadImagesParams): Promise<UploadedImage[]> {
    const form = new FormData();
    for (const img of images) {
      form.append('files', img.file, img.file.name);
      form.append('imageData', JSON.stringify({ order: img.order, alt: img.alt }));
    }
    if (oldImageIds?.length) form.append('oldImageIds', JSON.stringify(oldImageIds));
    const answer = await apiUpload<{ images?: UploadedImage[] }>(`/upload/entity/${entityType}/${id}`, form, onProgress);
    if (!answer?.images?.length) throw new Error('Failed to upload images.');
    return answer.images;
  },

  // Sales
  salesAnalytics: (params: { startDate?: string; endDate?: string } = {}) =>
    apiRequest<SalesAnalytics>('/sales/analytics', { query: params }),

  // Settings and account
  resetSettings: () => apiRequest<Settings>('/settings/reset', { method: 'POST' }),
  businessSettings: () => apiRequest<BusinessSettings>('/settings/business', { auth: false }),
  updateProfile: (body: { name: string; email: string }) =>
    apiRequest<AdminUser>('/auth/update-profile', { method: 'PUT', body }),
  changePassword: (body: { currentPassword: string; newPassword: string; confirmPassword: string }) =>
    apiRequest<unknown>('/auth/change-password', { method: 'PATCH', body }),

  // Dashboard
  dashboardSummary: () => apiRequest<DashboardSummary>('/dashboard/summary'),
};

export type ShopDataProvider = typeof dataProvider & DataProvider;
