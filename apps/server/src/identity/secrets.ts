import { createPublicKey, generateKeyPairSync, type JsonWebKey, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { calculateJwkThumbprint, type JSONWebKeySet, type JWK } from 'jose';
import type { Db } from '../db/client.ts';
import { identitySecrets } from '../db/schema/identity.ts';

export interface IdentitySecrets {
  /** Private signing keys: ES256 first (access tokens), RS256 (ID tokens, the OIDC default). */
  signingKeys: JSONWebKeySet;
  /** Keys that sign the provider's cookies; the first signs, all verify. */
  cookieKeys: string[];
  /** Key of the CSRF tokens of the login and account forms. */
  csrfKey: string;
}

/**
 * Loads the provider's keys, creating them on the very first start, so that tokens and sessions
 * survive restarts and are shared by every node of a scaled-out installation.
 */
export async function loadOrCreateSecrets(db: Db): Promise<IdentitySecrets> {
  const signingKeys = await loadOrCreate(db, 'signing-keys', createSigningKeys);
  const cookieKeys = await loadOrCreate(db, 'cookie-keys', async () => ({ keys: [randomSecret()] }));
  const csrf = await loadOrCreate(db, 'csrf-key', async () => ({ key: randomSecret() }));
  return { signingKeys, cookieKeys: cookieKeys.keys, csrfKey: csrf.key };
}

/** The public half of the signing keys, as served at the jwks endpoint. */
export function publicJwksOf(signingKeys: JSONWebKeySet): JSONWebKeySet {
  return {
    keys: signingKeys.keys.map((key) => {
      const publicKey = createPublicKey({ key: key as JsonWebKey, format: 'jwk' }).export({ format: 'jwk' });
      return { ...publicKey, kid: key.kid, alg: key.alg, use: key.use } as JWK;
    }),
  };
}

async function loadOrCreate<T>(db: Db, name: string, create: () => Promise<T>): Promise<T> {
  const existing = await readSecret<T>(db, name);
  if (existing) return existing;
  // Another node may create it at the same time: the first insert wins and everybody reads it back.
  await db
    .insert(identitySecrets)
    .values({ name, value: await create() })
    .onConflictDoNothing();
  const stored = await readSecret<T>(db, name);
  if (!stored) throw new Error(`identity secret ${name} could not be stored`);
  return stored;
}

async function readSecret<T>(db: Db, name: string): Promise<T | undefined> {
  const [row] = await db
    .select({ value: identitySecrets.value })
    .from(identitySecrets)
    .where(eq(identitySecrets.name, name));
  return row?.value as T | undefined;
}

async function createSigningKeys(): Promise<JSONWebKeySet> {
  const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' });
  const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  return { keys: [await signingJwk(ec, 'ES256'), await signingJwk(rsa, 'RS256')] };
}

async function signingJwk(key: JsonWebKey, alg: string): Promise<JWK> {
  const jwk = key as JWK;
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg, use: 'sig' };
}

function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}
