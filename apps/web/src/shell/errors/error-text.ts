import { type ErrorCode, isErrorCode } from '@inventario/shared/errors';
import { type ClientErrorCode, clientErrorCodes, isApiError } from '@/lib/api/api-error.ts';

export type ErrorTextKey = `errors.${ErrorCode | ClientErrorCode | 'default'}`;

export type ErrorText = { kind: 'key'; key: ErrorTextKey } | { kind: 'text'; text: string };

function isClientErrorCode(code: string): code is ClientErrorCode {
  return (clientErrorCodes as readonly string[]).includes(code);
}

/**
 * How a failure reads for the user: a known code maps to `errors.<code>`; an unknown code keeps the
 * server's message (domain messages whose codes the catalogue does not list); anything else is the
 * spec's default 'ERRORE!'.
 */
export function errorTextKey(error: unknown): ErrorText {
  if (isApiError(error)) {
    if (isErrorCode(error.code) || isClientErrorCode(error.code))
      return { kind: 'key', key: `errors.${error.code}` };
    if (error.message) return { kind: 'text', text: error.message };
  }
  return { kind: 'key', key: 'errors.default' };
}

/**
 * The reason to add to a list's load failure ("an error occurred while loading X, please retry
 * later", spec 02 §8): the text of a refusal the catalogue knows (a 4xx with its code), else none. A
 * server failure or a server's own wording is never shown.
 */
export function listFailureReason(error: unknown): ErrorTextKey | undefined {
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return undefined;
  return isErrorCode(error.code) ? `errors.${error.code}` : undefined;
}
