import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { findIdempotentAnswer } from '../db/idempotent-answers.repo.ts';
import { inSessionTransaction } from '../db/tenant.ts';
import { AppError } from './app-error.ts';

/**
 * Honours `Idempotency-Key` on mutations (DESIGN §5): a request whose key was already answered gets
 * the stored answer without running again; the same key with another request is refused.
 */
export function installIdempotency(app: FastifyInstance, db: Db): void {
  app.addHook('preHandler', async (request, reply) => {
    const context = request.context;
    const key = request.headers['idempotency-key'];
    if (!context || request.method === 'GET' || typeof key !== 'string' || !key) return;
    if (key.length > 200) throw new AppError('invalidRequest', 'Idempotency-Key is too long');
    const requestHash = hashRequest(request);
    context.idempotency = { key, requestHash };
    const scope = { customerCode: context.customerCode, username: context.username, key };
    const stored = await inSessionTransaction(db, context, (tx) => findIdempotentAnswer(tx, scope));
    if (!stored) return;
    if (stored.requestHash !== requestHash) {
      throw new AppError('idempotencyKeyReused', 'This Idempotency-Key was used for another request');
    }
    return replay(reply, stored);
  });
}

function replay(reply: FastifyReply, stored: { statusCode: number; body: unknown }) {
  reply.header('idempotent-replayed', 'true').code(stored.statusCode);
  return reply.send(stored.statusCode === 204 ? undefined : stored.body);
}

function hashRequest(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method}\n${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('base64url');
}
