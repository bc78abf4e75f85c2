import { createHash, randomBytes } from 'node:crypto';

/** A new session token: 256 random bits, sent to the client once. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only the hash is stored, so a leaked table does not leak usable tokens. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
