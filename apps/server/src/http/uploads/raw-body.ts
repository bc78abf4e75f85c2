import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Makes a scope's routes read their body themselves, of any Content-Type: an uploaded file streamed
 * to its place, never parsed nor held whole in memory. Register the upload routes in a scope of their
 * own, so the other routes keep their JSON parser.
 */
export function acceptRawBodies(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (_request, _body, done) => done(null));
}

/**
 * Runs an upload's handler; when it refuses the file before reading it all, the connection ends with
 * the answer: what is left of the body is not worth reading.
 */
export async function closingOnRefusal<T>(
  request: FastifyRequest,
  reply: { header(name: string, value: string): unknown },
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!request.raw.complete) reply.header('connection', 'close');
    throw error;
  }
}
