#!/usr/bin/env node
// Records real answers of a running shop API into src/test/recorded-api.json, for the data provider's unit tests.
// Usage: SHOP_URL=http://localhost:3200 SHOP_ADMIN_EMAIL=... SHOP_ADMIN_PASSWORD=... node admin/scripts/record-api-answers.mjs
// It creates one category, one product (with an uploaded image) and one sale, named "Recorded …".
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const base = (process.env.SHOP_URL ?? 'http://localhost:3200').replace(/\/$/, '') + '/api/v1';
const email = process.env.SHOP_ADMIN_EMAIL ?? 'owner@example.com';
const password = process.env.SHOP_ADMIN_PASSWORD ?? 'owner-pass-123';
const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'test', 'recorded-api.json');
const answers = {};
let token = '';

async function call(name, method, url, body, { auth = true, form } = {}) {
  const headers = auth && token ? { Authorization: `Bearer ${token}` } : {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(base + url, { method, headers, body: form ?? (body === undefined ? undefined : JSON.stringify(body)) });
  const json = await res.json().catch(() => null);
  answers[name] = { request: { method, url }, status: res.status, body: json };
  return json;
}

const login = await call('login', 'POST', '/auth/login', { email, password }, { auth: false });
token = login.data.accessToken;
await call('loginFailure', 'POST', '/auth/login', { email, password: 'wrong-password' }, { auth: false });
await call('me', 'GET', '/auth/me');
await call('refresh', 'POST', '/auth/refresh', { refreshToken: login.data.refreshToken }, { auth: false });
token = answers.refresh.body.data.accessToken;
await call('unauthorized', 'GET', '/categories', undefined, { auth: false });
const stamp = Date.now().toString(36);
await call('nextSortOrder', 'GET', '/categories/next-sort-order');
const cat = await call('createCategory', 'POST', '/categories', {
  name: `Recorded Caps ${stamp}`,
  description: 'Recorded',
  sortOrder: answers.nextSortOrder.body.data.nextSortOrder,
  publiclyVisible: true,
});
await call('categories', 'GET', '/categories');
await call('publicCategories', 'GET', '/categories/public');
await call('category', 'GET', `/categories/${cat.data.id}`);
await call('setCategoryVisibility', 'PATCH', `/categories/${cat.data.id}/visibility/set`, { publiclyVisible: true });
await call('uploadConfig', 'GET', '/settings/upload-config/product');
await call('validationError', 'POST', '/products', { name: '', brand: '' });
const product = await call('createProduct', 'POST', '/products', {
  name: `Recorded Snapback ${stamp}`,
  brand: 'Starter',
  categoryId: cat.data.id,
  condition: 'VINTAGE',
  originalPrice: 80,
  sellingPrice: 150,
  description: 'Recorded',
  sizes: ['One Size'],
  colors: ['Red'],
  tags: ['nba'],
  featured: false,
  publiclyVisible: true,
  images: [],
});
const form = new FormData();
const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 200, g: 40, b: 40 } } })
  .png()
  .toBuffer();
form.append('files', new Blob([png], { type: 'image/png' }), 'front.png');
form.append('imageData', JSON.stringify({ order: 0, alt: 'front.png' }));
const upload = await call('upload', 'POST', `/upload/entity/product/${product.data.id}`, undefined, { form });
const images = upload.data.images.map((img, i) => ({
  id: img.id,
  url: img.url,
  cloudinaryId: img.cloudinaryId,
  alt: img.alt,
  order: i,
  isPrimary: i === 0,
}));
await call('updateProduct', 'PUT', `/products/${product.data.id}`, { images });
await call('product', 'GET', `/products/${product.data.id}`);
await call('products', 'GET', `/products?page=1&limit=2&search=${encodeURIComponent('Recorded Snapback')}`);
await call('toggleFeatured', 'PATCH', `/products/${product.data.id}/featured`);
const sale = await call('createSale', 'POST', '/sales', {
  productId: product.data.id,
  saleDate: new Date().toISOString().slice(0, 10),
  platform: 'INSTAGRAM',
  originalPrice: 80,
  sellingPrice: 150,
  customerName: 'Faisal',
  customerLocation: 'Riyadh',
});
await call('sale', 'GET', `/sales/${sale.data.id}`);
await call('sales', 'GET', '/sales?page=1&limit=100');
await call('analytics', 'GET', '/sales/analytics');
await call('settings', 'GET', '/settings');
await call('dashboard', 'GET', '/dashboard/summary');
await call('users', 'GET', '/users');

// Tokens are only valid for the recording instance; keep their shape, not their value.
for (const a of [answers.login, answers.refresh]) {
  a.body.data.accessToken = 'recorded.access.token';
  a.body.data.refreshToken = 'recorded.refresh.token';
}
writeFileSync(out, JSON.stringify(answers, null, 2) + '\n');
console.log(`Recorded ${Object.keys(answers).length} answers into ${path.relative(process.cwd(), out)}`);
