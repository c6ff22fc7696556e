import { lazy, StrictMode, Suspense, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider, useLocation } from 'react-router-dom';
import { tokenStore } from './api/tokenStore';
import LoginPage, { landing } from './LoginPage';
import { PageSpinner } from './PageSpinner';

// The back office itself (react-admin, MUI and every resource) loads only after sign-in, keeping the login page small.
const AdminApp = lazy(() => import('./AdminApp'));
// Reached from the sign-in page or a mailed link, so they load only when opened.
const ForgotPasswordPage = lazy(() => import('./ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('./ResetPasswordPage'));
// The market stall: a phone screen of its own, outside react-admin, so it opens offline from its service worker.
const StallApp = lazy(() => import('./stall/StallApp'));

const loading = (page: ReactNode) => <Suspense fallback={<PageSpinner />}>{page}</Suspense>;

/** Paths outside the back office belong to the storefront: unknown paths go to /, replacing the history entry. */
function LeaveToStore() {
  useEffect(() => {
    window.location.replace('/');
  }, []);
  return null;
}

/** Without a stored token there is no session to restore: straight to sign-in, without loading the back office. */
function BackOffice() {
  const location = useLocation();
  if (!tokenStore.accessToken()) {
    return <Navigate to="/admin/login" replace state={{ nextPathname: location.pathname, nextSearch: location.search }} />;
  }
  // a STALL account at the back office's front door goes to the stall, as after signing in (it has no dashboard)
  if (landing(location.pathname.replace(/\/$/, '')) === '/admin/stall') return <LoadStall />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <AdminApp />
    </Suspense>
  );
}

/** Whether this page was loaded at the stall's address (not routed there from another back-office page). */
const loadedAtStall = () => {
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return new URL(entry?.name ?? window.location.href).pathname.replace(/\/$/, '') === '/admin/stall';
};

/** Reached from another back-office page (after sign-in, the menu): the stall is loaded as its own page. */
function LoadStall() {
  useEffect(() => window.location.replace('/admin/stall'), []);
  return <PageSpinner />;
}

/**
 * The stall sells offline with the session it has; without one at all it asks to sign in first. The server answers
 * the stall's address with its own page (stall.html: only its files, its manifest, its service worker's scope), so
 * this route renders the stall only where this page itself was loaded there (the dev server answers index.html).
 */
function Stall() {
  if (!tokenStore.accessToken()) return <Navigate to="/admin/login" replace state={{ nextPathname: '/admin/stall', nextSearch: '' }} />;
  if (!loadedAtStall()) return <LoadStall />;
  return loading(<StallApp />);
}

const router = createBrowserRouter([
  { path: '/admin/login', element: <LoginPage /> },
  // Outside the session check: whoever opens these is signed out (or about to be, after a reset).
  { path: '/admin/forgot-password', element: loading(<ForgotPasswordPage />) },
  { path: '/admin/reset-password', element: loading(<ResetPasswordPage />) },
  { path: '/admin/stall', element: <Stall /> },
  { path: '/admin/*', element: <BackOffice /> },
  { path: '*', element: <LeaveToStore /> },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
