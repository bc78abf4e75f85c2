import {
  schoolDataPaths,
  schoolDataSaveSchema,
  schoolDataSchema,
} from '@inventario/shared/contracts/school-data';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../http/module-deps.ts';
import { requireContext } from '../../http/request-context.ts';
import * as service from './school-data.service.ts';

const tags = ['school'];

export async function schoolDataRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(schoolDataPaths.data, { schema: { tags, response: { 200: schoolDataSchema } } }, (request) =>
    service.getSchoolData(db, requireContext(request)),
  );
  api.post(
    schoolDataPaths.data,
    { schema: { tags, body: schoolDataSaveSchema, response: { 200: schoolDataSchema } } },
    (request) => service.saveSchoolData(db, requireContext(request), request.body),
  );
  api.put(schoolDataPaths.sync, { schema: { tags, response: { 200: schoolDataSchema } } }, (request) =>
    service.syncHeads(db, requireContext(request)),
  );
}
