import {
  LICENCE_BALANCE,
  LICENCE_PURCHASE,
  LICENCE_RENEWAL,
  ROLE_ADMIN,
} from '@inventario/shared/domain/access/access';
import { useCustomerUser } from '@/features/customer/api/get-customer-user.ts';
import { useSession } from './session-context.tsx';

/**
 * The flags every page receives (spec 01 §2 "Layouts"). The spec does not say how has-bilancio,
 * has-acquisto and has-rinnovo are computed; they follow the licences WWB, ACQ and RIN. The admin user
 * has role inv.admin; an Argo user has an Argo id in the customer area.
 */
export interface ViewFlags {
  hasBilancio: boolean;
  hasAcquisto: boolean;
  hasRinnovo: boolean;
  adminUser: boolean;
  argoUser: boolean;
  /** The session has started (backend session open): always true inside the authenticated area. */
  initialized: boolean;
}

export function useViewFlags(): ViewFlags {
  const { claims, customerCode, username } = useSession();
  const user = useCustomerUser(customerCode, username);
  return {
    hasBilancio: claims.licenses.includes(LICENCE_BALANCE),
    hasAcquisto: claims.licenses.includes(LICENCE_PURCHASE),
    hasRinnovo: claims.licenses.includes(LICENCE_RENEWAL),
    adminUser: claims.roles.includes(ROLE_ADMIN),
    argoUser: Boolean(user.data?.argoID),
    initialized: true,
  };
}
