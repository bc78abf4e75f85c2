import { idParamSchema, pageParamsSchema } from '@inventario/shared/contracts/common';
import {
  subConsigneePaths as paths,
  subConsigneePageSchema,
  subConsigneeSaveSchema,
  subConsigneeSchema,
  subConsigneeSearchSchema,
} from '@inventario/shared/contracts/subconsignees';
import { z } from '@inventario/shared/zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../http/module-deps.ts';
import { requireContext } from '../../http/request-context.ts';
import * as service from './subconsignees.service.ts';

const tags = ['sub-consignees'];

export async function subConsigneeRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(paths.list, { schema: { tags, response: { 200: z.array(subConsigneeSchema) } } }, (request) =>
    service.listSubConsignees(db, requireContext(request)),
  );
  api.get(
    paths.listWithAssignedLocation,
    { schema: { tags, response: { 200: z.array(subConsigneeSchema) } } },
    (request) => service.listSubConsignees(db, requireContext(request), true),
  );
  api.post(
    paths.search,
    {
      schema: {
        tags,
        params: pageParamsSchema,
        body: subConsigneeSearchSchema,
        response: { 200: subConsigneePageSchema },
      },
    },
    (request) => service.searchSubConsignees(db, requireContext(request), request.params, request.body),
  );
  api.post(
    paths.save,
    { schema: { tags, body: subConsigneeSaveSchema, response: { 200: subConsigneeSchema } } },
    (request) => service.saveSubConsignee(db, requireContext(request), request.body),
  );
  api.delete(paths.delete, { schema: { tags, params: idParamSchema } }, async (request, reply) => {
    await service.deleteSubConsignee(db, requireContext(request), request.params.id);
    return reply.code(204).send();
  });
}
