import type { UserClaims } from '@inventario/shared/contracts/session';
import { isVendorStaff } from '@inventario/shared/domain/access/access';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { displayNameOf } from '@/lib/auth/claims.ts';

/** The signed-in user as the screens see it. */
export interface Session {
  claims: UserClaims;
  username: string;
  displayName: string;
  /** The user's own school (vendor staff may act for another: see `useActingSchool`). */
  customerCode: string;
  /** Vendor staff (role InvAdmin). */
  isVendor: boolean;
}

const SessionContext = createContext<Session | undefined>(undefined);

export function SessionProvider({ claims, children }: { claims: UserClaims; children: ReactNode }) {
  const session = useMemo<Session>(
    () => ({
      claims,
      username: claims.preferred_username,
      displayName: displayNameOf(claims),
      customerCode: claims.customer_code,
      isVendor: isVendorStaff(claims),
    }),
    [claims],
  );
  return <SessionContext value={session}>{children}</SessionContext>;
}

/** The signed-in user; only inside the authenticated area. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession is only available inside the authenticated area');
  return session;
}
