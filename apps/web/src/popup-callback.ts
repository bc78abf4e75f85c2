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
  .catch(showFailure);

/** A failure in the user's language, never the library's text; the texts load only when needed. */
async function showFailure(error: unknown): Promise<void> {
  const [{ initI18n }, { signInFailureOf }] = await Promise.all([
    import('@/app/i18n/i18n.ts'),
    import('@/lib/auth/sign-in-failure.ts'),
  ]);
  const i18n = await initI18n();
  const failure = signInFailureOf(
    error instanceof Error
      ? { name: error.name, message: error.message, innerError: error }
      : { name: 'Error', message: String(error), innerError: error },
  );
  document.title = i18n.t('session.signInFailed');
  document.body.textContent = `${i18n.t('session.signInFailed')}. ${i18n.t(`session.signInFailure.${failure.kind}`)}`;
}
