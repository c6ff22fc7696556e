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
  status: {
    400: { title: 'Validation Error', fallback: 'Please check your input and try again.' },
    401: { title: 'Authentication Required', fallback: 'Please log in again to continue.' },
    403: { title: 'Permission Denied', fallback: 'You do not have permission to perform this action.' },
    404: { title: 'Not Found', fallback: 'The requested resource no longer exists.' },
    409: { title: 'Conflict', fallback: 'This resource already exists. Please use different information.' },
    422: { title: 'Validation Failed', fallback: 'The provided data is invalid. Please check your input.' },
    429: { title: 'Too Many Requests', fallback: 'You have made too many requests. Please wait a moment and try again.' },
    500: { title: 'Server Error', fallback: 'An unexpected error occurred. Please try again later.' },
    503: { title: 'Service Unavailable', fallback: 'The service is temporarily unavailable. Please try again later.' },
  },
  stockShortage: 'Not enough stock',
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
