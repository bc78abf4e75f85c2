import { createHmac, timingSafeEqual } from 'node:crypto';

export interface CsrfTokens {
  /** A token bound to a purpose and to something only this browser holds (its interaction or session). */
  issue(purpose: string, binding: string): string;
  verify(purpose: string, binding: string, token: unknown): boolean;
}

/**
 * Stateless CSRF tokens: an HMAC of the form's purpose and the browser's own interaction or session
 * identifier, which a third-party page cannot know.
 */
export function createCsrfTokens(key: string): CsrfTokens {
  const issue = (purpose: string, binding: string) =>
    createHmac('sha256', key).update(`${purpose}\n${binding}`).digest('base64url');
  return {
    issue,
    verify(purpose, binding, token) {
      if (typeof token !== 'string') return false;
      const expected = Buffer.from(issue(purpose, binding));
      const actual = Buffer.from(token);
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
}
