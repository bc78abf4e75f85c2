import {
  externalMovementCountSchema,
  externalMovementPaths,
} from '@inventario/shared/contracts/external-movements';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireContext } from '../../http/request-context.ts';
import type { ModuleDeps } from '../index.ts';
import * as service from './external-movements.service.ts';

export async function externalMovementRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    externalMovementPaths.count,
    { schema: { tags: ['movements'], response: { 200: externalMovementCountSchema } } },
    (request) => service.countWaiting(db, requireContext(request)),
  );
}
