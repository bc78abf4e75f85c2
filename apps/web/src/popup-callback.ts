import { UserManager } from 'oidc-client-ts';

/**
 * The page the identity provider sends the re-authentication popup back to: it hands the answer to the
 * application window that opened it (which validates it and stores the user), then closes. The settings
 * are placeholders: this side only forwards the URL and never talks to the provider itself.
 */
void new UserManager({
  authority: window.location.origin,
  client_id: 'popup-callback',
  redirect_uri: window.location.href,
  automaticSilentRenew: false,
})
  .signinPopupCallback()
  .catch((error: unknown) => {
    document.body.textContent = error instanceof Error ? error.message : String(error);
  });
