import { sessionLoginResponseSchema, sessionPaths } from '@inventario/shared/contracts/session';
import type { UserManager } from 'oidc-client-ts';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { clearStoredSession, readStoredSession, storeSession } from './session-token.ts';

/**
 * `GET /session/login` (bearer only): opens a backend session for the signed-in user and stores its
 * token for the `x-auth-token` header. `api` must be a client that sends no session token.
 */
export async function openBackendSession(api: ApiClient, userManager: UserManager): Promise<string> {
  const subject = (await userManager.getUser())?.profile.sub;
  const { token } = await api.get(sessionPaths.login, { parser: sessionLoginResponseSchema });
  if (subject) storeSession({ token, subject });
  return token;
}

/**
 * The backend session of this user: the stored one when it belongs to them (a reload, another tab,
 * and vendor staff's school selection live on), else a new one (spec 01 §4 "Startup after login").
 */
export async function ensureBackendSession(
  api: ApiClient,
  userManager: UserManager,
  subject: string,
): Promise<string> {
  const stored = readStoredSession();
  if (stored?.subject === subject) return stored.token;
  return openBackendSession(api, userManager);
}

/**
 * `GET /session/logout`: ends the backend session (spec 01 §4.4). `api` must send the session token
 * and must not open a new session when the server answers that it is already over.
 */
export async function closeBackendSession(api: ApiClient): Promise<void> {
  try {
    await api.get(sessionPaths.logout);
  } finally {
    clearStoredSession();
  }
}
