import { type UserClaims, userClaimsSchema } from '@inventario/shared/contracts/session';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  type JSONWebKeySet,
  type JWTVerifyGetKey,
  jwtVerify,
} from 'jose';
import { LRUCache } from 'lru-cache';
import type { Config } from '../config.ts';
import { AppError } from './app-error.ts';

export type AccessTokenVerifier = (token: string) => Promise<UserClaims>;

/** Signed-in users whose verified tokens are remembered; a token is verified once per process. */
const VERIFIED_TOKENS_KEPT = 5_000;

/**
 * Verifies bearer access tokens (JWT) of the configured issuer for this API's audience. The embedded
 * provider hands its public keys over directly, so that no request calls back into this process.
 * A verified token's claims are kept until the token expires: an access token cannot be withdrawn
 * before its expiry anyway, and checking its ES256 signature on every call was a tenth of the CPU of
 * an asset-list page (bench/README.md).
 */
export function createAccessTokenVerifier(config: Config, localJwks?: JSONWebKeySet): AccessTokenVerifier {
  let remote: JWTVerifyGetKey | undefined;
  const keys: JWTVerifyGetKey = localJwks
    ? createLocalJWKSet(localJwks)
    : async (header, token) => {
        remote ??= createRemoteJWKSet(new URL(await discoverJwksUri(config.oidcIssuer)));
        return remote(header, token);
      };
  const verified = new LRUCache<string, UserClaims>({ max: VERIFIED_TOKENS_KEPT });
  return async (token) => {
    const known = verified.get(token);
    if (known) return known;
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: config.oidcIssuer,
        audience: config.oidcAudience,
      });
      const claims = userClaimsSchema.parse(payload);
      const ttl = (payload.exp ?? 0) * 1000 - Date.now();
      if (ttl > 0) verified.set(token, claims, { ttl });
      return claims;
    } catch {
      throw new AppError('unauthorized', 'Invalid or expired access token');
    }
  };
}

async function discoverJwksUri(issuer: string): Promise<string> {
  const response = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`OpenID discovery failed for ${issuer}: HTTP ${response.status}`);
  const discovery = (await response.json()) as { jwks_uri?: unknown };
  if (typeof discovery.jwks_uri !== 'string') throw new Error(`No jwks_uri in the discovery of ${issuer}`);
  return discovery.jwks_uri;
}
