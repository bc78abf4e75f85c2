import { useEffect } from 'react';
import { useAuth } from 'react-oidc-context';
import { readUserClaims } from '@/lib/auth/claims.ts';
import { useSessionLifecycle } from './session-lifecycle.tsx';

/**
 * Watches the identity client (spec 01 §4.2–4.3): when the access token expires the stored user is
 * removed and the session becomes `expired`; when the silent renew fails it becomes `expired` at once
 * (the user is removed later, when the token really expires). Either way the expired dialog opens.
 */
export function useSessionExpiry(): void {
  const auth = useAuth();
  const { expire } = useSessionLifecycle();
  const { events, removeUser, user, error } = auth;

  useEffect(() => {
    const onExpired = () => {
      const claims = user ? readUserClaims(user) : null;
      if (claims && user) expire({ claims, tokens: user });
      void removeUser();
    };
    events.addAccessTokenExpired(onExpired);
    return () => events.removeAccessTokenExpired(onExpired);
  }, [events, removeUser, user, expire]);

  useEffect(() => {
    if (error?.source !== 'renewSilent' || !user) return;
    const claims = readUserClaims(user);
    if (claims) expire({ claims, tokens: user });
  }, [error, user, expire]);
}
