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
];
