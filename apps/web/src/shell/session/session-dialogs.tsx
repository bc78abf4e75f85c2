import { lazy, Suspense, useState } from 'react';
import { firstRouteWasRoot } from '@/lib/auth/sign-in-return.ts';
import { signInOfThisLoad, welcomesBack } from '@/lib/auth/welcome-back.ts';
import { OpenNewYearDialog } from '@/shell/dialogs/open-new-year-dialog.tsx';
import { useSession } from './session-context.tsx';
import { SessionExpiredDialog } from './session-expired-dialog.tsx';
import { useSessionLifecycle } from './session-lifecycle.tsx';
import { useLogout } from './use-logout.ts';
import { useSessionExpiry } from './use-session-expiry.ts';
import { useStartupYearCheck } from './use-startup-year-check.ts';
import { WelcomeBackDialog } from './welcome-back-dialog.tsx';

// Background checks of spec 01 §4 step 4: nothing on the first screen waits for them, so their code
// loads after it (bundle budgets, scripts/bundle-figures.mjs).
const DocumentsProcessingPoller = lazy(async () => ({
  default: (await import('@/features/documents/components/documents-processing-poller.tsx'))
    .DocumentsProcessingPoller,
}));
const LabelsSettingsProcessingPoller = lazy(async () => ({
  default: (await import('@/features/labels-settings/components/labels-settings-processing-poller.tsx'))
    .LabelsSettingsProcessingPoller,
}));

/** The dialogs that belong to the session itself: welcome back, the years check and session expired. */
export function SessionDialogs() {
  const session = useSession();
  const { phase } = useSessionLifecycle();
  const { logout, changeUser } = useLogout();
  const [welcomeOpen, setWelcomeOpen] = useState(() =>
    welcomesBack({
      remembered: session.claims.is_remembered === true,
      arrivedAtRoot: firstRouteWasRoot(),
      signIn: signInOfThisLoad(),
    }),
  );
  useSessionExpiry();
  // Step 3 of the startup follows step 2: the years are checked once the welcome back is answered.
  const newYear = useStartupYearCheck(!welcomeOpen && phase === 'active');
  return (
    <>
      <WelcomeBackDialog
        open={welcomeOpen && phase === 'active'}
        name={session.displayName}
        username={session.username}
        onChangeUser={changeUser}
        onContinue={() => setWelcomeOpen(false)}
      />
      <OpenNewYearDialog {...newYear} />
      <Suspense fallback={null}>
        <DocumentsProcessingPoller enabled={phase === 'active'} />
        <LabelsSettingsProcessingPoller />
      </Suspense>
      <SessionExpiredDialog open={phase === 'expired'} username={session.username} onLogout={logout} />
    </>
  );
}
