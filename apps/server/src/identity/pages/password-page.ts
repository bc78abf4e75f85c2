import { alert, html, page } from './html.ts';
import type { Language, Messages } from './messages.ts';

export interface PasswordPageInput {
  language: Language;
  messages: Messages;
  action: string;
  csrfToken: string;
  accountUrl: string;
  error?: string | undefined;
  success?: string | undefined;
}

export function passwordPage(input: PasswordPageInput): string {
  const { messages: t } = input;
  const body = html`${alert('error', input.error)}${alert('success', input.success)}
<form method="post" action="${input.action}">
<input type="hidden" name="csrf" value="${input.csrfToken}">
<label for="current_password">${t.currentPassword}</label>
<input type="password" id="current_password" name="current_password" autocomplete="current-password" required>
<label for="new_password">${t.newPassword}</label>
<input type="password" id="new_password" name="new_password" autocomplete="new-password" minlength="8" required aria-describedby="password_hint">
<p class="muted" id="password_hint">${t.passwordHint}</p>
<label for="confirm_password">${t.confirmPassword}</label>
<input type="password" id="confirm_password" name="confirm_password" autocomplete="new-password" minlength="8" required>
<button type="submit">${t.save}</button>
</form>
<nav><a href="${input.accountUrl}">${t.backToAccount}</a></nav>`;
  return page({ language: input.language, messages: t, title: t.changePassword, body });
}
