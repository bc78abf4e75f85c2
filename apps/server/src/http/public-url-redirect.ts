import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/**
 * Sends a browser that opened the web client at another host of this server (`127.0.0.1` when
 * PUBLIC_URL says `localhost`, the machine's name, its address) to PUBLIC_URL before the client
 * starts: the sign-in comes back to PUBLIC_URL, and a browser that left from another origin would
 * find there no trace of the request it started. Path and query are kept; the browser keeps the
 * `#/route` itself across a redirect. Only page loads (GET, HEAD) move; the host compared is the one
 * the browser used (a trusted proxy's X-Forwarded-Host), so a reverse proxy must pass it on.
 */
export function publicUrlRedirect(config: Config) {
  const publicHost = new URL(config.publicUrl).host.toLowerCase();
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (request.host.toLowerCase() === publicHost) return;
    return reply.header('cache-control', 'no-store').redirect(`${config.publicUrl}${request.url}`, 302);
  };
}
