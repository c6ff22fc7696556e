import { hasAllPermissions, hasAnyPermission, hasPermission, type Permission } from '@shop/common';
import { plainTranslate } from '../i18n/plain';
import { SCREENS } from '../access/screens';

type PermissionsMap = Partial<Record<string, boolean>> | null | undefined;

/** Actions that are not screens of their own: reading one record, deleting, saving settings, managing staff. */
const ACTION_RULES: Record<string, Record<string, readonly Permission[]>> = {
  categories: { show: ['categoryView'] },
  products: { show: ['productView'], delete: ['productDelete'] },
  sales: { show: ['salesView'], delete: ['salesDelete'] },
  settings: { edit: ['settingsUpdate'] },
  users: { create: ['userManage'], edit: ['userManage'], delete: ['userManage'] },
};

/** Resource and action → flags: every screen's row of the screen-access table, plus the actions above. */
export const ACCESS_RULES: Record<string, Record<string, readonly Permission[]>> = SCREENS.reduce(
  (rules, s) => ({ ...rules, [s.resource]: { ...rules[s.resource], [s.action]: s.flags } }),
  ACTION_RULES,
);

export class PermissionsNotLoadedError extends Error {
  constructor() {
    super(plainTranslate('shop.shell.access.permissionsMissing'));
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
