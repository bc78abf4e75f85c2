import { idParamSchema, pageParamsSchema } from '@inventario/shared/contracts/common';
import {
  labelsSettingCreateSchema,
  labelsSettingListSchema,
  labelsSettingPageSchema,
  labelsSettingPaths,
  labelsSettingSchema,
  labelsSettingSearchSchema,
  labelsSettingUpdateSchema,
} from '@inventario/shared/contracts/labels-settings';
import { z } from '@inventario/shared/zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../http/module-deps.ts';
import { requireContext } from '../../http/request-context.ts';
import * as service from './labels-settings.service.ts';
import type { LayoutSamples } from './layout-samples.ts';

const tags = ['labels settings'];

/** Label layouts: the product's read-only defaults and the school's own. */
export async function labelsSettingRoutes(
  app: FastifyInstance,
  { db, samples }: ModuleDeps & { samples: LayoutSamples },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db, samples };
  api.post(
    labelsSettingPaths.search,
    {
      schema: {
        tags,
        params: pageParamsSchema,
        body: labelsSettingSearchSchema,
        response: { 200: labelsSettingPageSchema },
      },
    },
    (request) => service.searchLabelsSettingPage(deps, requireContext(request), request.params, request.body),
  );
  api.get(
    labelsSettingPaths.list,
    { schema: { tags, response: { 200: labelsSettingListSchema } } },
    (request) => service.listLabelsSettings(db, requireContext(request)),
  );
  api.post(
    labelsSettingPaths.save,
    { schema: { tags, body: labelsSettingCreateSchema, response: { 200: labelsSettingSchema } } },
    (request) => service.createLabelsSetting(deps, requireContext(request), request.body),
  );
  api.put(
    labelsSettingPaths.save,
    { schema: { tags, body: labelsSettingUpdateSchema, response: { 200: labelsSettingSchema } } },
    (request) => service.updateLabelsSetting(deps, requireContext(request), request.body),
  );
  api.delete(
    labelsSettingPaths.item,
    { schema: { tags, params: idParamSchema, response: { 204: z.null().describe('Deleted') } } },
    async (request, reply) => {
      await service.deleteLabelsSetting(db, requireContext(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
