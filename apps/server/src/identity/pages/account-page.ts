import type { IdentityUser } from '../users.repo.ts';
import { html, page } from './html.ts';
import type { Language, Messages } from './messages.ts';

export interface AccountPageInput {
  language: Language;
  messages: Messages;
  user: IdentityUser;
  passwordUrl: string;
  appUrl: string;
}

/** What the identity provider knows of the signed-in user. */
export function accountPage({ language, messages: t, user, passwordUrl, appUrl }: AccountPageInput): string {
  const list = (values: string[]) => (values.length ? values.join(', ') : t.none);
  const body = html`<dl>
<dt>${t.username}</dt><dd>${user.username}</dd>
<dt>${t.fullName}</dt><dd>${`${user.givenName} ${user.familyName}`.trim()}</dd>
<dt>${t.customerCode}</dt><dd>${user.customerCode}</dd>
<dt>${t.roles}</dt><dd>${list(user.roles)}</dd>
<dt>${t.licenses}</dt><dd>${list(user.licenses)}</dd>
</dl>
<nav><a href="${passwordUrl}">${t.changePassword}</a><a href="${appUrl}">${t.backToApp}</a></nav>`;
  return page({ language, messages: t, title: t.accountTitle, body });
}
