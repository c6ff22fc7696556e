import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AUTH_MESSAGES, PASSWORD_MIN } from '@shop/common';
import { inStaffLanguage, plainTranslate as t, useShopLocale } from './i18n/plain';
import { newPasswordErrors } from './auth/credentialRules';
import { isInvalidResetLink, resetPassword } from './auth/passwordReset';
import { loginErrorMessage } from './auth/authProvider';
import { tokenStore } from './api/tokenStore';
import { fieldErrors } from './errors/translateError';
import { LanguageToggle, LoginField, LoginMessage, PasswordToggle, SubmitButton, BackToSignIn, type SignInNotice } from './LoginField';
import { ADMIN_BASE } from './paths';
import './login.css';

function InvalidLink() {
  return (
    <main className="login-page">
      <LanguageToggle />
      <section className="login-card" aria-labelledby="reset-title">
        <h1 id="reset-title">{t('shop.shell.reset.invalidLinkTitle')}</h1>
        <LoginMessage kind="error" testId="reset-invalid">
          {inStaffLanguage(AUTH_MESSAGES.invalidResetToken)}
        </LoginMessage>
        <div className="login-links">
          <Link to={`${ADMIN_BASE}/forgot-password`}>{t('shop.shell.reset.requestNewLink')}</Link>
          <BackToSignIn />
        </div>
      </section>
    </main>
  );
}

/** /admin/reset-password?token=…: the mailed link. Sets the new password, then sends the user to sign in with it. */
export default function ResetPasswordPage() {
  const [locale] = useShopLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [values, setValues] = useState({ newPassword: '', confirmPassword: '' });
  const [show, setShow] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(!token);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    document.title = `${t('shop.shell.reset.setTitle')} - ${t('shop.shell.siteTitle')}`;
  }, [locale]);

  if (invalid) return <InvalidLink />;

  const change = (key: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const errs = Object.fromEntries(Object.entries(newPasswordErrors(values)).map(([field, text]) => [field, inStaffLanguage(text)]));
    setErrors(errs);
    if (Object.keys(errs).length) return;
    setSubmitting(true);
    setFailure(null);
    try {
      await resetPassword(token, values.newPassword);
    } catch (err) {
      setSubmitting(false);
      if (isInvalidResetLink(err)) return setInvalid(true);
      const fields = fieldErrors(err);
      if (fields.newPassword) setErrors({ newPassword: fields.newPassword });
      else setFailure(loginErrorMessage(err));
      return;
    }
    // The API ended every session of the account; a session stored in this browser is one of them.
    tokenStore.clear();
    void navigate(`${ADMIN_BASE}/login`, { replace: true, state: { notice: AUTH_MESSAGES.passwordReset } satisfies SignInNotice });
  };

  const toggle = <PasswordToggle shown={show} onToggle={() => setShow((v) => !v)} />;

  return (
    <main className="login-page">
      <LanguageToggle />
      <form className="login-card" noValidate onSubmit={submit} aria-labelledby="reset-title">
        <h1 id="reset-title">{t('shop.shell.reset.setTitle')}</h1>
        <p className="login-sub">{t('shop.shell.reset.setSubtitle', { min: PASSWORD_MIN })}</p>
        {failure ? (
          <LoginMessage kind="error" testId="reset-error">
            {failure}
          </LoginMessage>
        ) : null}
        {(['newPassword', 'confirmPassword'] as const).map((name, i) => (
          <LoginField
            key={name}
            name={name}
            label={t(`shop.shell.reset.${name}`)}
            type={show ? 'text' : 'password'}
            autoComplete="new-password"
            value={values[name]}
            onChange={change(name)}
            error={errors[name]}
            autoFocus={i === 0}
          >
            {i === 0 ? toggle : null}
          </LoginField>
        ))}
        <SubmitButton busy={submitting} label={t('shop.shell.reset.setSubmit')} busyLabel={t('shop.shell.reset.setSubmitting')} />
        <div className="login-links">
          <BackToSignIn />
        </div>
      </form>
    </main>
  );
}
