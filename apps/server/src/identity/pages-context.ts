import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { CsrfTokens } from './csrf.ts';
import { type Language, type Messages, messagesFor, pickLanguage } from './pages/messages.ts';

/** What the login and account pages need. */
export interface PagesDeps {
  config: Config;
  db: Db;
  provider: Provider;
  csrf: CsrfTokens;
  /** Public path of the identity provider, e.g. `/auth`. */
  basePath: string;
}

export function languageOf(request: FastifyRequest, uiLocales?: unknown) {
  const language: Language = pickLanguage(
    request.headers['accept-language'],
    typeof uiLocales === 'string' ? uiLocales : undefined,
  );
  const messages: Messages = messagesFor(language);
  return { language, messages };
}

export function sendPage(reply: FastifyReply, body: string, status = 200) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-frame-options', 'DENY')
    .send(body);
}
