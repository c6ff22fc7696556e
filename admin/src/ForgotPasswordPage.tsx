import { useEffect, useState, type FormEvent } from 'react';
import { AUTH_MESSAGES } from '@shop/common';
import { inStaffLanguage, plainTranslate as t, useShopLocale } from './i18n/plain';
import { isEmail } from './auth/credentialRules';
import { requestPasswordReset } from './auth/passwordReset';
import { loginErrorMessage } from './auth/authProvider';
import { EmailField, LanguageToggle, LoginMessage, SubmitButton, BackToSignIn } from './LoginField';
import './login.css';

type Failure = { title?: string; text: string };

/** /admin/forgot-password: asks the API to mail a reset link; the answer never says whether the address has an account. */
export default function ForgotPasswordPage() {
  const [locale] = useShopLocale();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    document.title = `${t('shop.shell.reset.requestTitle')} - ${t('shop.shell.siteTitle')}`;
  }, [locale]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!isEmail(email)) return setFieldError(inStaffLanguage(AUTH_MESSAGES.invalidEmail));
    setFieldError(undefined);
    setSubmitting(true);
    setFailure(null);
    try {
      await requestPasswordReset(email);
      setSent(true);
    } catch (err) {
      const status = (err as { status?: number }).status;
      setFailure(status === 429 ? { title: t('shop.shell.reset.tooManyTitle'), text: loginErrorMessage(err) } : { text: loginErrorMessage(err) });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <main className="login-page">
      <LanguageToggle />
      {sent ? (
        <section className="login-card" aria-labelledby="forgot-title">
          <h1 id="forgot-title">{t('shop.shell.reset.requestSentTitle')}</h1>
          <LoginMessage kind="notice" testId="forgot-sent">
            {inStaffLanguage(AUTH_MESSAGES.forgotPasswordSent)}
          </LoginMessage>
          <p className="login-hint">{t('shop.shell.reset.requestSentHint')}</p>
          <div className="login-links">
            <BackToSignIn />
            <a
              href="#again"
              onClick={(e) => {
                e.preventDefault();
                setSent(false);
              }}
            >
              {t('shop.shell.reset.requestAgain')}
            </a>
          </div>
        </section>
      ) : (
        <form className="login-card" noValidate onSubmit={submit} aria-labelledby="forgot-title">
          <h1 id="forgot-title">{t('shop.shell.reset.requestTitle')}</h1>
          <p className="login-sub">{t('shop.shell.reset.requestSubtitle')}</p>
          {failure ? (
            <LoginMessage kind="error" testId="forgot-error">
              {failure.title ? <strong>{failure.title}</strong> : null}
              {failure.text}
            </LoginMessage>
          ) : null}
          <EmailField value={email} onChange={setEmail} error={fieldError} />
          <SubmitButton busy={submitting} label={t('shop.shell.reset.requestSubmit')} busyLabel={t('shop.shell.reset.requestSubmitting')} />
          <div className="login-links">
            <BackToSignIn />
          </div>
        </form>
      )}
    </main>
  );
}
