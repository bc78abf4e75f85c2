import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { readUserClaims } from '@/lib/auth/claims.ts';
import { useUserManager } from '@/lib/auth/user-manager-context.tsx';
import { useSessionLifecycle } from './session-lifecycle.tsx';

export type ReauthenticationOutcome = 'resumed' | 'differentUser' | 'popupBlocked' | 'cancelled';

/** oidc-client-ts reports a popup that could not open as navigation on a disposed window. */
function isPopupBlocked(error: unknown): boolean {
  return (
    error instanceof Error && /disposed window|popup/i.test(error.message) && !/closed/i.test(error.message)
  );
}

/**
 * Signs in again in a popup. The same username resumes the session and reloads the data; another
 * username is refused (spec 01 §4.2: 'operation not permitted') and its user is dropped at once, so
 * the other person stays out.
 */
export function useReauthenticate(expectedUsername: string) {
  const userManager = useUserManager();
  const { resume } = useSessionLifecycle();
  const queryClient = useQueryClient();
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<ReauthenticationOutcome>();

  const run = useCallback(async () => {
    setRunning(true);
    try {
      const user = await userManager.signinPopup();
      if (readUserClaims(user)?.preferred_username !== expectedUsername) {
        await userManager.removeUser();
        setOutcome('differentUser');
        return;
      }
      setOutcome('resumed');
      resume();
      await queryClient.invalidateQueries();
    } catch (error) {
      setOutcome(isPopupBlocked(error) ? 'popupBlocked' : 'cancelled');
    } finally {
      setRunning(false);
    }
  }, [userManager, expectedUsername, resume, queryClient]);

  return { run, running, outcome };
}
