import {
  assetChangeResultSchema,
  assetDetailSchema,
  assetFieldsPatchSchema,
  assetHistoryEntrySchema,
  assetPageSchema,
  assetSearchSchema,
  locationChangeSchema,
  assetPaths as paths,
  subcategoryChangeSchema,
  waitingAssetSchema,
} from '@inventario/shared/contracts/assets';
import { idParamSchema, pageParamsSchema } from '@inventario/shared/contracts/common';
import { z } from '@inventario/shared/zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../http/module-deps.ts';
import { requireContext } from '../../http/request-context.ts';
import * as service from './assets.service.ts';

const tags = ['assets'];

export async function assetRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    paths.search,
    {
      schema: {
        tags,
        summary: 'Search assets',
        description:
          'The asset list, paged and sorted, by register and inventory number unless sorted otherwise.',
        params: pageParamsSchema,
        body: assetSearchSchema,
        response: { 200: assetPageSchema },
      },
    },
    (request) => service.searchAssets(db, requireContext(request), request.params, request.body),
  );
  api.get(
    paths.item,
    {
      schema: {
        tags,
        summary: 'Asset detail',
        description:
          'The whole record: catalogue, place, universality, charge, and whether a later movement holds it.',
        params: idParamSchema,
        response: { 200: assetDetailSchema },
      },
    },
    (request) => service.getAsset(db, requireContext(request), request.params.id),
  );
  api.post(
    paths.create,
    {
      schema: {
        tags,
        summary: 'Record a waiting asset',
        description:
          'An asset waiting to be charged: classed by its price, no numbers yet. With `universalityId` it ' +
          'joins that universality (durable, below 200 euro alone, same register as the other components).',
        body: waitingAssetSchema,
        response: { 200: assetDetailSchema },
      },
    },
    (request) => service.createWaitingAsset(db, requireContext(request), request.body),
  );
  api.put(
    paths.item,
    {
      schema: {
        tags,
        summary: 'Edit an asset',
        description:
          'A waiting asset changes wholly. A charged asset, or one in a discharge proposal, changes only in ' +
          'its descriptive fields: another price, subcategory or universality is `assetNotWaiting`. ' +
          'A discharged asset is `assetDischarged`. The history records the fields that changed.',
        params: idParamSchema,
        body: waitingAssetSchema,
        response: { 200: assetDetailSchema },
      },
    },
    (request) => service.updateAsset(db, requireContext(request), request.params.id, request.body),
  );
  api.delete(
    paths.item,
    {
      schema: {
        tags,
        summary: 'Delete a waiting asset',
        description: 'Only a waiting asset (`assetNotWaiting` otherwise); its history goes with it.',
        params: idParamSchema,
      },
    },
    async (request, reply) => {
      await service.deleteAsset(db, requireContext(request), request.params.id);
      return reply.code(204).send();
    },
  );
  api.patch(
    paths.fields,
    {
      schema: {
        tags,
        summary: 'Multiple edit of one asset',
        description:
          'The fields of the multiple edit (location, serial number, chassis, licence plate, editor, author), ' +
          'one asset per call; only the keys present change, `null` clears a text.',
        params: idParamSchema,
        body: assetFieldsPatchSchema,
        response: { 200: assetDetailSchema },
      },
    },
    (request) => service.patchAssetFields(db, requireContext(request), request.params.id, request.body),
  );
  api.post(
    paths.subcategoryChange,
    {
      schema: {
        tags,
        summary: 'Move assets to another subcategory',
        description:
          'All or none, within the assets’ register (`subcategoryOtherRegister`); discharged assets are ' +
          'refused. Answers how many assets changed.',
        body: subcategoryChangeSchema,
        response: { 200: assetChangeResultSchema },
      },
    },
    (request) => service.changeSubcategory(db, requireContext(request), request.body),
  );
  api.post(
    paths.locationChange,
    {
      schema: {
        tags,
        summary: 'Move assets to another location',
        description:
          'All or none, to an active location (`locationInactive`); discharged assets are refused. ' +
          'Answers how many assets changed.',
        body: locationChangeSchema,
        response: { 200: assetChangeResultSchema },
      },
    },
    (request) => service.changeLocation(db, requireContext(request), request.body),
  );
  api.get(
    paths.history,
    {
      schema: {
        tags,
        summary: 'Asset history',
        description: 'Every movement and change of an asset, oldest first, with who and when.',
        params: idParamSchema,
        response: { 200: z.array(assetHistoryEntrySchema) },
      },
    },
    (request) => service.assetHistory(db, requireContext(request), request.params.id),
  );
}
