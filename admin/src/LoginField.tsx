import type { InputHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ADMIN_BASE } from './paths';
import { LOCALE_NAMES } from './i18n/locale';
import { plainTranslate as t, useShopLocale } from './i18n/plain';

interface LoginFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  name: string;
  label: string;
  error?: string;
  /** Shown inside the input's frame, after the input (the password's show/hide toggle). */
  children?: ReactNode;
}

/** One field of the sign-in form: its label, the framed input and the message under it naming what is wrong. */
export function LoginField({ name, label, error, children, ...input }: LoginFieldProps) {
  const id = `login-${name}`;
  const errorId = `${id}-error`;
  return (
    <div className="login-field">
      <label htmlFor={id}>{label}</label>
      <div className={`login-input${error ? ' invalid' : ''}`}>
        <input id={id} name={name} {...input} aria-invalid={!!error} aria-describedby={error ? errorId : undefined} />
        {children}
      </div>
      {error ? (
        <span id={errorId} className="login-help">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** The account's email address: the first field of the sign-in card and of the reset request. */
export function EmailField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string }) {
  return (
    <LoginField
      name="email"
      label={t('shop.shell.login.email')}
      type="email"
      autoComplete="username"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      autoFocus
    />
  );
}

/** A message above a card's fields: an error is read out at once, a notice when the reader gets to it. */
export function LoginMessage({ kind, testId, children }: { kind: 'error' | 'notice'; testId: string; children: ReactNode }) {
  return (
    <div className={`login-${kind}`} role={kind === 'error' ? 'alert' : 'status'} data-testid={testId}>
      {children}
    </div>
  );
}

/** The show/hide button inside a password field's frame; the field's type follows `shown`. */
export function PasswordToggle({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      className="login-toggle"
      aria-label={shown ? t('shop.shell.login.hidePassword') : t('shop.shell.login.showPassword')}
      aria-pressed={shown}
      onClick={onToggle}
    >
      {shown ? t('shop.shell.login.hide') : t('shop.shell.login.show')}
    </button>
  );
}

/** The card's one submit button: disabled and saying so while the request is on its way. */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" className="login-submit" disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}

/** What the sign-in page shows above its form after a reset (router state the reset page hands it, so a reload does not repeat it). */
export interface SignInNotice {
  notice?: string;
}

/** The way back to the sign-in page from the password recovery cards. */
export function BackToSignIn() {
  return <Link to={`${ADMIN_BASE}/login`}>{t('shop.shell.reset.backToSignIn')}</Link>;
}

/**
 * The sign-in pages' language switch (before sign-in the device's last language or the browser's decides): names the
 * other language in itself, so a reader finds theirs. After sign-in the staff member's saved choice takes over.
 */
export function LanguageToggle() {
  const [locale, setLocale] = useShopLocale();
  const other = locale === 'ar' ? 'en' : 'ar';
  return (
    <button type="button" className="login-language" lang={other} data-testid="login-language" onClick={() => setLocale(other)}>
      {LOCALE_NAMES[other]}
    </button>
  );
}
