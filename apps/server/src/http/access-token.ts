import { type UserClaims, userClaimsSchema } from '@inventario/shared/contracts/session';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  type JSONWebKeySet,
  type JWTVerifyGetKey,
  jwtVerify,
} from 'jose';
import type { Config } from '../config.ts';
import { AppError } from './app-error.ts';

export type AccessTokenVerifier = (token: string) => Promise<UserClaims>;

/**
 * Verifies bearer access tokens (JWT) of the configured issuer for this API's audience. The embedded
 * provider hands its public keys over directly, so that no request calls back into this process.
 */
export function createAccessTokenVerifier(config: Config, localJwks?: JSONWebKeySet): AccessTokenVerifier {
  let remote: JWTVerifyGetKey | undefined;
  const keys: JWTVerifyGetKey = localJwks
    ? createLocalJWKSet(localJwks)
    : async (header, token) => {
        remote ??= createRemoteJWKSet(new URL(await discoverJwksUri(config.oidcIssuer)));
        return remote(header, token);
      };
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: config.oidcIssuer,
        audience: config.oidcAudience,
      });
      return userClaimsSchema.parse(payload);
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
