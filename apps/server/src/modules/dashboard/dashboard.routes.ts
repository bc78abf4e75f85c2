import { dashboardPaths, dashboardSchema } from '@inventario/shared/contracts/dashboard';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../http/module-deps.ts';
import { requireContext } from '../../http/request-context.ts';
import * as service from './dashboard.service.ts';

export async function dashboardRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    dashboardPaths.summary,
    {
      schema: {
        tags: ['dashboard'],
        summary: 'The dashboard',
        description:
          "The five cards of the dashboard in one answer: the last three movements of any type; the current financial year (today's, else the latest; null without years) with its movements by type (count and total) and the inventory's value now; the assets in the inventory (charged or in a discharge proposal, actual values, durable assets apart) by category and by subcategory of the movable-assets register; the waiting assets, the assets in discharge proposals and the proposals not yet discharged. One statement, one round trip.",
        response: { 200: dashboardSchema },
      },
    },
    (request) => service.getDashboard(db, requireContext(request)),
  );
}
