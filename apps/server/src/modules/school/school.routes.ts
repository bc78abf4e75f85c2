import { schoolPaths, schoolSummarySchema } from '@inventario/shared/contracts/school';
import { z } from '@inventario/shared/zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../http/module-deps.ts';
import * as service from './school.service.ts';

const vendor = { access: 'vendor' } as const;
const tags = ['school'];

/** The schools vendor staff may act for; choosing one is the session's (`session/acting-school.routes.ts`). */
export async function schoolRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    schoolPaths.codeList,
    { config: vendor, schema: { tags, response: { 200: z.array(schoolSummarySchema) } } },
    () => service.listSelectableSchools(db),
  );
}
