import type { UserManager } from 'oidc-client-ts';
import { createContext, type ReactNode, useContext } from 'react';

const UserManagerContext = createContext<UserManager | undefined>(undefined);

export function UserManagerProvider({
  userManager,
  children,
}: {
  userManager: UserManager;
  children: ReactNode;
}) {
  return <UserManagerContext value={userManager}>{children}</UserManagerContext>;
}

/**
 * The OpenID client itself, for the few calls whose errors must be seen (react-oidc-context's wrappers
 * turn them into state): the popup re-authentication.
 */
export function useUserManager(): UserManager {
  const userManager = useContext(UserManagerContext);
  if (!userManager) throw new Error('useUserManager needs a UserManagerProvider');
  return userManager;
}
