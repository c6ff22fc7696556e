import { lazy, StrictMode, Suspense, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { theme } from './theme';
import LoginPage from './LoginPage';
import { Spinner } from './ui/Spinner';

// The back office itself (react-admin and every resource) loads only after the login page, keeping it small.
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
      <Suspense fallback={<Spinner fullPage />}>
        <AdminApp />
      </Suspense>
    ),
  },
  { path: '*', element: <LeaveToStore /> },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <RouterProvider router={router} />
    </ThemeProvider>
  </StrictMode>,
);
