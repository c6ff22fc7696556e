import { afterEach, describe, expect, it } from 'vitest';
import { setCurrentLocale } from './locale';
import { adminTabTitle } from './tabTitle';

describe('the back office tab title', () => {
  afterEach(() => setCurrentLocale('en'));

  it("follows back-office.md's rules in English", () => {
    expect(adminTabTitle('/admin', 'Shop')).toBe('Dashboard - Shop');
    expect(adminTabTitle('/admin/products/abc/edit', 'Shop')).toBe('Products - Shop');
    expect(adminTabTitle('/admin/settings', 'Shop')).toBe('Settings - Shop');
    expect(adminTabTitle('/admin/orders', 'Shop')).toBe('Admin - Shop');
  });

  it("names the section in Arabic with the menu's words when the staff member reads Arabic", () => {
    setCurrentLocale('ar');
    expect(adminTabTitle('/admin', 'متجر')).toBe('لوحة التحكم - متجر');
    expect(adminTabTitle('/admin/sales/create', 'متجر')).toBe('المبيعات - متجر');
    expect(adminTabTitle('/admin/categories', 'متجر')).toBe('الفئات - متجر');
    expect(adminTabTitle('/admin/login', 'متجر')).toBe('الإدارة - متجر');
  });
});
