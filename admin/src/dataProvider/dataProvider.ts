import type { DataProvider, GetListParams, GetListResult, RaRecord } from 'react-admin';
import { apiRequest } from '../api/http';
import { categoriesCalls, listCategories } from '../categories/categoriesApi';
import { dashboardCalls } from '../dashboard/dashboardApi';
import { listProducts, productsCalls } from '../products/productsApi';
import { listSales, salesCalls } from '../sales/salesApi';
import { stockCalls } from '../stock/stockApi';
import { getSettings, settingsCalls, SETTINGS_ID, updateSettings } from '../settings/settingsApi';
import { staffResource } from '../staff/staffApi';
import { uploadsCalls } from '../uploader/uploadsApi';

type Body = Record<string, unknown>;

/** What a resource does differently from plain REST; each resource's folder owns its part. */
const lists: Record<string, (params: GetListParams) => Promise<GetListResult>> = {
  categories: listCategories,
  products: listProducts,
  sales: listSales,
};
const updateMethods: Record<string, 'PUT' | 'PATCH'> = { users: staffResource.updateMethod };

async function getList(resource: string, params: GetListParams): Promise<GetListResult> {
  if (lists[resource]) return lists[resource](params);
  const data = await apiRequest<RaRecord[]>(`/${resource}`);
  return { data, total: data.length };
}

const put = (resource: string, id: RaRecord['id'], body: Body) =>
  apiRequest<RaRecord>(`/${resource}/${id}`, { method: updateMethods[resource] ?? 'PUT', body });

/**
 * react-admin's CRUD methods over /api/v1/<resource>, sending the body the form built, plus each resource's
 * named calls. The settings are one record without an id.
 */
export const dataProvider = {
  getList,

  async getOne(resource: string, params: { id: RaRecord['id'] }) {
    if (resource === SETTINGS_ID) return { data: (await getSettings()) as RaRecord };
    return { data: await apiRequest<RaRecord>(`/${resource}/${params.id}`) };
  },

  async getMany(resource: string, params: { ids: RaRecord['id'][] }) {
    return { data: await Promise.all(params.ids.map((id) => apiRequest<RaRecord>(`/${resource}/${id}`))) };
  },

  async getManyReference(resource: string, params: GetListParams & { target: string; id: RaRecord['id'] }) {
    return getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } });
  },

  async create(resource: string, params: { data: Body }) {
    return { data: await apiRequest<RaRecord>(`/${resource}`, { method: 'POST', body: params.data }) };
  },

  async update(resource: string, params: { id: RaRecord['id']; data: Body; previousData?: Body }) {
    if (resource === SETTINGS_ID) return { data: (await updateSettings(params.data, params.previousData)) as RaRecord };
    return { data: await put(resource, params.id, params.data) };
  },

  async updateMany(resource: string, params: { ids: RaRecord['id'][]; data: Body }) {
    await Promise.all(params.ids.map((id) => put(resource, id, params.data)));
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

  ...categoriesCalls,
  ...productsCalls,
  ...uploadsCalls,
  ...salesCalls,
  ...settingsCalls,
  ...dashboardCalls,
  ...stockCalls,
};

export type ShopDataProvider = typeof dataProvider & DataProvider;
