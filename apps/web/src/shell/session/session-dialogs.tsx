import { useState } from 'react';
import { firstRouteWasRoot } from '@/lib/auth/sign-in-return.ts';
import { useSession } from './session-context.tsx';
import { SessionExpiredDialog } from './session-expired-dialog.tsx';
import { useSessionLifecycle } from './session-lifecycle.tsx';
import { useLogout } from './use-logout.ts';
import { useSessionExpiry } from './use-session-expiry.ts';
import { WelcomeBackDialog } from './welcome-back-dialog.tsx';

/** The dialogs that belong to the session itself: welcome back and session expired. */
export function SessionDialogs() {
  const session = useSession();
  const { phase } = useSessionLifecycle();
  const { logout, changeUser } = useLogout();
  const [welcomeOpen, setWelcomeOpen] = useState(
    () => session.claims.is_remembered === true && firstRouteWasRoot(),
  );
  useSessionExpiry();
  return (
    <>
      <WelcomeBackDialog
        open={welcomeOpen && phase === 'active'}
        name={session.displayName}
        username={session.username}
        onChangeUser={changeUser}
        onContinue={() => setWelcomeOpen(false)}
      />
      <SessionExpiredDialog open={phase === 'expired'} username={session.username} onLogout={logout} />
    </>
  );
}
