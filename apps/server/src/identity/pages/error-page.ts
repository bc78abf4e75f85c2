import { html, page } from './html.ts';
import type { Language, Messages } from './messages.ts';

/** A failure explained without internals; `code` is the OAuth error code, useful to support staff. */
export function errorPage(language: Language, messages: Messages, appUrl: string, code?: string): string {
  const body = html`<p>${messages.errorText}</p>
${code ? html`<p class="muted">${code}</p>` : ''}
<nav><a href="${appUrl}">${messages.backToApp}</a></nav>`;
  return page({ language, messages, title: messages.errorTitle, body });
}
