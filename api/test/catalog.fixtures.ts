import sharp from 'sharp';
import { newId } from '../src/core/ids/ids';
import { UploadsService } from '../src/uploads/uploads.service';
import type { TestApp } from './helpers/test-app';

/** Shared by the catalog e2e files: a category, a product payload and images stored the way the upload call stores them. */
export const png = (color = { r: 30, g: 60, b: 120 }) =>
  sharp({ create: { width: 400, height: 400, channels: 3, background: color } })
    .png()
    .toBuffer();

export async function createCategory(t: TestApp, token: string, body: Record<string, unknown> = {}): Promise<{ id: string; name: string }> {
  const res = await t.http
    .post('/api/v1/categories')
    .set(t.bearer(token))
    .send({ name: `Category ${newId().slice(-6)}`, sortOrder: 1, ...body });
  if (res.status !== 201) throw new Error(`category create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export function productPayload(categoryId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Retro Lakers Snapback',
    brand: 'New Era',
    categoryId,
    condition: 'NEW',
    originalPrice: 95,
    sellingPrice: 149,
    description: 'A purple snapback',
    sizes: ['One Size'],
    colors: ['Purple'],
    tags: ['snapback'],
    featured: false,
    publiclyVisible: true,
    images: [],
    ...overrides,
  };
}

export async function createProduct(t: TestApp, token: string, categoryId: string, overrides: Record<string, unknown> = {}) {
  const res = await t.http.post('/api/v1/products').set(t.bearer(token)).send(productPayload(categoryId, overrides));
  if (res.status !== 201) throw new Error(`product create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** Stores a real PNG through UploadsService for the entity, as POST /upload/entity/{type}/{id} would. */
export async function storeImage(t: TestApp, entityType: 'product' | 'category', entityId: string, order = 0) {
  return t.app.get(UploadsService).storeBuffer(null, await png(), `image-${order}.png`, { entityType, entityId, alt: `alt ${order}`, order });
}
