import { lazy, StrictMode, Suspense, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import LoginPage from './LoginPage';
import { PageSpinner } from './PageSpinner';

// The back office itself (react-admin, MUI and every resource) loads only after sign-in, keeping the login page small.
const AdminApp = lazy(() => import('./AdminApp'));

/** Paths outside the back office belong to the storefront (storefront.md §2: unknown paths go to /, replacing history). */
function LeaveToStore() {
  useEffect(() => {
    window.location.replace('/');
  }, []);
  return null;
}

const router = createBrowserRouter([
  { path: '/admin/login', element: <LoginPage /> },
  {
    path: '/admin/*',
    element: (
      <Suspense fallback={<PageSpinner />}>
        <AdminApp />
      </Suspense>
    ),
  },
  { path: '*', element: <LeaveToStore /> },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
