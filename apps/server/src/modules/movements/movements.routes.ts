import { idParamSchema, pageParamsSchema } from '@inventario/shared/contracts/common';
import {
  movementAssetListSchema,
  movementAssetPageSchema,
  movementIdsSchema,
  movementKindParamsSchema,
  movementPageSchema,
  movementSearchSchema,
  movementSummarySchema,
  movementTotalSchema,
  movementWithAssetsSchema,
  movementPaths as paths,
} from '@inventario/shared/contracts/movements';
import { z } from '@inventario/shared/zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../http/module-deps.ts';
import { requireContext } from '../../http/request-context.ts';
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
  api.get(
    paths.withAssets,
    {
      schema: {
        tags,
        summary: 'A movement with its assets',
        description:
          "The voucher, its asset lines in order and `editable`, by its kind's rules: for a charge, content (no later movement holds its assets, year open), assets and deletable (also the school's latest charge); for a proposal, a discharge or a value voucher, those of its kind.",
        params: idParamSchema,
        response: { 200: movementWithAssetsSchema },
      },
    },
    (request) => service.movementWithAssets(db, requireContext(request), request.params.id),
  );
  api.post(
    paths.listWithAssets,
    {
      schema: {
        tags,
        summary: 'Several movements with their assets',
        description:
          'The movements asked, each with its asset lines and editable flags, in the order asked; 404 when one is missing.',
        body: movementIdsSchema,
        response: { 200: z.array(movementWithAssetsSchema) },
      },
    },
    (request) => service.movementsWithAssets(db, requireContext(request), request.body.ids),
  );
  api.post(
    paths.assetList,
    {
      schema: {
        tags,
        summary: "A movement's asset lines, paged",
        description:
          'Sortable by position, inventoryNumber, durableNumber, description and value; by position when not sorted.',
        params: pageParamsSchema,
        body: movementAssetListSchema,
        response: { 200: movementAssetPageSchema },
      },
    },
    (request) => service.movementAssetPage(db, requireContext(request), request.params, request.body),
  );
  api.get(
    paths.createdDirectly,
    {
      schema: {
        tags,
        summary: 'Whether the movement holds assets entered in it',
        description:
          'True when deleting the movement would delete assets (entered in the charge, not waiting first).',
        params: idParamSchema,
        response: { 200: z.boolean() },
      },
    },
    (request) => service.holdsAssetsCreatedDirectly(db, requireContext(request), request.params.id),
  );
  api.delete(
    paths.remove,
    {
      schema: {
        tags,
        summary: 'Delete a movement',
        description:
          "Kind `charge`: only the school's latest charge, none of its assets in a later movement; its numbers go back to the counters, assets entered in it are deleted, waiting ones wait again, a universality is no longer charged. Kind `out`: a proposal to be confirmed, the latest of its year, none of its assets in a later movement; its assets are charged again and its number goes back. Kind `discharge`: the latest of its year; its assets go back into their (confirmed) proposal or are charged again, its links to the proposals go and its number goes back. Kind `valueVoucher`: see the value vouchers.",
        params: movementKindParamsSchema,
      },
    },
    async (request, reply) => {
      await service.deleteMovement(db, requireContext(request), request.params.kind, request.params.id);
      return reply.code(204).send();
    },
  );
}
