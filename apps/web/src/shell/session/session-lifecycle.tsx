import type { UserClaims } from '@inventario/shared/contracts/session';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import type { RevocableTokens } from '@/lib/auth/revoke-tokens.ts';

/** What is kept of a session while it is expired or being closed: who it was, and its tokens. */
export interface FrozenSession {
  claims: UserClaims;
  tokens: RevocableTokens & { id_token?: string | undefined };
}

/**
 * - `active`: the identity client's user drives the application.
 * - `expired`: the access token expired or could not be renewed; the shell stays on screen with the
 *   frozen session behind the session-expired dialog (spec 01 §4.2, §4.3).
 * - `leaving`: logout is under way; nothing may start a new sign-in meanwhile.
 */
export type SessionPhase = 'active' | 'expired' | 'leaving';

interface SessionLifecycle {
  phase: SessionPhase;
  frozen: FrozenSession | undefined;
  expire(session: FrozenSession): void;
  leave(session: FrozenSession | undefined): void;
  resume(): void;
}

const SessionLifecycleContext = createContext<SessionLifecycle | undefined>(undefined);

export function SessionLifecycleProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ phase: SessionPhase; frozen: FrozenSession | undefined }>({
    phase: 'active',
    frozen: undefined,
  });
  const value = useMemo<SessionLifecycle>(
    () => ({
      ...state,
      expire: (session) =>
        setState((current) => (current.phase === 'active' ? { phase: 'expired', frozen: session } : current)),
      leave: (session) => setState((current) => ({ phase: 'leaving', frozen: session ?? current.frozen })),
      resume: () => setState({ phase: 'active', frozen: undefined }),
    }),
    [state],
  );
  return <SessionLifecycleContext value={value}>{children}</SessionLifecycleContext>;
}

export function useSessionLifecycle(): SessionLifecycle {
  const value = useContext(SessionLifecycleContext);
  if (!value) throw new Error('useSessionLifecycle needs a SessionLifecycleProvider');
  return value;
}
