import { html, page, SafeHtml } from './html.ts';
import type { Language, Messages } from './messages.ts';

/** What the logout page runs, served as a file: the pages' policy allows no inline script. */
export const confirmLogoutScript = "document.getElementById('op.logoutForm').submit();\n";

/**
 * oidc-provider asks the user to confirm a logout; the application already asked, so this page
 * confirms by itself ({@link confirmLogoutScript} at `scriptUrl`). The button remains for browsers
 * without scripts.
 */
export function logoutConfirmPage(
  language: Language,
  messages: Messages,
  providerForm: string,
  scriptUrl: string,
): string {
  const confirmedForm = providerForm.replace(
    '</form>',
    '<input type="hidden" name="logout" value="yes"></form>',
  );
  const body = html`<p>${messages.signingOut}</p>
${new SafeHtml(confirmedForm)}
<noscript><button type="submit" form="op.logoutForm">${messages.continue}</button></noscript>
<script src="${scriptUrl}"></script>`;
  return page({ language, messages, title: messages.signingOut, body });
}

/** Shown only when a logout came without a post_logout_redirect_uri. */
export function signedOutPage(language: Language, messages: Messages, appUrl: string): string {
  const body = html`<p>${messages.signedOut}</p><nav><a href="${appUrl}">${messages.signInAgain}</a></nav>`;
  return page({ language, messages, title: messages.signedOut, body });
}
