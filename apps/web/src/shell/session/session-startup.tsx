import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBackendSession } from '@/features/session/api/get-backend-session.ts';
import { isApiError } from '@/lib/api/api-error.ts';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { BlockingError, BlockingLoader } from '@/shell/overlays/blocking-loader.tsx';
import { useSession } from './session-context.tsx';
import { useLogout } from './use-logout.ts';

/**
 * Spec 01 §4 "Startup after login", step 1: fetch the backend session token before any other call.
 * A 403 `userError` is the "user error" alert (permissions insufficient: log out); any other failure
 * blocks with the error and the Exit button.
 */
export function SessionStartup({ children }: { children: ReactNode }) {
  const { claims } = useSession();
  const token = useBackendSession(claims.sub);
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { logout } = useLogout();

  if (token.isPending) {
    return <BlockingLoader title={t('session.starting')} message={t('session.startingMessage')} />;
  }
  if (token.isError) {
    const userError = isApiError(token.error) && token.error.code === 'userError';
    return userError ? (
      <BlockingError
        title={t('session.userError.title')}
        message={t('session.userError.message')}
        onExit={logout}
      />
    ) : (
      <BlockingError title={t('session.startFailed')} message={errorText(token.error)} onExit={logout} />
    );
  }
  return children;
}
