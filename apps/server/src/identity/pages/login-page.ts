import { alert, html, page } from './html.ts';
import type { Language, Messages } from './messages.ts';

export interface LoginPageInput {
  language: Language;
  messages: Messages;
  action: string;
  csrfToken: string;
  username?: string | undefined;
  remember?: boolean | undefined;
  error?: string | undefined;
}

/** The login form: field names as Keycloak's (`username`, `password`), so scripts and tests can rely on them. */
export function loginPage(input: LoginPageInput): string {
  const { messages: t } = input;
  const body = html`<p class="muted">${t.loginIntro}</p>
${alert('error', input.error)}
<form method="post" action="${input.action}">
<input type="hidden" name="csrf" value="${input.csrfToken}">
<label for="username">${t.username}</label>
<input type="text" id="username" name="username" value="${input.username ?? ''}" autocomplete="username" autocapitalize="none" spellcheck="false" required ${input.username ? '' : html`autofocus`}>
<label for="password">${t.password}</label>
<input type="password" id="password" name="password" autocomplete="current-password" required ${input.username ? html`autofocus` : ''}>
<label class="check" for="remember"><input type="checkbox" id="remember" name="remember" value="on" ${input.remember ? html`checked` : ''}>${t.remember}</label>
<button type="submit">${t.submit}</button>
</form>`;
  return page({ language: input.language, messages: t, title: t.loginTitle, body });
}
