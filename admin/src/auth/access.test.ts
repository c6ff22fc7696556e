import { describe, expect, it } from 'vitest';
import { permissionMapFor } from '@shop/common';
import { canAccessWith } from './access';

const owner = permissionMapFor('OWNER');
const admin = permissionMapFor('ADMIN');

describe('canAccess', () => {
  it.each([
    ['dashboard', 'list', true, true],
    ['categories', 'list', true, true],
    ['categories', 'create', true, true],
    ['categories', 'edit', true, true],
    ['products', 'list', true, true],
    ['products', 'create', true, true],
    ['products', 'edit', true, true],
    ['products', 'delete', true, false],
    ['sales', 'list', true, true],
    ['sales', 'create', true, true],
    ['sales', 'edit', true, true],
    ['sales', 'delete', true, false],
    ['reviews', 'list', true, true],
    ['inquiries', 'list', true, true],
    ['settings', 'list', true, true],
    ['settings', 'edit', true, false],
    ['users', 'list', true, false],
    ['users', 'create', true, false],
  ])('%s/%s: owner %s, admin %s', (resource, action, forOwner, forAdmin) => {
    expect(canAccessWith(owner, { resource, action })).toBe(forOwner);
    expect(canAccessWith(admin, { resource, action })).toBe(forAdmin);
  });

  it('needs every flag of the route: one false flag denies', () => {
    expect(canAccessWith({ ...owner, categoryUpdate: false }, { resource: 'categories', action: 'edit' })).toBe(false);
    expect(canAccessWith({ categoryView: true }, { resource: 'categories', action: 'list' })).toBe(true);
    expect(canAccessWith({}, { resource: 'sales', action: 'list' })).toBe(false);
  });

  it('denies what the table does not name', () => {
    expect(canAccessWith(owner, { resource: 'secrets', action: 'list' })).toBe(false);
    expect(canAccessWith(owner, { resource: 'reviews', action: 'delete' })).toBe(false);
  });

  it('a missing permissions map throws the Authentication Error text', () => {
    expect(() => canAccessWith(null, { resource: 'dashboard', action: 'list' })).toThrow(
      'Authentication Error - User permissions not loaded. Please refresh the page.',
    );
    expect(() => canAccessWith(undefined, { resource: 'products', action: 'list' })).toThrow(
      'Authentication Error - User permissions not loaded. Please refresh the page.',
    );
  });

  it('the three checks: one, any, all', () => {
    const map = { productView: true, salesView: false };
    expect(canAccessWith(map, { resource: 'flags', action: 'one', record: { flags: ['productView'] } })).toBe(true);
    expect(canAccessWith(map, { resource: 'flags', action: 'one', record: { flags: ['salesView'] } })).toBe(false);
    expect(canAccessWith(map, { resource: 'flags', action: 'any', record: { flags: ['salesView', 'productView'] } })).toBe(true);
    expect(canAccessWith(map, { resource: 'flags', action: 'any', record: { flags: ['salesView', 'userManage'] } })).toBe(false);
    expect(canAccessWith(map, { resource: 'flags', action: 'all', record: { flags: ['salesView', 'productView'] } })).toBe(false);
    expect(canAccessWith(map, { resource: 'flags', action: 'all', record: { flags: ['productView'] } })).toBe(true);
  });
});
