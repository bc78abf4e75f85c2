import { idParamSchema, pageParamsSchema } from '@inventario/shared/contracts/common';
import {
  movementPageSchema,
  movementSearchSchema,
  movementSummarySchema,
  movementTotalSchema,
  movementPaths as paths,
} from '@inventario/shared/contracts/movements';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireContext } from '../../http/request-context.ts';
import type { ModuleDeps } from '../index.ts';
import * as service from './movements.service.ts';

const tags = ['movements'];

export async function movementRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    paths.search,
    {
      schema: {
        tags,
        params: pageParamsSchema,
        body: movementSearchSchema,
        response: { 200: movementPageSchema },
      },
    },
    (request) => service.searchMovements(db, requireContext(request), request.params, request.body),
  );
  api.get(
    paths.item,
    { schema: { tags, params: idParamSchema, response: { 200: movementSummarySchema } } },
    (request) => service.getMovement(db, requireContext(request), request.params.id),
  );
  api.get(
    paths.totalValue,
    { schema: { tags, params: idParamSchema, response: { 200: movementTotalSchema } } },
    async (request) => ({
      totalValue: (await service.getMovement(db, requireContext(request), request.params.id)).totalValue,
    }),
  );
}
