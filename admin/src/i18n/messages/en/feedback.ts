import { ERROR_CATALOGUE, STOCK_SHORTAGE_ERROR } from '@shop/common';

/**
 * What the back office says when a call fails or succeeds, beyond the API's own messages: the failure toast's title
 * per status, and the words of "Failed to <action> <entity>". Keys of `actions` and `entities` are the ErrorContext
 * words callers pass to translateError (errors/translateError.ts); one without a key is shown as written.
 */
export default {
  failed: 'Failed to %{action} %{entity}',
  conflict: '%{entity} Already Exists',
  closeToast: 'Close',
  timedOut: 'Request timed out after %{seconds} seconds',
  networkError: 'Network error',
  uploadNetworkError: 'Network error while uploading',
  uploadTimedOut: 'The upload timed out',
  // the failure toast's title and text per status: @shop/common's table, the one the API and the specs share
  status: Object.fromEntries(Object.entries(ERROR_CATALOGUE).map(([status, row]) => [status, { title: row.title, fallback: row.fallback }])) as {
    [S in keyof typeof ERROR_CATALOGUE]: { title: string; fallback: string };
  },
  stockShortage: STOCK_SHORTAGE_ERROR as string,
  actions: {
    change: 'change',
    create: 'create',
    delete: 'delete',
    load: 'load',
    record: 'record',
    reset: 'reset',
    start: 'start',
    update: 'update',
    upload: 'upload',
  },
  entities: {
    backup: 'backup',
    category: 'category',
    dashboard: 'dashboard',
    password: 'password',
    product: 'product',
    products: 'products',
    profile: 'profile',
    promotions: 'promotions',
    sale: 'sale',
    settings: 'settings',
    staffMember: 'staff member',
    stock: 'stock',
  },
};
