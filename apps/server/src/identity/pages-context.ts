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
  /** The clock of the sign-in throttle (tests move it). */
  now: () => Date;
}

export function languageOf(request: FastifyRequest, uiLocales?: unknown) {
  const language: Language = pickLanguage(
    request.headers['accept-language'],
    typeof uiLocales === 'string' ? uiLocales : undefined,
  );
  const messages: Messages = messagesFor(language);
  return { language, messages };
}

/** A sign-in refused by the throttle: the form again with its message, 429 and Retry-After. */
export function throttledStatus(reply: FastifyReply, until: Date, now: Date): 429 {
  reply.header('retry-after', String(Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000))));
  return 429;
}

export function sendPage(reply: FastifyReply, body: string, status = 200) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-frame-options', 'DENY')
    .send(body);
}
