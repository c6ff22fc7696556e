import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { tokenStore } from '../api/tokenStore';
import StallApp from './StallApp';
import { openInStartLocale } from './useStallWords';

/**
 * The stall's own page (stall.html, served at /admin/stall): its HTML names every file the stall needs, so a phone
 * fetches them all at once instead of the back office's entry first and the stall's chunk after it. The stall sells
 * offline with the session it has; without one at all it asks to sign in first, and comes back here after.
 */
if (!tokenStore.accessToken()) {
  window.location.replace(`/admin/login?redirect=${encodeURIComponent('/admin/stall')}`);
} else {
  void openInStartLocale().finally(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <StallApp />
      </StrictMode>,
    ),
  );
}
