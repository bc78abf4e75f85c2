import { type ErrorEnvelope, errorStatus } from '@inventario/shared/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { constraintErrorCode } from '../db/errors.ts';
import { AppError } from './app-error.ts';

/** Turns every failure into the error envelope of DESIGN §5; a 5xx never carries internals. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.status).send(envelope(error.code, error.message, error.details));
    }
    const constraintCode = constraintErrorCode(error);
    if (constraintCode) {
      return reply.code(errorStatus[constraintCode]).send(envelope(constraintCode, constraintCode));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({ path: v.instancePath, message: v.message }));
      return reply.code(400).send(envelope('invalidRequest', 'Invalid request', { issues }));
    }
    if (error.statusCode === 429) {
      return reply.code(429).send(envelope('tooManyRequests', 'Too many requests'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send(envelope('invalidRequest', error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(envelope('internalError', 'Internal error'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(envelope('notFound', `No route ${request.method} ${request.url.split('?')[0]}`));
  });
}

function envelope(code: string, message: string, details?: Record<string, unknown>): ErrorEnvelope {
  return details ? { code, message, details } : { code, message };
}
