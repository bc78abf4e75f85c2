import { useEffect, useRef } from 'react';
import { useAuth } from 'react-oidc-context';
import { firstRoute, type SignInReturn } from '@/lib/auth/sign-in-return.ts';
import type { SessionPhase } from './session-lifecycle.tsx';

/**
 * Sends a visitor without a user to the identity provider (code flow), remembering the route the page
 * was opened at: not the current one, because the root has already been redirected to the dashboard
 * and the welcome-back dialog needs to know that the visit began at the root.
 *
 * A stored user whose access token expired while the application was closed is first renewed
 * silently with its refresh token; if that fails the stored user is dropped and a normal sign-in starts.
 */
export function useSignInRequired(phase: SessionPhase): void {
  const auth = useAuth();
  const started = useRef(false);
  const hasUser = Boolean(auth.user);
  const userExpired = auth.user?.expired === true;
  const busy = auth.isLoading || Boolean(auth.activeNavigator);
  // A failed callback is shown to the user; starting again at once could loop through the provider.
  const callbackFailed = auth.error?.source === 'signinCallback';

  useEffect(() => {
    if (phase !== 'active' || busy || callbackFailed || started.current) return;
    if (hasUser && !userExpired) return;
    started.current = true;
    const state: SignInReturn = { returnTo: firstRoute() };
    void (async () => {
      if (hasUser) {
        const renewed = await auth.signinSilent();
        started.current = false;
        if (renewed) return;
        await auth.removeUser();
        return;
      }
      await auth.signinRedirect({ state });
    })();
  }, [phase, busy, callbackFailed, hasUser, userExpired, auth]);
}
