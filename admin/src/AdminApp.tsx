import { useEffect } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from './auth';
import { AccessDenied, AuthenticationError } from './auth/Guard';
import { dataProvider } from './dataProvider';
import { ShopLayout } from './layout/ShopLayout';
import { queryClient } from './queryClient';
import { theme } from './theme';
import { ADMIN_BASE } from './paths';
import dashboard from './dashboard';
import categories from './categories';
import products from './products';
import sales from './sales';
import settings from './settings';
import staff from './staff';
import { reviews, inquiries } from './placeholders';

/** Unknown back-office paths go to the storefront home, replacing the history entry (storefront.md §2). */
function LeaveToStore() {
  useEffect(() => {
    window.location.replace('/');
  }, []);
  return null;
}

export default function AdminApp() {
  return (
    <Admin
      basename={ADMIN_BASE}
      dataProvider={dataProvider}
      authProvider={authProvider}
      queryClient={queryClient}
      layout={ShopLayout}
      dashboard={dashboard.list}
      loginPage={false}
      requireAuth
      theme={theme}
      accessDenied={AccessDenied}
      authenticationError={AuthenticationError}
      catchAll={LeaveToStore}
      disableTelemetry
    >
      <Resource name="categories" list={categories.list} create={categories.create} icon={categories.icon}>
        <Route path=":id/edit" element={<categories.edit />} />
      </Resource>
      <Resource name="products" list={products.list} create={products.create} icon={products.icon}>
        <Route path=":id/edit" element={<products.edit />} />
      </Resource>
      <Resource name="sales" list={sales.list} create={sales.create} icon={sales.icon}>
        <Route path=":id/edit" element={<sales.edit />} />
      </Resource>
      <CustomRoutes>
        <Route path="/reviews" element={<reviews.list />} />
        <Route path="/inquiries" element={<inquiries.list />} />
        <Route path="/settings" element={<settings.list />} />
        <Route path="/staff" element={<staff.list />} />
      </CustomRoutes>
    </Admin>
  );
}
