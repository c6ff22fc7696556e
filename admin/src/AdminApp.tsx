import { lazy, Suspense, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { CacheProvider } from '@emotion/react';
import { Admin, CustomRoutes, memoryStore, Resource } from 'react-admin';
import { Navigate, Route, useLocation } from 'react-router-dom';
import { authProvider } from './auth';
import type { SessionEndReason } from './auth/authProvider';
import { tokenStore } from './api/tokenStore';
import { onUnauthorized } from './api/http';
import { PageSpinner } from './PageSpinner';
import { AccessDenied, AuthenticationError } from './auth/Guard';
import { ServiceUnavailable } from './auth/ServiceUnavailable';
import { dataProvider } from './dataProvider';
import { ShopLayout } from './layout/ShopLayout';
import { queryClient } from './queryClient';
import { directionStyles } from './theme';
import { currentLocale, directionOf, i18nProvider, subscribeLocale } from './i18n';
import { ToastViewport } from './ui/toast';
import { ADMIN_BASE } from './paths';
import dashboard from './dashboard';
import categories from './categories';
import promotions from './promotions';
import products from './products';
import sales from './sales';
import orders from './orders';
import settings from './settings';
import staff from './staff';
import { reviews, inquiries } from './placeholders';

const InvoicePrintPage = lazy(() => import('./invoices/InvoicePrintPage'));
const LabelsPage = lazy(() => import('./products/labels/LabelsPage'));
const ZatcaOnboardingPage = lazy(() => import('./tax/zatca/ZatcaOnboardingPage'));

/** Unknown back-office paths go to the storefront home, replacing the history entry so Back does not return to them. */
function LeaveToStore() {
  useEffect(() => {
    window.location.replace('/');
  }, []);
  return null;
}

/** 'unavailable': the API could not answer the session check; the tokens are kept and the check is retried. */
type Session = 'checking' | 'active' | 'unavailable' | SessionEndReason;

/**
 * Checks the stored session (restore after 100 ms) before react-admin mounts, and unmounts react-admin as soon
 * as the session ends. Leaving to the login page is then a plain redirect that keeps the origin, instead of
 * react-admin's own logout-on-mount, which loops when the login page lives outside <Admin>.
 */
function useSession(): { session: Session; retry: () => void } {
  const [session, setSession] = useState<Session>('checking');
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => {
    let live = true;
    authProvider.restore().then(
      async (user) => {
        // the staff member's own language, when they chose one, before the first screen shows (no flash of the other)
        if (user?.language && user.language !== currentLocale()) await i18nProvider.changeLocale(user.language);
        if (live) setSession(user && tokenStore.accessToken() ? 'active' : 'expired');
      },
      () => live && setSession('unavailable'),
    );
    const offEnd = authProvider.onSessionEnd((reason) => live && setSession(reason));
    const off401 = onUnauthorized(() => live && setSession('expired'));
    return () => {
      live = false;
      offEnd();
      off401();
    };
  }, [attempt]);
  return { session, retry };
}

/**
 * The language's direction for MUI: the theme's `direction` and an emotion cache that flips left and right (theme.ts).
 * react-admin's store is made when the session starts, from the language the session start chose (the staff member's
 * own), so react-admin's locale and ours never disagree on mount.
 */
function useDirection(active: boolean) {
  const locale = useSyncExternalStore(subscribeLocale, currentLocale);
  const store = useMemo(() => memoryStore({ locale: currentLocale() }), [active]);
  return { ...directionStyles(directionOf(locale)), store };
}

export default function AdminApp() {
  const { session, retry } = useSession();
  const { theme, cache, store } = useDirection(session === 'active');
  const location = useLocation();
  if (session === 'checking') return <PageSpinner />;
  if (session === 'unavailable') return <ServiceUnavailable onRetry={retry} />;
  if (session !== 'active') {
    // After a 401 or an expired session come back to the same page; after Sign out start from the dashboard.
    const state = session === 'expired' ? { nextPathname: location.pathname, nextSearch: location.search } : undefined;
    return <Navigate to={`${ADMIN_BASE}/login`} replace state={state} />;
  }
  return (
    <CacheProvider value={cache}>
      <Admin
        basename={ADMIN_BASE}
        i18nProvider={i18nProvider}
        store={store}
        dataProvider={dataProvider}
        authProvider={authProvider}
        queryClient={queryClient}
        layout={ShopLayout}
        notification={ToastViewport}
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
          <Route
            path="/settings/zatca"
            element={
              <Suspense fallback={<PageSpinner />}>
                <ZatcaOnboardingPage />
              </Suspense>
            }
          />
          <Route path="/staff" element={<staff.list />} />
          <Route path="/orders" element={<orders.list />} />
          <Route path="/orders/:code" element={<orders.show />} />
          <Route path="/promotions" element={<promotions.list />} />
          <Route path="/promotions/create" element={<promotions.create />} />
          <Route path="/promotions/:id/edit" element={<promotions.edit />} />
        </CustomRoutes>
        <CustomRoutes noLayout>
          <Route
            path="/invoices/sale/:saleId"
            element={
              <Suspense fallback={<PageSpinner />}>
                <InvoicePrintPage />
              </Suspense>
            }
          />
          <Route
            path="/labels"
            element={
              <Suspense fallback={<PageSpinner />}>
                <LabelsPage />
              </Suspense>
            }
          />
        </CustomRoutes>
      </Admin>
    </CacheProvider>
  );
}
