import { schoolCodeParamsSchema, schoolPaths, usedCodeSchema } from '@inventario/shared/contracts/school';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../http/module-deps.ts';
import { requireContext } from '../../http/request-context.ts';
import * as service from './acting-school.service.ts';

const vendor = { access: 'vendor' } as const;
const tags = ['school'];

/** Which school the session acts for: vendor staff select one and go back to their own. */
export async function actingSchoolRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
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
