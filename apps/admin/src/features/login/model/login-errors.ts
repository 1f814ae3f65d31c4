/** Login failure codes the gateway answers with (spec 000 §8). */
export type LoginErrorCode = 'A333' | 'S044' | 'S001' | 'S022' | 'S333' | 'nonAdmin';

export interface LoginErrorMessage {
  /** The sentence shown in the alert. */
  text: string;
  /** Wrong credentials suggest Google login or a password reset (spec 000 §8, A333). */
  suggestReset: boolean;
}

export const NON_ADMIN_MESSAGE = 'This account does not have permission to access this site. Please change accounts.';
export const FALLBACK_MESSAGE = 'There was a problem completing your request...';

const MESSAGES: Record<LoginErrorCode, LoginErrorMessage> = {
  A333: { text: 'The username or password you entered is incorrect.', suggestReset: true },
  S044: { text: 'We could not check your login just now. Please try again.', suggestReset: false },
  S001: { text: 'We had a problem looking up your account. Please try again or contact support.', suggestReset: false },
  S022: { text: 'We had a problem sending your account information. Please try again.', suggestReset: false },
  S333: { text: 'The service is temporarily unavailable. Please try again in a few minutes.', suggestReset: false },
  nonAdmin: { text: NON_ADMIN_MESSAGE, suggestReset: false },
};

/**
 * Too many failed sign-ins for the account or from this network: the gateway answers `A429:<seconds>`
 * (seconds until it accepts attempts again). Worded the same whether or not the account exists.
 */
export function throttledMessage(retryAfterSeconds: number | null): LoginErrorMessage {
  const minutes = retryAfterSeconds === null ? null : Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const when = minutes === null ? 'in a few minutes' : minutes === 1 ? 'in 1 minute' : `in ${minutes} minutes`;
  return { text: `Too many unsuccessful sign-in attempts. Please try again ${when}.`, suggestReset: true };
}

const THROTTLED = /^A429(?::(\d{1,6}))?$/;

/** The message for a login failure code; unknown codes and network failures get the fallback. */
export function loginErrorMessage(code: string | null | undefined): LoginErrorMessage {
  const throttled = code ? THROTTLED.exec(code) : null;
  if (throttled) return throttledMessage(throttled[1] === undefined ? null : Number(throttled[1]));
  return (
    (code && Object.hasOwn(MESSAGES, code) ? MESSAGES[code as LoginErrorCode] : undefined) ?? {
      text: FALLBACK_MESSAGE,
      suggestReset: false,
    }
  );
}

export interface LoginFieldErrors {
  username?: string;
  password?: string;
}

/** Checks the form before sending it; the typed values are never cleared. */
export function validateLogin(username: string, password: string): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  if (!username.trim()) errors.username = 'Enter your username.';
  else if (username.trim().length > 254) errors.username = 'A username has at most 254 characters.';
  if (!password) errors.password = 'Enter your password.';
  else if (password.length > 1024) errors.password = 'A password has at most 1,024 characters.';
  return errors;
}
