import { hasAllPermissions, hasAnyPermission, hasPermission, GUARD_MESSAGES, type Permission } from '@shop/common';

type PermissionsMap = Partial<Record<string, boolean>> | null | undefined;

/** Route and action → flags, from the specs' route tables (storefront.md §2, back-office.md §6) plus the owner-only actions. */
export const ACCESS_RULES: Record<string, Record<string, readonly Permission[]>> = {
  dashboard: { list: [] },
  categories: { list: ['categoryView'], show: ['categoryView'], create: ['categoryCreate'], edit: ['categoryUpdate'] },
  products: {
    list: ['productView'],
    show: ['productView'],
    create: ['productCreate'],
    edit: ['productUpdate'],
    delete: ['productDelete'],
  },
  sales: { list: ['salesView'], show: ['salesView'], create: ['salesRecord'], edit: ['salesRecord'], delete: ['salesDelete'] },
  reviews: { list: ['reviewApprove'] },
  inquiries: { list: ['inquiryView'] },
  settings: { list: [], edit: ['settingsUpdate'] },
  users: { list: ['userManage'], create: ['userManage'], edit: ['userManage'], delete: ['userManage'] },
};

export class PermissionsNotLoadedError extends Error {
  constructor() {
    super(GUARD_MESSAGES.permissionsMissing);
    this.name = 'PermissionsNotLoadedError';
  }
}

export interface AccessParams {
  resource: string;
  action: string;
  record?: { flags?: readonly Permission[] } | unknown;
}

/**
 * The canAccess rule. A missing map throws (react-admin then shows the Authentication Error);
 * `resource: 'flags'` runs the specs' three checks directly: action 'one' | 'any' | 'all' over `record.flags`.
 */
export function canAccessWith(permissions: PermissionsMap, { resource, action, record }: AccessParams): boolean {
  if (!permissions) throw new PermissionsNotLoadedError();
  if (resource === 'flags') {
    const flags = ((record as { flags?: readonly Permission[] } | undefined)?.flags ?? []) as readonly Permission[];
    if (action === 'one') return flags.length === 1 && hasPermission(permissions, flags[0]);
    if (action === 'any') return hasAnyPermission(permissions, flags);
    if (action === 'all') return hasAllPermissions(permissions, flags);
    return false;
  }
  const flags = ACCESS_RULES[resource]?.[action];
  // Deny what the table does not name.
  if (!flags) return false;
  return hasAllPermissions(permissions, flags);
}
