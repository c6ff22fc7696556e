import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  Alert, Box, Button, Card, CardContent, IconButton, InputAdornment, Stack, TextField, Typography,
} from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { AUTH_MESSAGES, LOGIN_TEXTS, DEFAULT_SITE_TITLE } from '@shop/common';
import { authProvider } from './auth';
import { loginErrorMessage } from './auth/authProvider';
import { Spinner } from './ui/Spinner';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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

export default function LoginPage() {
  const navigate = useNavigate();
  const origin = useOrigin();
  const [checking, setChecking] = useState(true);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});

  useEffect(() => {
    document.title = `Admin - ${DEFAULT_SITE_TITLE}`;
    let live = true;
    authProvider.restore().then((user) => {
      if (!live) return;
      if (user) navigate(origin, { replace: true });
      else setChecking(false);
    });
    return () => {
      live = false;
    };
  }, [navigate, origin]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const errs: typeof fieldErrors = {};
    if (!EMAIL_RE.test(email.trim())) errs.email = AUTH_MESSAGES.invalidEmail;
    if (!password) errs.password = AUTH_MESSAGES.passwordRequired;
    setFieldErrors(errs);
    if (errs.email || errs.password) return;
    setSubmitting(true);
    setError(null);
    try {
      await authProvider.login({ email: email.trim(), password });
      navigate(origin, { replace: true });
    } catch (err) {
      setError(loginErrorMessage(err));
      setSubmitting(false);
    }
  };

  if (checking) return <Spinner fullPage />;

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, background: 'linear-gradient(160deg,#fff7ed 0%,#f6f7f9 60%)' }}>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
            <Box>
              <Typography variant="h1" component="h1">{LOGIN_TEXTS.title}</Typography>
              <Typography color="text.secondary">{LOGIN_TEXTS.subtitle}</Typography>
            </Box>
            {error ? (
              <Alert severity="error" variant="filled" role="alert" data-testid="login-error">
                {error}
              </Alert>
            ) : null}
            <TextField
              label={LOGIN_TEXTS.email}
              name="email"
              type="email"
              autoComplete="username"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={!!fieldErrors.email}
              helperText={fieldErrors.email}
              autoFocus
            />
            <TextField
              label={LOGIN_TEXTS.password}
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={!!fieldErrors.password}
              helperText={fieldErrors.password}
              slotProps={{
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <IconButton
                        aria-label={showPassword ? LOGIN_TEXTS.hidePassword : LOGIN_TEXTS.showPassword}
                        onClick={() => setShowPassword((v) => !v)}
                        edge="end"
                      >
                        {showPassword ? <VisibilityOff /> : <Visibility />}
                      </IconButton>
                    </InputAdornment>
                  ),
                },
              }}
            />
            <Button type="submit" variant="contained" size="large" disabled={submitting}>
              {submitting ? LOGIN_TEXTS.submitting : LOGIN_TEXTS.submit}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
