import { compliancePaths, complianceSchema } from '@inventario/shared/contracts/compliance';
import { dashboardPaths, dashboardSchema } from '@inventario/shared/contracts/dashboard';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../http/module-deps.ts';
import { requireContext } from '../../http/request-context.ts';
import * as compliance from './compliance.service.ts';
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
  api.get(
    compliancePaths.list,
    {
      schema: {
        tags: ['dashboard'],
        summary: 'The compliance calendar',
        description:
          "What the law and the year ask of the school, computed from its data, the most pressing first: the recognition (five years after the last completed one; none recorded, or the ongoing one), the renewal (ten years after the school's last renewal date; none recorded: to be set in the school's data, no date assumed; or the ongoing one), today's year to open, past years still open, the latest closed year closed without depreciation, confirmed discharge proposals not yet discharged, assets waiting for more than 30 days, incomplete universalities not charged, and DS or DSGA missing from the school data. A due date only when the data gives one; each item with the client route where it is done.",
        response: { 200: complianceSchema },
      },
    },
    (request) => compliance.getCompliance(db, requireContext(request)),
  );
}
