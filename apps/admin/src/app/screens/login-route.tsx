import { useAtomValue, useSetAtom } from 'jotai';
import { Redirect } from 'wouter';
import LoginScreen from '../../features/login/login-screen';
import { safeRedirectTarget } from '../../lib/safe-redirect';
import { providerNameAtom, refreshSessionAtom, userStateAtom } from '../../state/session';

/** The login page inside the signed-in app (after logout, or an unknown path): signed-in admins move on. */
export default function LoginRoute() {
  const providerName = useAtomValue(providerNameAtom);
  const state = useAtomValue(userStateAtom);
  const refreshSession = useSetAtom(refreshSessionAtom);
  if (state.kind === 'admin') {
    return <Redirect to={safeRedirectTarget(new URLSearchParams(window.location.search).get('redirectUri')) ?? '/'} replace />;
  }
  return (
    <LoginScreen
      providerName={providerName}
      nonAdmin={state.kind === 'non-admin'}
      onSignedIn={async () => {
        // The refreshed session re-renders this route as signed in, which redirects.
        await refreshSession();
      }}
    />
  );
}
