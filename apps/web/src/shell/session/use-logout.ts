import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from 'react-oidc-context';
import { useConfig } from '@/app/config/config-context.tsx';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { readUserClaims } from '@/lib/auth/claims.ts';
import { revokeTokens } from '@/lib/auth/revoke-tokens.ts';
import { clearLocalStorageKeepingPreferences } from '@/lib/storage.ts';
import { useOverlay } from '@/shell/overlays/overlay-provider.tsx';
import { type FrozenSession, useSessionLifecycle } from './session-lifecycle.tsx';

export interface Logout {
  /** Spec 01 §4.4: backend logout, local storage cleared (theme kept), tokens revoked, sign-out. */
  logout(): Promise<void>;
  /** The same, then straight to the login page for another user (welcome-back "Change user"). */
  changeUser(): Promise<void>;
}

/** Ends the session. Safe to call from anywhere, also when the user is already gone. */
export function useLogout(): Logout {
  const auth = useAuth();
  const config = useConfig();
  const { sessions } = useBackendClients();
  const overlay = useOverlay();
  const lifecycle = useSessionLifecycle();
  const { t } = useTranslation();

  const endSession = useCallback(
    async (then: 'signOut' | 'signInAgain') => {
      const user = auth.user;
      const claims = user ? readUserClaims(user) : null;
      const session: FrozenSession | undefined = claims && user ? { claims, tokens: user } : lifecycle.frozen;
      lifecycle.leave(session);
      overlay.showLoader(t('session.loggingOut'), t('session.loggingOutMessage'));
      await sessions.close().catch(() => undefined);
      clearLocalStorageKeepingPreferences();
      await revokeTokens(config, session?.tokens);
      try {
        if (then === 'signInAgain') await auth.signinRedirect({ prompt: 'login' });
        else await auth.signoutRedirect({ id_token_hint: session?.tokens.id_token });
      } catch {
        // The identity provider cannot be reached: everything local is gone, so start afresh.
        window.location.replace(config.oidc.redirectUri);
      }
    },
    [auth, config, sessions, lifecycle, overlay, t],
  );

  return {
    logout: useCallback(() => endSession('signOut'), [endSession]),
    changeUser: useCallback(() => endSession('signInAgain'), [endSession]),
  };
}
