import type { UserClaims } from '@inventario/shared/contracts/session';
import { canEnter } from '@inventario/shared/domain/access/access';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from 'react-oidc-context';
import { Navigate, Outlet } from 'react-router';
import { useConfig } from '@/app/config/config-context.tsx';
import { readUserClaims } from '@/lib/auth/claims.ts';
import { retrySignIn, signInFailureOf } from '@/lib/auth/sign-in-failure.ts';
import { BlockingError, BlockingLoader } from '@/shell/overlays/blocking-loader.tsx';
import { SessionProvider } from './session-context.tsx';
import { SessionDialogs } from './session-dialogs.tsx';
import { useSessionLifecycle } from './session-lifecycle.tsx';
import { SessionStartup } from './session-startup.tsx';
import { useLogout } from './use-logout.ts';
import { useSignInRequired } from './use-sign-in-required.ts';
import { ViewFlagsProvider } from './view-flags.tsx';

/** The claims the area runs with: the live user's, or the frozen ones while expired or leaving. */
function useEffectiveClaims(): UserClaims | null {
  const auth = useAuth();
  const { phase, frozen } = useSessionLifecycle();
  const liveUser = auth.user && !auth.user.expired ? auth.user : undefined;
  const live = useMemo(() => (liveUser ? readUserClaims(liveUser) : null), [liveUser]);
  return phase === 'active' ? live : (frozen?.claims ?? null);
}

/**
 * The gate of every non-public route: signs the visitor in, refuses users who may not enter
 * (`#/error/unauthorized`, spec 01 §4.1), starts the session, then shows the page with the global
 * session dialogs (welcome back, session expired), every view receiving the user's flags.
 */
export function AuthenticatedArea() {
  const auth = useAuth();
  const { phase } = useSessionLifecycle();
  const { t } = useTranslation();
  const { logout } = useLogout();
  const claims = useEffectiveClaims();
  const config = useConfig();
  useSignInRequired(phase);

  if (!claims) {
    if (auth.error?.source === 'signinCallback') {
      const failure = signInFailureOf(auth.error);
      const message =
        failure.kind === 'refused' && failure.code
          ? t('session.signInFailure.refusedWithCode', { code: failure.code })
          : t(`session.signInFailure.${failure.kind}`);
      return (
        <BlockingError
          title={t('session.signInFailed')}
          message={message}
          onExit={logout}
          onRetry={() => retrySignIn(config.oidc.redirectUri)}
        />
      );
    }
    if (auth.user && !auth.isLoading && !auth.user.expired) {
      return <Navigate to="/error/unauthorized" replace />;
    }
    return <BlockingLoader title={t('session.signingIn')} message={t('session.signingInMessage')} />;
  }
  if (!canEnter(claims)) return <Navigate to="/error/unauthorized" replace />;
  return (
    <SessionProvider claims={claims}>
      <SessionStartup>
        <ViewFlagsProvider>
          <Outlet />
          <SessionDialogs />
        </ViewFlagsProvider>
      </SessionStartup>
    </SessionProvider>
  );
}
