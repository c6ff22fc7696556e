import type { Permission } from '@shop/common';

export interface RouteRule {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  /** Flags the route requires; [] means any signed-in user. */
  flags: Permission[];
  body?: unknown;
}

/** A syntactically valid id that exists nowhere, for routes that take one. */
export const SOME_ID = 'cxxxxxxxxxxxxxxxxxxxxxxxx';

/** Every protected route of the API. Each area adds its rows; the permission matrix proves 401/403/allowed for all of them. */
export const PROTECTED_ROUTES: RouteRule[] = [
  { method: 'get', path: '/api/v1/auth/me', flags: [] },
  { method: 'patch', path: '/api/v1/auth/change-password', flags: [], body: {} },
  { method: 'put', path: '/api/v1/auth/update-profile', flags: [], body: {} },
  { method: 'patch', path: '/api/v1/auth/language', flags: [], body: {} },
  // sales, dashboard, staff
  { method: 'get', path: '/api/v1/sales', flags: ['salesView'] },
  { method: 'get', path: '/api/v1/sales/analytics', flags: ['salesView'] },
  { method: 'get', path: `/api/v1/sales/${SOME_ID}`, flags: ['salesView'] },
  { method: 'post', path: '/api/v1/sales', flags: ['salesRecord'], body: {} },
  { method: 'put', path: `/api/v1/sales/${SOME_ID}`, flags: ['salesRecord'], body: {} },
  { method: 'delete', path: `/api/v1/sales/${SOME_ID}`, flags: ['salesDelete'] },
  { method: 'get', path: '/api/v1/dashboard/summary', flags: ['dashboardAccess'] },
  { method: 'get', path: '/api/v1/users', flags: ['userManage'] },
  { method: 'post', path: '/api/v1/users', flags: ['userManage'], body: {} },
  { method: 'patch', path: `/api/v1/users/${SOME_ID}`, flags: ['userManage'], body: {} },
  { method: 'delete', path: `/api/v1/users/${SOME_ID}`, flags: ['userManage'] },
  // uploads. The entity upload accepts either flag (update, or create: creation uploads right
  // after create), so the matrix lists both: without both → 403, with them → allowed. Either alone is tested in uploads-entity.e2e-spec.
  { method: 'get', path: '/api/v1/upload/config', flags: [] },
  { method: 'get', path: '/api/v1/settings/upload-config/product', flags: [] },
  { method: 'get', path: '/api/v1/settings/upload-config/category', flags: [] },
  { method: 'post', path: `/api/v1/upload/entity/product/${SOME_ID}`, flags: ['productCreate', 'productUpdate'] },
  { method: 'post', path: `/api/v1/upload/entity/category/${SOME_ID}`, flags: ['categoryCreate', 'categoryUpdate'] },
  { method: 'post', path: '/api/v1/upload/image', flags: ['settingsUpdate'] },
  { method: 'post', path: '/api/v1/config/images', flags: ['settingsUpdate'] },
  // catalog: categories, products, settings
  { method: 'get', path: '/api/v1/categories', flags: ['categoryView'] },
  { method: 'get', path: '/api/v1/categories/next-sort-order', flags: ['categoryView'] },
  { method: 'post', path: '/api/v1/categories', flags: ['categoryCreate'], body: {} },
  { method: 'put', path: `/api/v1/categories/${SOME_ID}`, flags: ['categoryUpdate'], body: { name: 'Nothing' } },
  { method: 'patch', path: `/api/v1/categories/${SOME_ID}/visibility`, flags: ['categoryUpdate'] },
  { method: 'patch', path: `/api/v1/categories/${SOME_ID}/visibility/set`, flags: ['categoryUpdate'], body: { publiclyVisible: true } },
  { method: 'patch', path: '/api/v1/categories/sort-order/bulk', flags: ['categoryUpdate'], body: [] },
  { method: 'post', path: '/api/v1/products', flags: ['productCreate'], body: {} },
  { method: 'put', path: `/api/v1/products/${SOME_ID}`, flags: ['productUpdate'], body: {} },
  { method: 'delete', path: `/api/v1/products/${SOME_ID}`, flags: ['productDelete'] },
  { method: 'patch', path: `/api/v1/products/${SOME_ID}/featured`, flags: ['productUpdate'] },
  { method: 'patch', path: `/api/v1/products/${SOME_ID}/archive`, flags: ['productUpdate'] },
  { method: 'patch', path: `/api/v1/products/${SOME_ID}/restore`, flags: ['productUpdate'] },
  { method: 'patch', path: `/api/v1/products/${SOME_ID}/public-visibility`, flags: ['productUpdate'] },
  { method: 'patch', path: `/api/v1/products/${SOME_ID}/public-visibility/set`, flags: ['productUpdate'], body: { publiclyVisible: true } },
  { method: 'post', path: '/api/v1/catalog-sheets/import/dry-run', flags: ['productCreate', 'productUpdate'] },
  { method: 'post', path: '/api/v1/catalog-sheets/import/apply', flags: ['productCreate', 'productUpdate'] },
  { method: 'get', path: '/api/v1/settings', flags: [] },
  { method: 'put', path: '/api/v1/settings', flags: ['settingsUpdate'], body: {} },
  { method: 'post', path: '/api/v1/settings/reset', flags: ['settingsUpdate'] },
  // invoices: read-only for staff who see sales
  { method: 'get', path: '/api/v1/tax/threshold', flags: ['dashboardAccess'] },
  { method: 'get', path: '/api/v1/invoices/vat-monthly', flags: ['salesView'] },
  { method: 'get', path: '/api/v1/invoices/vat-monthly.csv', flags: ['salesView'] },
  { method: 'get', path: '/api/v1/invoices/chain-check', flags: ['salesView'] },
  { method: 'get', path: `/api/v1/invoices/sale/${SOME_ID}`, flags: ['salesView'] },
  { method: 'get', path: '/api/v1/invoices/00000000-0000-4000-8000-000000000000', flags: ['salesView'] },
  { method: 'get', path: '/api/v1/invoices/00000000-0000-4000-8000-000000000000/xml', flags: ['salesView'] },
  { method: 'put', path: '/api/v1/invoices/zatca-phase2', flags: ['taxSettingsUpdate'], body: { on: false } },
  { method: 'get', path: '/api/v1/zatca/reporting', flags: ['taxSettingsUpdate'] },
  // onboarding: bodies the DTOs refuse, so no route reaches out to Fatoora from the permission matrix
  { method: 'get', path: '/api/v1/zatca/onboarding', flags: ['taxSettingsUpdate'] },
  { method: 'put', path: '/api/v1/zatca/onboarding/environment', flags: ['taxSettingsUpdate'], body: {} },
  { method: 'post', path: '/api/v1/zatca/onboarding/compliance-csid', flags: ['taxSettingsUpdate'], body: {} },
  { method: 'post', path: '/api/v1/zatca/onboarding/compliance-checks', flags: ['taxSettingsUpdate'] },
  { method: 'post', path: '/api/v1/zatca/onboarding/production-csid', flags: ['taxSettingsUpdate'] },
  { method: 'post', path: '/api/v1/zatca/onboarding/renewal', flags: ['taxSettingsUpdate'], body: {} },
  // stock
  { method: 'put', path: `/api/v1/products/${SOME_ID}/stock`, flags: ['stockAdjust'], body: {} },
  { method: 'post', path: `/api/v1/products/${SOME_ID}/stock/adjustments`, flags: ['stockAdjust'], body: {} },
  { method: 'get', path: `/api/v1/products/${SOME_ID}/stock/movements`, flags: ['productView'] },
  { method: 'get', path: '/api/v1/stock/summary', flags: ['productView'] },
  // backups (the owner's card)
  { method: 'get', path: '/api/v1/backups/status', flags: ['backupManage'] },
  { method: 'get', path: '/api/v1/backups', flags: ['backupManage'] },
  { method: 'get', path: '/api/v1/backups/latest/download', flags: ['backupManage'] },
  { method: 'post', path: '/api/v1/backups/2020-01-01T00-00-00-000Z-manual/download-ticket', flags: ['backupManage'] },
];

// the market stall
PROTECTED_ROUTES.push(
  { method: 'post', path: '/api/v1/stall/baskets', flags: ['stallSell'], body: {} },
  { method: 'get', path: '/api/v1/stall/today', flags: ['stallSell'] },
  { method: 'get', path: '/api/v1/stall/catalog', flags: ['stallSell'] },
);
