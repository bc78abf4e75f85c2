import {
  auditPageSchema,
  auditSearchSchema,
  auditUsersSchema,
  auditPaths as paths,
} from '@inventario/shared/contracts/audit';
import { pageParamsSchema } from '@inventario/shared/contracts/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../http/module-deps.ts';
import { requireContext } from '../../http/request-context.ts';
import * as service from './audit-log.service.ts';

const tags = ['audit'];

/** The activity log (issue 20): the school's audit events, for its DSGA and vendor staff. */
export async function auditLogRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    paths.search,
    {
      schema: {
        tags,
        summary: 'Search the activity log',
        description:
          "The school's audit events, newest first, with both identities of vendor staff acting for the " +
          'school and the fields each change set, added or removed (secrets are never listed).',
        params: pageParamsSchema,
        body: auditSearchSchema,
        response: { 200: auditPageSchema },
      },
    },
    (request) => service.searchAuditEvents(db, requireContext(request), request.params, request.body),
  );
  api.get(
    paths.users,
    {
      schema: {
        tags,
        summary: 'Users of the activity log',
        description: "The usernames of the school's audit events, for the log's filter.",
        response: { 200: auditUsersSchema },
      },
    },
    (request) => service.auditUsernames(db, requireContext(request)),
  );
}
