import type { User } from 'oidc-client-ts';
import { decodeJwtPayload } from '@/lib/auth/claims.ts';
import { isRootRoute, isSignInReturn, replaceFirstRoute } from '@/lib/auth/sign-in-return.ts';
import { rememberSignInOfLoad } from '@/lib/auth/welcome-back.ts';

/** Where a sign-in lands when it did not start from a page of its own. */
const DEFAULT_ROUTE = '/dashboard';

/**
 * After the identity provider redirected back (`/inventario/?code=…&state=…`): removes the code and
 * state from the address and goes to the route the user asked for, or `#/dashboard`; remembers when
 * the user authenticated, for the welcome back.
 */
export function completeSignIn(user: User | undefined): void {
  // The ID token itself: oidc-client-ts drops `auth_time` from the profile it keeps.
  rememberSignInOfLoad(user?.id_token ? (decodeJwtPayload(user.id_token) ?? undefined) : undefined);
  const returnTo = isSignInReturn(user?.state) ? user.state.returnTo : '/';
  replaceFirstRoute(returnTo);
  const route = isRootRoute(returnTo) ? DEFAULT_ROUTE : returnTo;
  window.history.replaceState(null, '', `${window.location.pathname}#${route}`);
}
