/**
 * Spec 01 §4, startup step 2: a remembered user arriving at the root path is welcomed back and may
 * change user. Only a user arriving later: the sign-in just done with "Ricordami" ticked is no
 * arrival, so right after typing the password nobody is asked whether they are themselves.
 */

/** How this page load's session began, from the ID token of a sign-in completed on it. */
export interface SignInOfLoad {
  /** When the user authenticated (`auth_time`, seconds), if the identity provider said. */
  authTime: number | undefined;
  /** When the ID token was issued (`iat`, seconds). */
  issuedAt: number | undefined;
}

/**
 * An authentication this close to the token it produced was the one just typed: the code exchange
 * follows the form by a few seconds. A remembered session's authentication is the old one.
 */
const FRESH_AUTHENTICATION_SECONDS = 120;

/** Whether a sign-in completed on this page load came from the password just typed. */
export function authenticatedJustNow(signIn: SignInOfLoad): boolean {
  const { authTime, issuedAt } = signIn;
  // Without both times it cannot be told: better no welcome than one seconds after the password.
  if (authTime === undefined || issuedAt === undefined) return true;
  return issuedAt - authTime < FRESH_AUTHENTICATION_SECONDS;
}

/**
 * Whether to welcome the user back: remembered, arriving at the root path, and not signed in with a
 * password on this very page load (`signIn` is that sign-in, undefined when the page reused a session).
 */
export function welcomesBack(options: {
  remembered: boolean;
  arrivedAtRoot: boolean;
  signIn: SignInOfLoad | undefined;
}): boolean {
  if (!(options.remembered && options.arrivedAtRoot)) return false;
  return options.signIn === undefined || !authenticatedJustNow(options.signIn);
}

let signInOfLoad: SignInOfLoad | undefined;

/** Records the sign-in the identity provider's redirect completed on this page load. */
export function rememberSignInOfLoad(profile: { auth_time?: unknown; iat?: unknown } | undefined): void {
  const seconds = (value: unknown) => (typeof value === 'number' ? value : undefined);
  signInOfLoad = { authTime: seconds(profile?.auth_time), issuedAt: seconds(profile?.iat) };
}

/** The sign-in completed on this page load, if one was. */
export function signInOfThisLoad(): SignInOfLoad | undefined {
  return signInOfLoad;
}
