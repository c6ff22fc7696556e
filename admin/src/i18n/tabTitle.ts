import { pageTitle } from '@shop/common';
import { plainTranslate } from './plain';

/**
 * The browser tab's title for a back-office path (back-office.md, "Browser tab title"), its section named in the
 * staff member's language with the menu's own words: English gives the spec's Dashboard, Products… unchanged.
 */
export function adminTabTitle(pathname: string, siteTitle: string): string {
  const menu = (key: string) => plainTranslate(`shop.shell.menu.${key}`);
  return pageTitle(pathname, siteTitle, {
    dashboard: menu('dashboard'),
    products: menu('products'),
    categories: menu('categories'),
    sales: menu('sales'),
    settings: menu('settings'),
    admin: plainTranslate('shop.shell.tabAdmin'),
  });
}
