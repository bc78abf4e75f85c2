import {
  schoolCodeParamsSchema,
  schoolPaths,
  schoolSummarySchema,
  usedCodeSchema,
} from '@inventario/shared/contracts/school';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireContext } from '../../http/request-context.ts';
import type { ModuleDeps } from '../index.ts';
import * as service from './school.service.ts';

const vendor = { access: 'vendor' } as const;
const tags = ['school'];

export async function schoolRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    schoolPaths.codeList,
    { config: vendor, schema: { tags, response: { 200: z.array(schoolSummarySchema) } } },
    () => service.listSelectableSchools(db),
  );
  api.get(
    schoolPaths.usedCode,
    { config: vendor, schema: { tags, response: { 200: usedCodeSchema } } },
    async (request) => service.usedCode(requireContext(request)),
  );
  api.post(
    schoolPaths.impersonate,
    { config: vendor, schema: { tags, params: schoolCodeParamsSchema, response: { 200: usedCodeSchema } } },
    (request) => service.impersonate(db, requireContext(request), request.params.code),
  );
  api.delete(
    schoolPaths.usedCode,
    { config: vendor, schema: { tags, response: { 200: usedCodeSchema } } },
    (request) => service.resetImpersonation(db, requireContext(request)),
  );
}
