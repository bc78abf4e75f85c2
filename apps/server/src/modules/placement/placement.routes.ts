import { idParamSchema, pageParamsSchema } from '@inventario/shared/contracts/common';
import {
  locationPageSchema,
  locationSaveSchema,
  locationSchema,
  locationSearchSchema,
  placementPaths as paths,
  siteSaveSchema,
  siteSchema,
} from '@inventario/shared/contracts/placement';
import { z } from '@inventario/shared/zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../http/module-deps.ts';
import { requireContext } from '../../http/request-context.ts';
import * as service from './placement.service.ts';

const tags = ['placement'];

export async function placementRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(paths.siteList, { schema: { tags, response: { 200: z.array(siteSchema) } } }, (request) =>
    service.listSites(db, requireContext(request)),
  );
  api.post(
    paths.siteSave,
    { schema: { tags, body: siteSaveSchema, response: { 200: siteSchema } } },
    (request) => service.saveSite(db, requireContext(request), request.body),
  );
  api.get(
    paths.siteFromLocation,
    { schema: { tags, params: idParamSchema, response: { 200: siteSchema } } },
    (request) => service.siteOfLocation(db, requireContext(request), request.params.id),
  );
  api.delete(paths.siteDelete, { schema: { tags, params: idParamSchema } }, async (request, reply) => {
    await service.deleteSite(db, requireContext(request), request.params.id);
    return reply.code(204).send();
  });

  api.get(
    paths.locationList,
    {
      schema: {
        tags,
        params: z.object({ siteId: z.coerce.number().int().positive() }),
        response: { 200: z.array(locationSchema) },
      },
    },
    (request) => service.listLocationsOfSite(db, requireContext(request), request.params.siteId),
  );
  api.post(
    paths.locationSearch,
    {
      schema: {
        tags,
        params: pageParamsSchema,
        body: locationSearchSchema,
        response: { 200: locationPageSchema },
      },
    },
    (request) => service.searchLocations(db, requireContext(request), request.params, request.body),
  );
  api.post(
    paths.locationSave,
    { schema: { tags, body: locationSaveSchema, response: { 200: locationSchema } } },
    (request) => service.saveLocation(db, requireContext(request), request.body),
  );
  api.delete(paths.locationDelete, { schema: { tags, params: idParamSchema } }, async (request, reply) => {
    await service.deleteLocation(db, requireContext(request), request.params.id);
    return reply.code(204).send();
  });
}
