import type { ReactNode } from 'react';

interface LoginFieldProps {
  name: 'email' | 'password';
  label: string;
  type: string;
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  autoFocus?: boolean;
  /** Shown inside the input's frame, after the input (the password's show/hide toggle). */
  children?: ReactNode;
}

/** One field of the sign-in form: its label, the framed input and the message under it naming what is wrong. */
export function LoginField({ name, label, type, autoComplete, value, onChange, error, autoFocus, children }: LoginFieldProps) {
  const id = `login-${name}`;
  const errorId = `${id}-error`;
  return (
    <div className="login-field">
      <label htmlFor={id}>{label}</label>
      <div className={`login-input${error ? ' invalid' : ''}`}>
        <input
          id={id}
          name={name}
          type={type}
          autoComplete={autoComplete}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={!!error}
          aria-describedby={error ? errorId : undefined}
          autoFocus={autoFocus}
        />
        {children}
      </div>
      {error ? <span id={errorId} className="login-help">{error}</span> : null}
    </div>
  );
}
