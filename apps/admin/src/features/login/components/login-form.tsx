import { Alert, Button, TextLink } from '@console/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { loginErrorMessage, validateLogin, type LoginFieldErrors } from '../model/login-errors';

export type LoginAttempt = { ok: true } | { ok: false; code: string | null };

export interface LoginFormProps {
  /** Sends the credentials; a failure carries its code (null when unknown, e.g. the network failed). */
  onSubmit: (username: string, password: string) => Promise<LoginAttempt>;
  /** A failure to show before any attempt (e.g. a non-admin session). */
  initialErrorCode?: string | null;
  /** Where "reset your password" leads. */
  resetPasswordHref: string;
}

const inputClass =
  'min-h-10 w-full rounded border border-line bg-surface px-3 py-2 text-ink aria-invalid:border-danger aria-invalid:border-2';

/** Username and password form; the typed values survive every failure. */
export function LoginForm({ onSubmit, initialErrorCode = null, resetPasswordHref }: LoginFormProps) {
  const ids = { username: useId(), password: useId(), usernameError: useId(), passwordError: useId() };
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<LoginFieldErrors>({});
  // undefined: nothing to report; null: a failure without a known code (the fallback message).
  const [errorCode, setErrorCode] = useState<string | null | undefined>(initialErrorCode ?? undefined);
  const [submitting, setSubmitting] = useState(false);
  const failure = errorCode === undefined ? null : loginErrorMessage(errorCode);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const errors = validateLogin(username, password);
    setFieldErrors(errors);
    if (errors.username) return usernameRef.current?.focus();
    if (errors.password) return passwordRef.current?.focus();
    setSubmitting(true);
    setErrorCode(undefined);
    try {
      const attempt = await onSubmit(username, password);
      if (!attempt.ok) setErrorCode(attempt.code);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Log in">
      {failure && (
        <Alert variant="error">
          {failure.text}
          {failure.suggestReset && (
            <>
              {' '}If you usually log in with Google, use Google login instead, or{' '}
              <TextLink href={resetPasswordHref}>reset your password</TextLink>.
            </>
          )}
        </Alert>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.username} className="font-semibold text-ink">
          Username
        </label>
        <input
          ref={usernameRef}
          id={ids.username}
          name="username"
          autoComplete="username"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          aria-invalid={fieldErrors.username ? true : undefined}
          aria-describedby={fieldErrors.username ? ids.usernameError : undefined}
          className={inputClass}
        />
        {fieldErrors.username && (
          <p id={ids.usernameError} className="text-sm text-danger">
            {fieldErrors.username}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.password} className="font-semibold text-ink">
          Password
        </label>
        <input
          ref={passwordRef}
          id={ids.password}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={fieldErrors.password ? true : undefined}
          aria-describedby={fieldErrors.password ? ids.passwordError : undefined}
          className={inputClass}
        />
        {fieldErrors.password && (
          <p id={ids.passwordError} className="text-sm text-danger">
            {fieldErrors.password}
          </p>
        )}
      </div>
      <div>
        <Button type="submit" loading={submitting} loadingText="Logging in">
          Log in
        </Button>
      </div>
    </form>
  );
}
