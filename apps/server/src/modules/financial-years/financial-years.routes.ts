import { idParamSchema, pageParamsSchema } from '@inventario/shared/contracts/common';
import {
  closeYearSchema,
  createYearSchema,
  financialYearSchema,
  financialYearPaths as paths,
  reopenYearSchema,
  yearPageSchema,
  yearSearchSchema,
  yearStatusSchema,
} from '@inventario/shared/contracts/financial-years';
import { z } from '@inventario/shared/zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../http/module-deps.ts';
import { requireContext } from '../../http/request-context.ts';
import * as service from './financial-years.service.ts';

const tags = ['financial years'];

export async function financialYearRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(paths.open, { schema: { tags, response: { 200: z.array(financialYearSchema) } } }, (request) =>
    service.listOpenYears(db, requireContext(request)),
  );
  api.get(paths.last, { schema: { tags, response: { 200: financialYearSchema.nullable() } } }, (request) =>
    service.lastYear(db, requireContext(request)),
  );
  api.get(paths.yearList, { schema: { tags, response: { 200: z.array(z.number().int()) } } }, (request) =>
    service.yearList(db, requireContext(request)),
  );
  api.get(paths.statusList, { schema: { tags, response: { 200: z.array(yearStatusSchema) } } }, async () =>
    service.statusList(),
  );
  api.post(
    paths.search,
    { schema: { tags, params: pageParamsSchema, body: yearSearchSchema, response: { 200: yearPageSchema } } },
    (request) => service.searchYears(db, requireContext(request), request.params, request.body),
  );
  api.post(
    paths.create,
    { schema: { tags, body: createYearSchema, response: { 200: financialYearSchema } } },
    (request) => service.createYear(db, requireContext(request), request.body.startDate),
  );
  api.put(
    paths.close,
    { schema: { tags, body: closeYearSchema, response: { 200: financialYearSchema } } },
    (request) => service.closeYear(db, requireContext(request), request.body),
  );
  api.put(
    paths.reopen,
    { schema: { tags, body: reopenYearSchema, response: { 200: financialYearSchema } } },
    (request) => service.reopenYear(db, requireContext(request), request.body.year),
  );
  api.delete(paths.delete, { schema: { tags, params: idParamSchema } }, async (request, reply) => {
    await service.deleteYear(db, requireContext(request), request.params.id);
    return reply.code(204).send();
  });
}
