import { describe, expect, it } from 'vitest';
import {
  formatPrice,
  hasAllPermissions,
  hasAnyPermission,
  hasPermission,
  hasDiscount,
  pageTitle,
  permissionMapFor,
  productPriceErrors,
  PRODUCT_MESSAGES,
} from './index.js';

describe('formatPrice', () => {
  it('shows the currency code and two decimals with Latin digits', () => {
    expect(formatPrice(12.5)).toBe('SAR 12.50');
    expect(formatPrice(1250)).toBe('SAR 1,250.00');
    expect(formatPrice('99.999')).toBe('SAR 100.00');
    expect(formatPrice(null)).toBe('SAR 0.00');
  });
});

describe('permissions', () => {
  it('gives OWNER every flag and keeps the owner-only ones from ADMIN', () => {
    const owner = permissionMapFor('OWNER');
    const admin = permissionMapFor('ADMIN');
    expect(Object.values(owner).every(Boolean)).toBe(true);
    expect(admin.productCreate).toBe(true);
    expect(admin.settingsUpdate).toBe(false);
    expect(admin.userManage).toBe(false);
    expect(admin.productDelete).toBe(false);
    expect(admin.salesDelete).toBe(false);
    expect(admin.backupManage).toBe(false);
    expect(owner.stallSell && admin.stallSell).toBe(true);
  });
  it('gives STALL only the stall and product view', () => {
    const stall = permissionMapFor('STALL');
    expect(
      Object.entries(stall)
        .filter(([, on]) => on)
        .map(([flag]) => flag)
        .sort(),
    ).toEqual(['productView', 'stallSell']);
  });
  it('treats a missing map as no permission', () => {
    expect(hasPermission(undefined, 'productView')).toBe(false);
    expect(hasAnyPermission(null, ['productView'])).toBe(false);
    expect(hasAllPermissions(undefined, [])).toBe(false);
    const admin = permissionMapFor('ADMIN');
    expect(hasAllPermissions(admin, ['productView', 'userManage'])).toBe(false);
    expect(hasAnyPermission(admin, ['productView', 'userManage'])).toBe(true);
  });
});

describe('pageTitle', () => {
  it('follows the path rules', () => {
    expect(pageTitle('/', 'Shop')).toBe('Shop');
    expect(pageTitle('/admin', 'Shop')).toBe('Dashboard - Shop');
    expect(pageTitle('/admin/products/abc/edit', 'Shop')).toBe('Products - Shop');
    expect(pageTitle('/admin/reviews', 'Shop')).toBe('Admin - Shop');
    const words = { dashboard: 'D', products: 'P', categories: 'C', sales: 'S', settings: 'T', admin: 'A' };
    expect(['/admin', '/admin/sales/1', '/admin/reviews', '/search'].map((p) => pageTitle(p, 'Shop', words))).toEqual([
      'D - Shop',
      'S - Shop',
      'A - Shop',
      'Search - Shop',
    ]);
    expect(pageTitle('/search', 'Shop')).toBe('Search - Shop');
    expect(pageTitle('/products/c1', 'Shop')).toBe('Product - Shop');
    expect(pageTitle('/about', 'Shop')).toBe('About - Shop');
  });
});

describe('productPriceErrors', () => {
  it('answers every failing price rule under its field', () => {
    expect(productPriceErrors({ originalPrice: 100, sellingPrice: 90, discountedPrice: 95 })).toEqual({
      sellingPrice: PRODUCT_MESSAGES.sellingBelowOriginal,
      discountedPrice: PRODUCT_MESSAGES.discountNotBelowSelling,
    });
    expect(productPriceErrors({ originalPrice: 100, sellingPrice: 99.99 }).sellingPrice).toBe(PRODUCT_MESSAGES.sellingBelowOriginal);
    expect(productPriceErrors({ originalPrice: 1, sellingPrice: 50, discountedPrice: 50 })).toEqual({
      discountedPrice: PRODUCT_MESSAGES.discountNotBelowSelling,
    });
  });
  it('passes good prices, no discount (null or 0) and prices equal after rounding to cents', () => {
    expect(productPriceErrors({ originalPrice: 50, sellingPrice: 50, discountedPrice: 49.99 })).toEqual({});
    expect(productPriceErrors({ originalPrice: 50, sellingPrice: 80, discountedPrice: null })).toEqual({});
    expect(productPriceErrors({ originalPrice: 50, sellingPrice: 80, discountedPrice: 0 })).toEqual({});
    expect(productPriceErrors({ originalPrice: 10.001, sellingPrice: 10 })).toEqual({});
  });
  it('leaves prices that are missing or fail their own rule uncompared', () => {
    expect(productPriceErrors({ sellingPrice: 10 })).toEqual({});
    expect(productPriceErrors({ originalPrice: 'abc', sellingPrice: 10 })).toEqual({});
    expect(productPriceErrors({ originalPrice: 1_000_000, sellingPrice: 10 })).toEqual({});
    expect(productPriceErrors({ originalPrice: 5, sellingPrice: -1, discountedPrice: 3 })).toEqual({});
  });
});

describe('hasDiscount', () => {
  it('counts a discount only above zero', () => {
    expect(hasDiscount(80)).toBe(true);
    expect(hasDiscount(0.01)).toBe(true);
    expect(hasDiscount(0)).toBe(false);
    expect(hasDiscount(null)).toBe(false);
    expect(hasDiscount(undefined)).toBe(false);
    expect(hasDiscount(-5)).toBe(false);
  });
});
