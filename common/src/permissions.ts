/**
 * Staff roles. OWNER runs the business; ADMIN is trusted staff without the destructive or account-level flags; STALL
 * sells at the market stall and sees products, nothing else.
 */
export const ROLES = ['OWNER', 'ADMIN', 'STALL'] as const;
export type Role = (typeof ROLES)[number];

/**
 * Every permission flag the API checks, a line per screen. The first eleven are the specs' own; the last line guards
 * what the specs leave to the owner.
 */
export const PERMISSIONS = [
  'dashboardAccess',
  'categoryView',
  'categoryCreate',
  'categoryUpdate',
  'productView',
  'productCreate',
  'productUpdate',
  'salesView',
  'salesRecord',
  'reviewApprove',
  'inquiryView',
  'settingsUpdate',
  'userManage',
  'productDelete',
  'salesDelete',
  'stockAdjust',
  'backupManage',
  // the shop's VAT registration and legal identity: what every invoice is issued under
  'taxSettingsUpdate',

  'orderManage',
  // the market stall's screen: its catalog snapshot, recording its baskets, its day's takings
  'stallSell',
  // promotions, discount codes and the Ministry of Commerce's discount licence
  'promotionManage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];
export type PermissionMap = Record<Permission, boolean>;

const OWNER_ONLY: readonly Permission[] = ['settingsUpdate', 'userManage', 'productDelete', 'salesDelete', 'backupManage', 'taxSettingsUpdate'];

/** The single role → flags table. README shows it; the API's guard and the back office's menus read it. */
const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  OWNER: PERMISSIONS,
  ADMIN: PERMISSIONS.filter((p) => !OWNER_ONLY.includes(p)),
  STALL: ['stallSell', 'productView'],
};

export function permissionMapFor(role: Role): PermissionMap {
  const granted = new Set(ROLE_PERMISSIONS[role] ?? []);
  return Object.fromEntries(PERMISSIONS.map((p) => [p, granted.has(p)])) as PermissionMap;
}

type MaybeMap = Partial<Record<string, boolean>> | null | undefined;

/** The specs' three checks; a missing map means no permission. */
export function hasPermission(map: MaybeMap, flag: Permission): boolean {
  return !!map && map[flag] === true;
}
export function hasAnyPermission(map: MaybeMap, flags: readonly Permission[]): boolean {
  return flags.some((f) => hasPermission(map, f));
}
export function hasAllPermissions(map: MaybeMap, flags: readonly Permission[]): boolean {
  return !!map && flags.every((f) => hasPermission(map, f));
}
