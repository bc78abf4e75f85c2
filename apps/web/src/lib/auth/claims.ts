import { type UserClaims, userClaimsSchema } from '@inventario/shared/contracts/session';

/** The identity-provider user as far as claims go: ID-token profile and the access token. */
export interface TokenHolder {
  profile: object;
  access_token: string;
}

/** Reads the payload of a JWT without verifying it (the API verifies; the client only displays). */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const decoded: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof decoded === 'object' && decoded !== null ? (decoded as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The claims the product reads (spec 01 §3). Roles and licences travel in the access token (spec 01
 * §4.1: "the access token is checked"); the ID-token profile fills in what the access token lacks.
 * Returns null when the claims are unusable, which the session treats as "not authorised".
 */
export function readUserClaims(user: TokenHolder): UserClaims | null {
  const fromAccessToken = decodeJwtPayload(user.access_token) ?? {};
  const parsed = userClaimsSchema.safeParse({ ...user.profile, ...fromAccessToken });
  return parsed.success ? parsed.data : null;
}

/** The name shown for a user: full name, else given and family name, else the username. */
export function displayNameOf(claims: UserClaims): string {
  if (claims.full_name) return claims.full_name;
  const composed = [claims.given_name, claims.family_name].filter(Boolean).join(' ');
  return composed || claims.preferred_username;
}
