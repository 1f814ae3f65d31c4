import { Alert, Button, TextField, TextLink } from '@console/ui';
import { useRef, useState, type FormEvent } from 'react';
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

/** Username and password form; the typed values survive every failure. */
export function LoginForm({ onSubmit, initialErrorCode = null, resetPasswordHref }: LoginFormProps) {
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
              {' '}
              If you usually log in with Google, use Google login instead, or{' '}
              <TextLink href={resetPasswordHref}>reset your password</TextLink>.
            </>
          )}
        </Alert>
      )}
      <TextField
        ref={usernameRef}
        label="Username"
        name="username"
        autoComplete="username"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={fieldErrors.username}
      />
      <TextField
        ref={passwordRef}
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={fieldErrors.password}
      />
      <div>
        <Button type="submit" loading={submitting} loadingText="Logging in">
          Log in
        </Button>
      </div>
    </form>
  );
}
