import { type LicenceFlags, licenceFlags, ROLE_ADMIN } from '@inventario/shared/domain/access/access';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useCustomerUser } from '@/features/customer/api/get-customer-user.ts';
import { useSession } from './session-context.tsx';

/**
 * The flags every view receives (spec 01 §2 "Layouts"): the licence flags that gate invoices, the
 * balance, purchases and the renewal (`licenceFlags`); the admin user has role inv.admin; an Argo user
 * has an Argo id in the customer area (the spec shows no use of these two).
 */
export interface ViewFlags extends LicenceFlags {
  adminUser: boolean;
  argoUser: boolean;
  /** The session has started (backend session open): always true inside the authenticated area. */
  initialized: boolean;
}

const ViewFlagsContext = createContext<ViewFlags | undefined>(undefined);

/** Gives every view of the authenticated area the flags of its user. */
export function ViewFlagsProvider({ children }: { children: ReactNode }) {
  const { claims, customerCode, username } = useSession();
  const argoID = useCustomerUser(customerCode, username).data?.argoID;
  const flags = useMemo<ViewFlags>(
    () => ({
      ...licenceFlags(claims.licenses),
      adminUser: claims.roles.includes(ROLE_ADMIN),
      argoUser: Boolean(argoID),
      initialized: true,
    }),
    [claims, argoID],
  );
  return <ViewFlagsContext value={flags}>{children}</ViewFlagsContext>;
}

/** The flags of the signed-in user; only inside the authenticated area. */
export function useViewFlags(): ViewFlags {
  const flags = useContext(ViewFlagsContext);
  if (!flags) throw new Error('useViewFlags is only available inside the authenticated area');
  return flags;
}
