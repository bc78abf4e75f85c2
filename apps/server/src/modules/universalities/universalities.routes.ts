import { idParamSchema, pageParamsSchema } from '@inventario/shared/contracts/common';
import {
  universalityPaths as paths,
  universalityAddAssetsSchema,
  universalityInputSchema,
  universalityPageSchema,
  universalitySchema,
  universalitySearchSchema,
  universalityStatusItemSchema,
} from '@inventario/shared/contracts/universalities';
import { UNIVERSALITY_STATUS_LIST } from '@inventario/shared/domain/universalities/universality';
import { z } from '@inventario/shared/zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../http/module-deps.ts';
import { requireContext } from '../../http/request-context.ts';
import * as service from './universalities.service.ts';

const tags = ['universalities'];

const componentParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  assetId: z.coerce.number().int().positive(),
});

export async function universalityRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    paths.statusList,
    {
      schema: {
        tags,
        summary: 'Universality statuses',
        description: '0 incomplete (components below 200 euro together), 1 complete, 2 imported.',
        response: { 200: z.array(universalityStatusItemSchema) },
      },
    },
    async () => [...UNIVERSALITY_STATUS_LIST],
  );
  api.post(
    paths.search,
    {
      schema: {
        tags,
        summary: 'Search universalities',
        description:
          'Paged and sorted (by description unless told otherwise), with the totals and count of the ' +
          'components and the status they give.',
        params: pageParamsSchema,
        body: universalitySearchSchema,
        response: { 200: universalityPageSchema },
      },
    },
    (request) => service.searchUniversalities(db, requireContext(request), request.params, request.body),
  );
  api.post(
    paths.create,
    {
      schema: {
        tags,
        summary: 'Create a universality',
        description: 'An empty universality; waiting durable assets join it afterwards.',
        body: universalityInputSchema,
        response: { 200: universalitySchema },
      },
    },
    (request) => service.createUniversality(db, requireContext(request), request.body),
  );
  api.get(
    paths.item,
    {
      schema: {
        tags,
        summary: 'Universality detail',
        params: idParamSchema,
        response: { 200: universalitySchema },
      },
    },
    (request) => service.getUniversality(db, requireContext(request), request.params.id),
  );
  api.put(
    paths.item,
    {
      schema: {
        tags,
        summary: 'Rename a universality',
        description: 'Refused for an imported universality (`universalityImported`).',
        params: idParamSchema,
        body: universalityInputSchema,
        response: { 200: universalitySchema },
      },
    },
    (request) => service.renameUniversality(db, requireContext(request), request.params.id, request.body),
  );
  api.delete(
    paths.item,
    {
      schema: {
        tags,
        summary: 'Delete a universality',
        description:
          'Only while not charged (`universalityCharged`) nor imported (`universalityImported`); its ' +
          'components stay as waiting assets.',
        params: idParamSchema,
      },
    },
    async (request, reply) => {
      await service.deleteUniversality(db, requireContext(request), request.params.id);
      return reply.code(204).send();
    },
  );
  api.put(
    paths.addAssets,
    {
      schema: {
        tags,
        summary: 'Add components',
        description:
          'Waiting durable assets join the universality: each below 200 euro alone ' +
          '(`componentReachesThreshold`), in no other universality (`assetInUniversality`), all of one ' +
          'register (`universalityMixedRegisters`).',
        params: idParamSchema,
        body: universalityAddAssetsSchema,
        response: { 200: universalitySchema },
      },
    },
    (request) => service.addAssets(db, requireContext(request), request.params.id, request.body.assetIds),
  );
  api.delete(
    paths.removeAsset,
    {
      schema: {
        tags,
        summary: 'Remove a component',
        description: 'The asset leaves the universality and stays a waiting asset.',
        params: componentParamsSchema,
        response: { 200: universalitySchema },
      },
    },
    (request) => service.removeAsset(db, requireContext(request), request.params.id, request.params.assetId),
  );
}
