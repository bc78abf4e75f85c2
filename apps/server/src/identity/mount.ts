import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';

/**
 * Hands every request under `prefix` that no page of ours serves to oidc-provider (a Koa app): the
 * prefix is stripped from `url` and kept in `originalUrl` (the provider builds its URLs from both),
 * the body is left unread for the provider's own parser, and Fastify lets go of the response.
 */
export function mountProvider(scope: FastifyInstance, provider: Provider, prefix: string): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
  const handle = provider.callback();
  scope.all('/*', async (request, reply) => {
    reply.hijack();
    const raw: IncomingMessage & { originalUrl?: string } = request.raw;
    const url = raw.url ?? '/';
    raw.originalUrl = url;
    raw.url = url.slice(prefix.length) || '/';
    await handle(raw, reply.raw);
  });
}
