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
