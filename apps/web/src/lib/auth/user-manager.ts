import type { WebConfig } from '@inventario/shared/contracts/config';
import { UserManager, WebStorageStateStore } from 'oidc-client-ts';

/** The static page that completes a popup sign-in (a second Vite entry, `popup-callback.html`). */
export function popupRedirectUri(config: WebConfig): string {
  return new URL('popup-callback.html', config.oidc.redirectUri).toString();
}

/**
 * The OpenID Connect client: code flow with PKCE, refresh-token silent renew, the user kept in local
 * storage so that a reload or a new tab stays signed in.
 *
 * Spec 01 §7 asks for a 600 s clock skew. oidc-client-ts 3 has no such setting because it never
 * compares the provider's timestamps with the local clock: a token's expiry is computed from
 * `expires_in` when it is received, so a skewed clock cannot expire a session early.
 */
export function createUserManager(config: WebConfig): UserManager {
  return new UserManager({
    authority: config.oidc.authority,
    client_id: config.oidc.clientId,
    redirect_uri: config.oidc.redirectUri,
    popup_redirect_uri: popupRedirectUri(config),
    post_logout_redirect_uri: config.oidc.redirectUri,
    response_type: 'code',
    scope: config.oidc.scope,
    automaticSilentRenew: true,
    userStore: new WebStorageStateStore({ store: window.localStorage }),
  });
}
