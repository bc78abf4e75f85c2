import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createAccessTokenVerifier } from './access-token.ts';

const config = loadConfig({ PUBLIC_URL: 'http://localhost:9999' });
const { privateKey, publicKey } = await generateKeyPair('ES256');
const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256' }] };

function token(expiresIn: string | number, audience = config.oidcAudience) {
  return new SignJWT({ preferred_username: 'mario', customer_code: 'S001', roles: ['inv.default'] })
    .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
    .setSubject('u1')
    .setIssuer(config.oidcIssuer)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(privateKey);
}

describe('access token verifier', () => {
  it('answers the claims of a valid token, verified once while it lasts', async () => {
    const verify = createAccessTokenVerifier(config, jwks);
    const jwt = await token('5m');
    const first = await verify(jwt);
    expect(first).toMatchObject({ sub: 'u1', preferred_username: 'mario', customer_code: 'S001' });
    expect(await verify(jwt)).toBe(first);
  });

  it('stops accepting a remembered token once it expires', async () => {
    const verify = createAccessTokenVerifier(config, jwks);
    const jwt = await token(Math.floor(Date.now() / 1000) + 2);
    await expect(verify(jwt)).resolves.toMatchObject({ sub: 'u1' });
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    await expect(verify(jwt)).rejects.toMatchObject({ code: 'unauthorized' });
  });

  it('refuses a token of another audience or with a forged signature', async () => {
    const verify = createAccessTokenVerifier(config, jwks);
    await expect(verify(await token('5m', 'someone-else'))).rejects.toMatchObject({
      code: 'unauthorized',
    });
    const jwt = await token('5m');
    const forged = `${jwt.slice(0, jwt.lastIndexOf('.'))}.${'A'.repeat(86)}`;
    await expect(verify(forged)).rejects.toMatchObject({ code: 'unauthorized' });
  });
});
