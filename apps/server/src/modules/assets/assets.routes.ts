import {
  assetHistoryEntrySchema,
  assetPageSchema,
  assetSearchSchema,
  assetSummarySchema,
  assetPaths as paths,
} from '@inventario/shared/contracts/assets';
import { idParamSchema, pageParamsSchema } from '@inventario/shared/contracts/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireContext } from '../../http/request-context.ts';
import type { ModuleDeps } from '../index.ts';
import * as service from './assets.service.ts';

const tags = ['assets'];

export async function assetRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    paths.search,
    {
      schema: { tags, params: pageParamsSchema, body: assetSearchSchema, response: { 200: assetPageSchema } },
    },
    (request) => service.searchAssets(db, requireContext(request), request.params, request.body),
  );
  api.get(
    paths.item,
    { schema: { tags, params: idParamSchema, response: { 200: assetSummarySchema } } },
    (request) => service.getAsset(db, requireContext(request), request.params.id),
  );
  api.get(
    paths.history,
    { schema: { tags, params: idParamSchema, response: { 200: z.array(assetHistoryEntrySchema) } } },
    (request) => service.assetHistory(db, requireContext(request), request.params.id),
  );
}
