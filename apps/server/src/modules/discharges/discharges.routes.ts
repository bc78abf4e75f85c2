import { idParamSchema } from '@inventario/shared/contracts/common';
import {
  dischargeCreateSchema,
  dischargeUpdateSchema,
  dischargePaths as paths,
} from '@inventario/shared/contracts/discharge';
import { movementWithAssetsSchema } from '@inventario/shared/contracts/movements';
import { dischargeCausalSchema, relatedMovementSchema } from '@inventario/shared/contracts/out';
import { DISCHARGE_CAUSALS } from '@inventario/shared/domain/movements/discharge-causals';
import { z } from '@inventario/shared/zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../http/module-deps.ts';
import { requireContext } from '../../http/request-context.ts';
import * as service from './discharges.service.ts';

const tags = ['movements'];

/** Discharges (movement type 2); deleting one is `DELETE /movement/discharge/{id}`. */
export async function dischargeRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    paths.causalList,
    {
      schema: {
        tags,
        summary: 'Discharge causals',
        description:
          "Why goods leave the inventory (art. 33–34), with the document the DS's measure rests on: fuori uso (commission's report), furto (police report), smarrimento, cessione o vendita (art. 34, valuation), permuta, distruzione, trasferimento, altro.",
        response: { 200: z.array(dischargeCausalSchema) },
      },
    },
    async () => [...DISCHARGE_CAUSALS],
  );
  api.get(
    paths.related,
    {
      schema: {
        tags,
        summary: 'The proposals a discharge came from',
        params: idParamSchema,
        response: { 200: z.array(relatedMovementSchema) },
      },
    },
    (request) => service.relatedProposals(db, requireContext(request), request.params.id),
  );
  api.post(
    paths.save,
    {
      schema: {
        tags,
        summary: 'Create a discharge',
        description:
          "From confirmed proposals (`proposalIds`: their assets still to discharge come along; `proposalNotConfirmed`, `proposalAlreadyDischarged`) and charged assets chosen directly (`assetIds`; `assetNotCharged`, `assetInProposal`, `assetDischarged`): at least one, at most 600, none charged in an earlier year still open (`dischargeAssetsOfUnclosedYear`). Dated in an open year, not before the last movement; destination (a debtor), the DS's measure, liability (art. 33). Each asset is discharged at its actual value; numbered per type and year.",
        body: dischargeCreateSchema,
        response: { 200: movementWithAssetsSchema },
      },
    },
    (request) => service.createDischarge(db, requireContext(request), request.body),
  );
  api.put(
    paths.save,
    {
      schema: {
        tags,
        summary: 'Edit a discharge',
        description:
          "The header (date in its year and between its neighbours, causal, destination, measure, liability, notes) in an open year; its proposals and assets only on the year's latest discharge (`movementNotLatest`) while no later movement holds them. Assets let go return to their proposal or are charged again.",
        body: dischargeUpdateSchema,
        response: { 200: movementWithAssetsSchema },
      },
    },
    (request) => service.updateDischarge(db, requireContext(request), request.body),
  );
}
