import { lazy, Suspense, useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { AUTH_MESSAGES, hasPermission } from '@shop/common';
import { tokenStore } from './api/tokenStore';
import { inStaffLanguage, plainTranslate as t, useShopLocale } from './i18n/plain';
import { adminTabTitle } from './i18n/tabTitle';
import { authProvider } from './auth';
import { loginErrorMessage } from './auth/authProvider';
import { PageSpinner } from './PageSpinner';
import { EmailField, LanguageToggle, LoginField, LoginMessage, PasswordToggle, SubmitButton, type SignInNotice } from './LoginField';
import { isEmail } from './auth/credentialRules';
import { ADMIN_BASE } from './paths';
import './login.css';

// MUI loads only when needed, keeping the sign-in page small.
const ServiceUnavailable = lazy(() => import('./auth/ServiceUnavailable').then((m) => ({ default: m.ServiceUnavailable })));

/** Where to go after signing in: react-admin's saved location, a ?redirect= path, else the dashboard. */
function useOrigin(): string {
  const location = useLocation();
  const [params] = useSearchParams();
  const state = location.state as { nextPathname?: string; nextSearch?: string } | null;
  const candidate = state?.nextPathname ? `${state.nextPathname}${state.nextSearch ?? ''}` : params.get('redirect');
  // Only paths inside the back office, never the login page itself or another site.
  if (candidate && candidate.startsWith('/admin') && !candidate.startsWith('/admin/login')) return candidate;
  return '/admin';
}

/** Staff who may sell at the stall but not open the dashboard (the STALL role) land on the stall, not on a screen they cannot use. */
export function landing(origin: string): string {
  const p = tokenStore.user()?.permissions;
  return origin === '/admin' && hasPermission(p, 'stallSell') && !hasPermission(p, 'dashboardAccess') ? '/admin/stall' : origin;
}

/** The sign-in page: show/hide password, 'Signing In...', the error in a red box, redirect when signed in. */
export default function LoginPage() {
  const [locale] = useShopLocale();
  const navigate = useNavigate();
  const origin = useOrigin();
  const notice = (useLocation().state as SignInNotice | null)?.notice;
  // 'unavailable': a token is stored but the API could not check it; the token is kept and the check retried.
  const [checking, setChecking] = useState<'checking' | 'done' | 'unavailable'>('checking');
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setChecking('checking');
    setAttempt((n) => n + 1);
  }, []);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});

  useEffect(() => {
    document.title = adminTabTitle('/admin/login', t('shop.shell.siteTitle'));
  }, [locale]);

  useEffect(() => {
    let live = true;
    authProvider.restore().then(
      (user) => {
        if (!live) return;
        if (user) void navigate(landing(origin), { replace: true });
        else setChecking('done');
      },
      () => live && setChecking('unavailable'),
    );
    return () => {
      live = false;
    };
  }, [navigate, origin, attempt]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const errs: typeof fieldErrors = {};
    if (!isEmail(email)) errs.email = inStaffLanguage(AUTH_MESSAGES.invalidEmail);
    if (!password) errs.password = inStaffLanguage(AUTH_MESSAGES.passwordRequired);
    setFieldErrors(errs);
    if (errs.email || errs.password) return;
    setSubmitting(true);
    setError(null);
    try {
      await authProvider.login({ email: email.trim(), password });
      void navigate(landing(origin), { replace: true });
    } catch (err) {
      setError(loginErrorMessage(err));
      setSubmitting(false);
    }
  };

  if (checking === 'checking') return <PageSpinner />;
  if (checking === 'unavailable') {
    return (
      <Suspense fallback={<PageSpinner />}>
        <ServiceUnavailable onRetry={retry} />
      </Suspense>
    );
  }

  return (
    <main className="login-page">
      <LanguageToggle />
      <form className="login-card" noValidate onSubmit={submit} aria-labelledby="login-title">
        <h1 id="login-title">{t('shop.shell.login.title')}</h1>
        <p className="login-sub">{t('shop.shell.login.subtitle')}</p>
        {notice && !error ? (
          <LoginMessage kind="notice" testId="login-notice">
            {inStaffLanguage(notice)}
          </LoginMessage>
        ) : null}
        {error ? (
          <LoginMessage kind="error" testId="login-error">
            {error}
          </LoginMessage>
        ) : null}
        <EmailField value={email} onChange={setEmail} error={fieldErrors.email} />
        <LoginField
          name="password"
          label={t('shop.shell.login.password')}
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fieldErrors.password}
        >
          <PasswordToggle shown={showPassword} onToggle={() => setShowPassword((v) => !v)} />
        </LoginField>
        <Link className="login-forgot" to={`${ADMIN_BASE}/forgot-password`}>
          {t('shop.shell.login.forgotPassword')}
        </Link>
        <SubmitButton busy={submitting} label={t('shop.shell.login.submit')} busyLabel={t('shop.shell.login.submitting')} />
      </form>
    </main>
  );
}
