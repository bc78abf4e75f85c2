import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createLocalJWKSet, type JSONWebKeySet, jwtVerify } from 'jose';
import { productClaimsOf } from './accounts.ts';
import type { PagesDeps } from './pages-context.ts';
import { userinfoPath } from './provider.ts';
import { findIdentityUserBySubject } from './users.repo.ts';

/**
 * The userinfo endpoint, answering for the access tokens we really issue: JWTs for the API. (The
 * provider's own endpoint only takes opaque tokens meant for it, which our clients never receive.)
 */
export function registerUserinfoRoute(
  scope: FastifyInstance,
  deps: PagesDeps,
  publicJwks: JSONWebKeySet,
): void {
  const keys = createLocalJWKSet(publicJwks);
  const verifyOptions = { issuer: deps.config.oidcIssuer, audience: deps.config.oidcAudience, typ: 'at+jwt' };

  async function userinfo(request: FastifyRequest, reply: FastifyReply) {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!token) return refuse(reply, 'invalid_request', 'no access token provided');
    const payload = await jwtVerify(token, keys, verifyOptions).then(
      (verified) => verified.payload,
      () => undefined,
    );
    const user = payload?.sub ? await findIdentityUserBySubject(deps.db, payload.sub) : undefined;
    if (!payload?.sub || !user) return refuse(reply, 'invalid_token', 'invalid token provided');
    const claims = { sub: payload.sub, ...productClaimsOf(user, payload.is_remembered === true) };
    return reply.header('cache-control', 'no-store').send(claims);
  }

  scope.get(userinfoPath, userinfo);
  scope.post(userinfoPath, userinfo);
}

function refuse(reply: FastifyReply, error: string, description: string) {
  return reply
    .code(401)
    .header(
      'www-authenticate',
      `Bearer realm="inventario", error="${error}", error_description="${description}"`,
    )
    .header('cache-control', 'no-store')
    .send({ error, error_description: description });
}
