import { describe, expect, it } from 'vitest';
import { PERMISSIONS, permissionMapFor, type Permission } from '@shop/common';
import { canAccessWith } from '../auth/access';
import { adminPath } from '../paths';
import { SCREENS } from './screens';
import { menuScreens } from '../layout/ShopMenu';

/** The admin route table of the storefront spec, copied row by row: the expectation, not derived from the code. */
const SPEC_ROUTES: [string, Permission[]][] = [
  ['/admin', []],
  ['/admin/categories', ['categoryView']],
  ['/admin/categories/create', ['categoryCreate']],
  ['/admin/categories/{id}/edit', ['categoryUpdate']],
  ['/admin/products', ['productView']],
  ['/admin/products/create', ['productCreate']],
  ['/admin/products/{id}/edit', ['productUpdate']],
  ['/admin/sales', ['salesView']],
  ['/admin/sales/create', ['salesRecord']],
  ['/admin/sales/{id}/edit', ['salesRecord']],
  ['/admin/reviews', ['reviewApprove']],
  ['/admin/inquiries', ['inquiryView']],
  ['/admin/settings', []],
];

const full = (path: string) => adminPath(path === '/' ? '' : path).replace(':id', '{id}');
const only = (flags: readonly Permission[]) => Object.fromEntries(PERMISSIONS.map((p) => [p, flags.includes(p)]));

describe('screen-access table', () => {
  it.each(SPEC_ROUTES)('%s has a row with the spec permission %j', (route, flags) => {
    const rows = SCREENS.filter((s) => full(s.path) === route);
    expect(rows).toHaveLength(1);
    expect([...rows[0].flags].sort()).toEqual([...flags].sort());
  });

  it.each(SPEC_ROUTES)('the guard of %s opens with exactly %j and no other flag', (route, flags) => {
    const { resource, action } = SCREENS.find((s) => full(s.path) === route)!;
    expect(canAccessWith(only(flags), { resource, action })).toBe(true);
    for (const flag of flags) expect(canAccessWith(only(flags.filter((f) => f !== flag)), { resource, action })).toBe(false);
  });

  it('has one row per path and per resource action', () => {
    expect(new Set(SCREENS.map((s) => s.path)).size).toBe(SCREENS.length);
    expect(new Set(SCREENS.map((s) => `${s.resource}/${s.action}`)).size).toBe(SCREENS.length);
  });
});

describe('sidebar and guards agree', () => {
  const maps: [string, Record<string, boolean>][] = [
    ['OWNER', permissionMapFor('OWNER')],
    ['ADMIN', permissionMapFor('ADMIN')],
    ['no flags', only([])],
    ...PERMISSIONS.map((p): [string, Record<string, boolean>] => [`only ${p}`, only([p])]),
  ];

  it.each(maps)('%s: an entry shows exactly when its screen opens', (_name, permissions) => {
    const shown = new Set(menuScreens(permissions).map((s) => s.path));
    for (const screen of SCREENS.filter((s) => s.menu)) {
      expect({ path: screen.path, shown: shown.has(screen.path) }).toEqual({
        path: screen.path,
        shown: canAccessWith(permissions, { resource: screen.resource, action: screen.action }),
      });
    }
  });

  it('categoryView alone shows Categories (not productCreate), and a signed-in user with no flag sees Settings', () => {
    expect(menuScreens(only(['categoryView'])).map((s) => s.path)).toEqual(['/', '/categories', '/settings']);
    expect(menuScreens(only(['productCreate'])).map((s) => s.path)).toEqual(['/', '/settings']);
  });

  it('shows nothing while the permissions map is missing', () => {
    expect(menuScreens(null)).toEqual([]);
    expect(menuScreens(undefined)).toEqual([]);
  });
});
