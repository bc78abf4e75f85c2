import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * Honours `Idempotency-Key` on mutations (DESIGN §5): the request's key and a hash of the request go
 * into its context, and `mutate()` (db/unit-of-work.ts) claims the key in the mutation's transaction,
 * so a request already answered, or still running in a twin, is answered with the stored answer
 * without running again; the same key with another request is refused. Every replay, however its twins
 * met, is marked with `idempotent-replayed: true`.
 */
export function installIdempotency(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const context = request.context;
    const key = request.headers['idempotency-key'];
    if (!context || request.method === 'GET' || typeof key !== 'string' || !key) return;
    if (key.length > 200) throw new AppError('invalidRequest', 'Idempotency-Key is too long');
    context.idempotency = { key, requestHash: hashRequest(request) };
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.context?.idempotency?.replayed) reply.header('idempotent-replayed', 'true');
  });
}

function hashRequest(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method}\n${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('base64url');
}
