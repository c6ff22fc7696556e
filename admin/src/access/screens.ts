import type { Permission } from '@shop/common';

export type ScreenAction = 'list' | 'create' | 'edit';

export interface Screen {
  /** Path under the back office's base, as the address bar shows it (`:id` for a record). */
  path: string;
  /** react-admin's resource and action for this screen: the guard asks canAccess with these. */
  resource: string;
  action: ScreenAction;
  /** Every flag needed to open the screen. The screen's sidebar entry shows exactly when the same flags are held. */
  flags: readonly Permission[];
  /** The sidebar entry, for the screens that have one: its label's translation key (its icon: layout/menuIcons.ts). */
  menu?: { label: string };
}

/**
 * The one screen-access table: the route guards and the sidebar both read it, so an entry is never shown for a
 * screen that would then deny access, nor hidden for one that opens.
 */
export const SCREENS: readonly Screen[] = [
  { path: '/', resource: 'dashboard', action: 'list', flags: [], menu: { label: 'shop.shell.menu.dashboard' } },
  { path: '/categories', resource: 'categories', action: 'list', flags: ['categoryView'], menu: { label: 'shop.shell.menu.categories' } },
  { path: '/categories/create', resource: 'categories', action: 'create', flags: ['categoryCreate'] },
  { path: '/categories/:id/edit', resource: 'categories', action: 'edit', flags: ['categoryUpdate'] },
  { path: '/products', resource: 'products', action: 'list', flags: ['productView'], menu: { label: 'shop.shell.menu.products' } },
  { path: '/products/create', resource: 'products', action: 'create', flags: ['productCreate'] },
  { path: '/products/:id/edit', resource: 'products', action: 'edit', flags: ['productUpdate'] },
  { path: '/sales', resource: 'sales', action: 'list', flags: ['salesView'], menu: { label: 'shop.shell.menu.sales' } },
  { path: '/sales/create', resource: 'sales', action: 'create', flags: ['salesRecord'] },
  { path: '/sales/:id/edit', resource: 'sales', action: 'edit', flags: ['salesRecord'] },
  { path: '/orders', resource: 'orders', action: 'list', flags: ['orderManage'], menu: { label: 'shop.shell.menu.orders' } },
  { path: '/orders/:code', resource: 'orders', action: 'edit', flags: ['orderManage'] },
  { path: '/promotions', resource: 'promotions', action: 'list', flags: ['promotionManage'], menu: { label: 'shop.shell.menu.promotions' } },
  { path: '/promotions/create', resource: 'promotions', action: 'create', flags: ['promotionManage'] },
  { path: '/promotions/:id/edit', resource: 'promotions', action: 'edit', flags: ['promotionManage'] },
  { path: '/reviews', resource: 'reviews', action: 'list', flags: ['reviewApprove'], menu: { label: 'shop.shell.menu.reviews' } },
  { path: '/inquiries', resource: 'inquiries', action: 'list', flags: ['inquiryView'], menu: { label: 'shop.shell.menu.inquiries' } },
  { path: '/settings', resource: 'settings', action: 'list', flags: [], menu: { label: 'shop.shell.menu.settings' } },
  { path: '/staff', resource: 'users', action: 'list', flags: ['userManage'], menu: { label: 'shop.shell.menu.staff' } },
];

/** The table's row for a resource's screen; a missing row is a programming error, caught at start-up. */
export function screenFor(resource: string, action: ScreenAction): Screen {
  const screen = SCREENS.find((s) => s.resource === resource && s.action === action);
  if (!screen) throw new Error(`No screen-access row for ${resource}/${action}`);
  return screen;
}
