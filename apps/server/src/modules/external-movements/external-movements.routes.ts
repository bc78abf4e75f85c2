import { idParamSchema, pageParamsSchema } from '@inventario/shared/contracts/common';
import {
  externalMovementCompletionSchema,
  externalMovementCountSchema,
  externalMovementDetailSchema,
  externalMovementIdsSchema,
  externalMovementPageSchema,
  externalMovementSearchSchema,
  externalMovementPaths as paths,
} from '@inventario/shared/contracts/external-movements';
import { z } from '@inventario/shared/zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../http/module-deps.ts';
import { requireContext } from '../../http/request-context.ts';
import * as service from './external-movements.service.ts';

const tags = ['movements'];

export async function externalMovementRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    paths.count,
    {
      schema: {
        tags,
        summary: 'External movements waiting',
        description:
          'How many imported external movements wait to be charged or deleted (the toolbar badge).',
        response: { 200: externalMovementCountSchema },
      },
    },
    (request) => service.countWaiting(db, requireContext(request)),
  );
  api.post(
    paths.search,
    {
      schema: {
        tags,
        summary: 'Search external movements',
        description:
          'Imported external movements, paged: by default those waiting (`state`: waiting, charged, all), filtered by text (description, document number, supplier), document date range, source (`warehouse` for warehouse movements) and status; sortable by documentDate (the default, newest first), importedAt, description, supplier, source and totalValue.',
        params: pageParamsSchema,
        body: externalMovementSearchSchema,
        response: { 200: externalMovementPageSchema },
      },
    },
    (request) => service.searchExternalMovements(db, requireContext(request), request.params, request.body),
  );
  api.post(
    paths.list,
    {
      schema: {
        tags,
        summary: 'Several external movements with their goods',
        description:
          'The details asked, in the order asked (what `#/charge/new/external` starts from); 404 when one is missing.',
        body: externalMovementIdsSchema,
        response: { 200: z.array(externalMovementDetailSchema) },
      },
    },
    (request) => service.listExternalMovements(db, requireContext(request), request.body.ids),
  );
  api.get(
    paths.item,
    {
      schema: {
        tags,
        summary: 'An external movement',
        description:
          'The movement with its goods: description, quantity (a line of n becomes n assets), unit price VAT included, subcategory and location once completed.',
        params: idParamSchema,
        response: { 200: externalMovementDetailSchema },
      },
    },
    (request) => service.getExternalMovement(db, requireContext(request), request.params.id),
  );
  api.put(
    paths.item,
    {
      schema: {
        tags,
        summary: 'Complete an external movement',
        description:
          "The creditor and, per good in the detail's order, description, subcategory and location; quantities and prices stay the document's. A warehouse movement is completed (status 2) once the creditor and every good's subcategory are set, to be completed (1) otherwise. A charged movement answers externalMovementCharged.",
        params: idParamSchema,
        body: externalMovementCompletionSchema,
        response: { 200: externalMovementDetailSchema },
      },
    },
    (request) =>
      service.completeExternalMovement(db, requireContext(request), request.params.id, request.body),
  );
  api.delete(
    paths.item,
    {
      schema: {
        tags,
        summary: 'Delete an external movement',
        description: 'Only while it waits: a charged movement answers externalMovementCharged.',
        params: idParamSchema,
      },
    },
    async (request, reply) => {
      await service.deleteExternalMovement(db, requireContext(request), request.params.id);
      return reply.code(204).send();
    },
  );
}
