import type { GetListParams, GetListResult } from 'react-admin';
import { apiRequest } from '../api/http';
import type { Category } from '../api/types';
import { toArabicBody, type ArabicValues } from '../arabic/arabicValues';

const lower = (s: unknown) => String(s ?? '').toLowerCase();

/** The category keyword matches the name, the description, or the words available/unavailable. */
export function categoryMatches(c: Category, keyword: string): boolean {
  const k = keyword.trim().toLowerCase();
  if (!k) return true;
  const status = c.publiclyVisible ? 'available' : 'unavailable';
  return lower(c.name).includes(k) || lower(c.description).includes(k) || status === k || (k.length >= 3 && status.startsWith(k));
}

/** What the category form edits. */
export interface CategoryValues extends ArabicValues {
  name: string;
  description: string;
  sortOrder: number;
  publiclyVisible: boolean;
  /** Google's product category for the product feeds; blank: none. */
  googleProductCategory?: string;
}

/** The body POST/PUT /categories receives: trimmed name, a blank description as null, the image when there is one. */
export function toCategoryBody(v: CategoryValues, image?: { image?: string | null; cloudinaryId?: string | null }) {
  return {
    name: (v.name ?? '').trim(),
    description: (v.description ?? '').trim() || null,
    sortOrder: Number(v.sortOrder),
    publiclyVisible: v.publiclyVisible,
    googleProductCategory: (v.googleProductCategory ?? '').trim() || null,
    ...toArabicBody(v, 'edit'),
    ...(image ? { image: image.image, cloudinaryId: image.cloudinaryId } : {}),
  };
}

/**
 * The update that attaches a new category's uploaded image: the name (the API requires it) and the image only. The
 * API keeps every field left out, so the Arabic texts saved by the create stay as they are.
 */
export function categoryImageBody(name: string, uploaded: { url: string; cloudinaryId: string }) {
  return { name, image: uploaded.url, cloudinaryId: uploaded.cloudinaryId };
}

/** The whole list comes back at once; the keyword is matched here. */
export async function listCategories(params: GetListParams): Promise<GetListResult> {
  const f = params.filter ?? {};
  const rows = await apiRequest<Category[]>('/categories', { query: { publiclyVisible: f.showArchived === false ? true : undefined } });
  const data = rows.filter((c) => categoryMatches(c, f.q ?? ''));
  return { data, total: data.length };
}

/** The category calls beyond create/read/update/delete. */
export const categoriesCalls = {
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
};
