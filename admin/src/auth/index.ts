import { keepSessionWith } from '../api/http';
import { createAuthProvider } from './authProvider';

const loginPath = () => `/admin/login?redirect=${encodeURIComponent(window.location.pathname + window.location.search)}`;

/** The app's single auth provider. A failed background refresh sends the user to sign in again. */
export const authProvider = createAuthProvider({
  onSessionEnd: () => {
    if (!window.location.pathname.startsWith('/admin/login')) window.location.assign(loginPath());
  },
});

// Every call with the stored session first refreshes the tokens if the 14-hour timer was missed (the tab slept).
keepSessionWith(() => authProvider.refreshIfDue());
