import { sessionLoginResponseSchema, sessionPaths } from '@inventario/shared/contracts/session';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../http/module-deps.ts';
import { requireClaims, requireContext } from '../../http/request-context.ts';
import * as service from './session.service.ts';

export async function sessionRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    sessionPaths.login,
    {
      config: { access: 'token' },
      schema: { tags: ['session'], response: { 200: sessionLoginResponseSchema } },
    },
    (request) => service.openSession(db, requireClaims(request)),
  );
  api.get(sessionPaths.logout, { schema: { tags: ['session'] } }, async (request, reply) => {
    await service.closeSession(db, requireContext(request));
    return reply.code(204).send();
  });
}
