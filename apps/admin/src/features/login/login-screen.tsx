import { useAtomValue, useSetAtom } from 'jotai';
import { Redirect, useSearch } from 'wouter';
import { EXTERNAL_LINKS } from '../../config/constants';
import { safeRedirectTarget } from '../../lib/safe-redirect';
import { providerNameAtom, refreshSessionAtom, userStateAtom } from '../../state/session';
import { logIn } from './api/login';
import { LoginForm, type LoginAttempt } from './components/login-form';

/**
 * The login page (also the catch-all of unknown paths). A signed-in admin is sent on to the page
 * they asked for, when redirectUri names a path under /admin, and home otherwise.
 */
export default function LoginScreen({ nonAdmin = false }: { nonAdmin?: boolean }) {
  const providerName = useAtomValue(providerNameAtom);
  const state = useAtomValue(userStateAtom);
  const refreshSession = useSetAtom(refreshSessionAtom);
  const search = useSearch();
  const target = safeRedirectTarget(new URLSearchParams(search).get('redirectUri')) ?? '/';

  if (state.kind === 'admin') return <Redirect to={target} replace />;

  async function submit(username: string, password: string): Promise<LoginAttempt> {
    const outcome = await logIn(username, password);
    if (!outcome.success) return { ok: false, code: outcome.errorCode };
    try {
      // The screen re-renders as signed in and redirects; nothing else to do here.
      await refreshSession();
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
      <LoginForm
        onSubmit={submit}
        initialErrorCode={nonAdmin ? 'nonAdmin' : null}
        resetPasswordHref={EXTERNAL_LINKS.resetPassword}
      />
    </section>
  );
}
