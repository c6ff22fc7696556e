import type { DataProvider, GetListParams, GetListResult, RaRecord } from 'react-admin';
import { apiRequest } from './http';

type Body = Record<string, unknown>;

/** A record that is one of its kind (read and saved without an id). */
export interface SingletonResource {
  get(): Promise<unknown>;
  update(data: Body, previous?: Body): Promise<unknown>;
}

/** What some resources do differently from plain REST; the app gathers these from each feature's own API module. */
export interface RestResources {
  lists?: Record<string, (params: GetListParams) => Promise<GetListResult>>;
  updateMethods?: Record<string, 'PUT' | 'PATCH'>;
  singletons?: Record<string, SingletonResource>;
}

/**
 * react-admin's CRUD methods over /api/v1/<resource>, sending the body the form built (like ra-data-simple-rest, over
 * this app's transport). It knows no feature: each one's differences come in as `resources`, and each feature's
 * named calls live in its own API module.
 */
export function restDataProvider({ lists = {}, updateMethods = {}, singletons = {} }: RestResources = {}) {
  async function getList(resource: string, params: GetListParams): Promise<GetListResult> {
    if (lists[resource]) return lists[resource](params);
    const data = await apiRequest<RaRecord[]>(`/${resource}`);
    return { data, total: data.length };
  }

  const put = (resource: string, id: RaRecord['id'], body: Body) =>
    apiRequest<RaRecord>(`/${resource}/${id}`, { method: updateMethods[resource] ?? 'PUT', body });

  const provider = {
    getList,

    async getOne(resource: string, params: { id: RaRecord['id'] }) {
      if (singletons[resource]) return { data: (await singletons[resource].get()) as RaRecord };
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
      if (singletons[resource]) return { data: (await singletons[resource].update(params.data, params.previousData)) as RaRecord };
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
  };
  return provider as typeof provider & DataProvider;
}
