/**
 * The phone companion signs in with a QR code alone (issue 17): the code carries a one-time secret,
 * exchanged once, while fresh, for a token that can only read in that recognition (and location, when
 * the link names one) until it expires or the detail page revokes it. Secrets name their school
 * before a dot, so every lookup runs under that school's row-level security.
 */

/** A QR code is shown on a screen and scanned at once: a short life keeps a photo of it useless. */
export const SCAN_CODE_TTL_MINUTES = 15;
/** A working day in the rooms; a new QR code gives a new token. */
export const SCAN_TOKEN_TTL_HOURS = 12;

export interface ScanLinkState {
  codeExpiresAt: Date;
  codeUsedAt: Date | null;
  tokenExpiresAt: Date | null;
  revokedAt: Date | null;
}

export type ScanRefusal = 'scanLinkRevoked' | 'scanLinkUsed' | 'scanLinkExpired';

/** Why a one-time code cannot be exchanged now; null when it can. */
export function exchangeRefusal(link: ScanLinkState, now: Date): ScanRefusal | null {
  if (link.revokedAt) return 'scanLinkRevoked';
  if (link.codeUsedAt) return 'scanLinkUsed';
  if (link.codeExpiresAt.getTime() <= now.getTime()) return 'scanLinkExpired';
  return null;
}

/** Why a token no longer opens the recognition; null while it does. */
export function tokenRefusal(link: ScanLinkState, now: Date): ScanRefusal | null {
  if (link.revokedAt) return 'scanLinkRevoked';
  if (!link.tokenExpiresAt || link.tokenExpiresAt.getTime() <= now.getTime()) return 'scanLinkExpired';
  return null;
}

export function addMinutes(instant: Date, minutes: number): Date {
  return new Date(instant.getTime() + minutes * 60_000);
}

/** `SCHOOL.secret` → its parts; null when it is not one. */
export function splitScanSecret(value: string): { customerCode: string; secret: string } | null {
  const dot = value.lastIndexOf('.');
  if (dot <= 0 || dot === value.length - 1) return null;
  const customerCode = value.slice(0, dot);
  const secret = value.slice(dot + 1);
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(secret) || customerCode.length > 40) return null;
  return { customerCode, secret };
}
