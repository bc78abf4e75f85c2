import { storageKeys } from '@/lib/storage.ts';

/** The backend session of `GET /session/login` and the user (OpenID `sub`) it was opened for. */
export interface StoredSession {
  token: string;
  subject: string;
}

function isStoredSession(value: unknown): value is StoredSession {
  const candidate = value as StoredSession | null;
  return typeof candidate?.token === 'string' && typeof candidate.subject === 'string';
}

/** The stored backend session, if any (kept in local storage, spec 01 §7, so reloads and tabs share it). */
export function readStoredSession(): StoredSession | undefined {
  const raw = localStorage.getItem(storageKeys.sessionToken);
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isStoredSession(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** The session token for the `x-auth-token` header. */
export function readSessionToken(): string | undefined {
  return readStoredSession()?.token;
}

export function storeSession(session: StoredSession): void {
  localStorage.setItem(storageKeys.sessionToken, JSON.stringify(session));
}

export function clearStoredSession(): void {
  localStorage.removeItem(storageKeys.sessionToken);
}
