import { idParamSchema, pageParamsSchema } from '@inventario/shared/contracts/common';
import {
  administrationListSchema,
  administrationPagedSearchSchema,
  administrationPageSchema,
  administrationPaths,
  administrationSaveSchema,
  administrationSchema,
  creditorListSchema,
  creditorPagedSearchSchema,
  creditorPageSchema,
  creditorPaths,
  creditorSaveSchema,
  creditorSchema,
  creditorSearchSchema,
  debtorListSchema,
  debtorPagedSearchSchema,
  debtorPageSchema,
  debtorPaths,
  debtorSaveSchema,
  debtorSchema,
} from '@inventario/shared/contracts/parties';
import { z } from '@inventario/shared/zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../http/module-deps.ts';
import { requireContext } from '../../http/request-context.ts';
import * as administrations from './administrations.service.ts';
import * as creditors from './creditors.service.ts';
import * as debtors from './debtors.service.ts';

/** A deletion answers 204 without a body. */
const deleted = { 204: z.null().describe('Deleted') };

/** Creditors (suppliers), debtors and public administrations of the school. */
export async function partyRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  creditorRoutes(app, deps);
  debtorRoutes(app, deps);
  administrationRoutes(app, deps);
}

function creditorRoutes(app: FastifyInstance, { db }: ModuleDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['creditors'];
  api.get(creditorPaths.list, { schema: { tags, response: { 200: creditorListSchema } } }, (request) =>
    creditors.listCreditors(db, requireContext(request)),
  );
  api.post(
    creditorPaths.search,
    { schema: { tags, body: creditorSearchSchema, response: { 200: creditorListSchema } } },
    (request) => creditors.searchCreditors(db, requireContext(request), request.body.businessNameFullName),
  );
  api.post(
    creditorPaths.pagedSearch,
    {
      schema: {
        tags,
        params: pageParamsSchema,
        body: creditorPagedSearchSchema,
        response: { 200: creditorPageSchema },
      },
    },
    (request) => creditors.searchCreditorPage(db, requireContext(request), request.params, request.body),
  );
  api.post(
    creditorPaths.save,
    { schema: { tags, body: creditorSaveSchema, response: { 200: creditorSchema } } },
    (request) => creditors.saveCreditor(db, requireContext(request), request.body),
  );
  api.get(
    creditorPaths.item,
    { schema: { tags, params: idParamSchema, response: { 200: creditorSchema } } },
    (request) => creditors.getCreditor(db, requireContext(request), request.params.id),
  );
  api.delete(
    creditorPaths.item,
    { schema: { tags, params: idParamSchema, response: deleted } },
    async (request, reply) => {
      await creditors.deleteCreditor(db, requireContext(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}

function debtorRoutes(app: FastifyInstance, { db }: ModuleDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['debtors'];
  api.get(debtorPaths.list, { schema: { tags, response: { 200: debtorListSchema } } }, (request) =>
    debtors.listDebtors(db, requireContext(request)),
  );
  api.post(
    debtorPaths.pagedSearch,
    {
      schema: {
        tags,
        params: pageParamsSchema,
        body: debtorPagedSearchSchema,
        response: { 200: debtorPageSchema },
      },
    },
    (request) => debtors.searchDebtorPage(db, requireContext(request), request.params, request.body),
  );
  api.post(
    debtorPaths.save,
    { schema: { tags, body: debtorSaveSchema, response: { 200: debtorSchema } } },
    (request) => debtors.saveDebtor(db, requireContext(request), request.body),
  );
  api.get(
    debtorPaths.item,
    { schema: { tags, params: idParamSchema, response: { 200: debtorSchema } } },
    (request) => debtors.getDebtor(db, requireContext(request), request.params.id),
  );
  api.delete(
    debtorPaths.item,
    { schema: { tags, params: idParamSchema, response: deleted } },
    async (request, reply) => {
      await debtors.deleteDebtor(db, requireContext(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}

function administrationRoutes(app: FastifyInstance, { db }: ModuleDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['administrations'];
  api.get(
    administrationPaths.list,
    { schema: { tags, response: { 200: administrationListSchema } } },
    (request) => administrations.listAdministrations(db, requireContext(request)),
  );
  api.post(
    administrationPaths.pagedSearch,
    {
      schema: {
        tags,
        params: pageParamsSchema,
        body: administrationPagedSearchSchema,
        response: { 200: administrationPageSchema },
      },
    },
    (request) =>
      administrations.searchAdministrationPage(db, requireContext(request), request.params, request.body),
  );
  api.post(
    administrationPaths.save,
    { schema: { tags, body: administrationSaveSchema, response: { 200: administrationSchema } } },
    (request) => administrations.saveAdministration(db, requireContext(request), request.body),
  );
  api.delete(
    administrationPaths.item,
    { schema: { tags, params: idParamSchema, response: deleted } },
    async (request, reply) => {
      await administrations.deleteAdministration(db, requireContext(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
