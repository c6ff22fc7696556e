/** Where the API process serves the back office; every in-app link starts here. */
export const ADMIN_BASE = '/admin';
export const adminPath = (path = '') => `${ADMIN_BASE}${path}`;
