import { EXTERNAL_LINKS } from '../../config/constants';
import { safeRedirectTarget } from '../../lib/safe-redirect';
import { logIn } from './api/login';
import { LoginForm, type LoginAttempt } from './components/login-form';

export interface LoginScreenProps {
  providerName: string;
  /** The session belongs to an account without an admin role. */
  nonAdmin?: boolean;
  /**
   * Called once the gateway accepted the credentials, with the in-app path to go to: the redirectUri
   * when it names a path under /admin, home otherwise. Throwing counts as a failed login.
   */
  onSignedIn: (target: string) => Promise<void>;
}

/** The login page (also the catch-all of unknown paths). Free of app state, so the boot can show it. */
export default function LoginScreen({ providerName, nonAdmin = false, onSignedIn }: LoginScreenProps) {
  async function submit(username: string, password: string): Promise<LoginAttempt> {
    const outcome = await logIn(username, password);
    if (!outcome.success) return { ok: false, code: outcome.errorCode };
    try {
      await onSignedIn(safeRedirectTarget(new URLSearchParams(window.location.search).get('redirectUri')) ?? '/');
      return { ok: true };
    } catch {
      return { ok: false, code: null };
    }
  }

  return (
    <section aria-labelledby="login-heading" className="mx-auto flex w-full max-w-md flex-col gap-6 py-8">
      <h1 id="login-heading" className="text-3xl font-bold text-ink">
        Log in to {providerName} Admin
      </h1>
      <LoginForm onSubmit={submit} initialErrorCode={nonAdmin ? 'nonAdmin' : null} resetPasswordHref={EXTERNAL_LINKS.resetPassword} />
    </section>
  );
}
