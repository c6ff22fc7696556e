import type { PermissionMap, Role } from '@shop/common';

/** The signed-in staff member as every service sees it. */
export interface AuthUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  permissions: PermissionMap;
  /** The session (refresh-token family) the request's access token belongs to; absent for users built outside a request. */
  sessionId?: string;
}
