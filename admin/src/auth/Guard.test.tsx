import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AdminContext, type AuthProvider } from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import { shouldRetry } from '../queryClient';
import { permissionMapFor } from '@shop/common';
import { i18nProvider } from '../i18n';
import { canAccessWith } from './access';
import { Guard } from './Guard';

const providerWith = (permissions: Record<string, boolean> | null): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => permissions,
  canAccess: async (params) => canAccessWith(permissions, params),
});

function renderGuarded(permissions: Record<string, boolean> | null, resource: string, action: string) {
  return render(
    <AdminContext
      i18nProvider={i18nProvider}
      authProvider={providerWith(permissions)}
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: shouldRetry } } })}
    >
      <Guard resource={resource} action={action}>
        <p>the page</p>
      </Guard>
    </AdminContext>,
  );
}

describe('route guard: a page shows only with every flag it needs', () => {
  it('renders the page when every flag is held', async () => {
    renderGuarded(permissionMapFor('ADMIN'), 'products', 'edit');
    expect(await screen.findByText('the page')).toBeTruthy();
  });

  it("shows 'Access Denied' in place when a flag is missing", async () => {
    renderGuarded(permissionMapFor('ADMIN'), 'users', 'list');
    expect(await screen.findByText("Access Denied - You don't have permission to access this page.")).toBeTruthy();
    expect(screen.queryByText('the page')).toBeNull();
  });

  it("shows the 'Authentication Error' text when the permission map is missing", async () => {
    renderGuarded(null, 'products', 'list');
    expect(await screen.findByText('Authentication Error - User permissions not loaded. Please refresh the page.')).toBeTruthy();
    expect(screen.queryByText('the page')).toBeNull();
  });
});
