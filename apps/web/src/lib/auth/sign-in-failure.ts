/** Why a sign-in did not complete, as the user is told (`session.signInFailure.<kind>`). */
export type SignInFailureKind = 'expired' | 'refused' | 'unreachable' | 'unknown';

export interface SignInFailure {
  kind: SignInFailureKind;
  /** The identity provider's OAuth error code, when it answered one (for support staff). */
  code?: string;
}

/** What react-oidc-context hands over: the library's error, its name and message kept. */
interface FailedSignIn {
  name: string;
  message: string;
  innerError?: unknown;
}

const lostRequest = /no matching state found in storage|no state in response/i;
/** Codes that mean the request is stale (a reloaded or repeated callback), not that access was denied. */
const staleCodes = new Set(['invalid_grant', 'invalid_request']);

/**
 * Reads oidc-client-ts's failure of a sign-in callback, never showing its English text: a request
 * this browser does not know (another tab, another address, a reload) is `expired`, an answer of
 * the provider is `refused` with its code, a network failure is `unreachable`.
 */
export function signInFailureOf(error: FailedSignIn): SignInFailure {
  if (lostRequest.test(error.message)) return { kind: 'expired' };
  if (error.name === 'ErrorResponse') {
    const code = providerCode(error.innerError);
    if (code && staleCodes.has(code)) return { kind: 'expired', code };
    return code ? { kind: 'refused', code } : { kind: 'refused' };
  }
  if (error.name === 'ErrorTimeout' || error.name === 'TypeError') return { kind: 'unreachable' };
  return { kind: 'unknown' };
}

function providerCode(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'error' in error && typeof error.error === 'string') {
    return error.error;
  }
  return undefined;
}

/**
 * Starts over at the application's own address (PUBLIC_URL's), without the failed callback's code and
 * state: a new page load signs in again, on the right origin even if this one was another.
 */
export function retrySignIn(
  redirectUri: string,
  location: Pick<Location, 'href' | 'replace' | 'reload'> = window.location,
): void {
  if (new URL(location.href).href === new URL(redirectUri).href) location.reload();
  else location.replace(redirectUri);
}
