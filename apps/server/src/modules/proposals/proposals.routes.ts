import { idParamSchema } from '@inventario/shared/contracts/common';
import { movementWithAssetsSchema } from '@inventario/shared/contracts/movements';
import {
  dischargeCausalSchema,
  nextProgressiveSchema,
  outConfirmSchema,
  outCreateSchema,
  outIdSchema,
  outUpdateSchema,
  outPaths as paths,
  proposalStatusItemSchema,
  proposalSummarySchema,
  relatedMovementSchema,
} from '@inventario/shared/contracts/out';
import { OUT_CAUSALS } from '@inventario/shared/domain/movements/discharge-causals';
import { z } from '@inventario/shared/zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../http/module-deps.ts';
import { requireContext } from '../../http/request-context.ts';
import * as service from './proposals.service.ts';

const tags = ['movements'];
const yearParams = z.object({ year: z.coerce.number().int().min(1900).max(2200) });

/** Discharge proposals (movement type 3, "out"); deleting one is `DELETE /movement/out/{id}`. */
export async function proposalRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    paths.causalList,
    {
      schema: {
        tags,
        summary: 'Discharge proposal causals',
        description:
          'Why goods are proposed for discharge (art. 33–34), the same list as the discharges: fuori uso, furto (police report), smarrimento, cessione o vendita (art. 34), permuta, distruzione, trasferimento, altro.',
        response: { 200: z.array(dischargeCausalSchema) },
      },
    },
    async () => [...OUT_CAUSALS],
  );
  api.get(
    paths.statusList,
    {
      schema: {
        tags,
        summary: 'Discharge proposal statuses',
        description: "1 'Da confermare', 2 'Confermata'.",
        response: { 200: z.array(proposalStatusItemSchema) },
      },
    },
    async () => service.statusList(),
  );
  api.get(
    paths.nextProgressive,
    {
      schema: {
        tags,
        summary: 'The next progressive of a year',
        description: "The year's last proposal progressive + 1 (1 for a year without proposals).",
        params: yearParams,
        response: { 200: nextProgressiveSchema },
      },
    },
    (request) => service.progressiveAfterLast(db, requireContext(request), request.params.year),
  );
  api.get(
    paths.confirmedForDischarge,
    {
      schema: {
        tags,
        summary: 'Confirmed proposals to discharge',
        description:
          'Confirmed proposals with assets still in them, oldest first; `assetCount` and `totalValue` are those of the assets still to discharge.',
        response: { 200: z.array(proposalSummarySchema) },
      },
    },
    (request) => service.confirmedForDischarge(db, requireContext(request)),
  );
  api.get(
    paths.related,
    {
      schema: {
        tags,
        summary: 'Discharges made from a proposal',
        params: idParamSchema,
        response: { 200: z.array(relatedMovementSchema) },
      },
    },
    (request) => service.relatedDischarges(db, requireContext(request), request.params.id),
  );
  api.post(
    paths.save,
    {
      schema: {
        tags,
        summary: 'Create a discharge proposal',
        description:
          "Charged assets (`assetNotCharged`, `assetInProposal`, `assetDischarged`), at most 600, go into the proposal (status 3), each line valued at the asset's actual value. Dated in an open year, the older of two open ones (`proposalOnlyInOlderYear`), not before the last movement; the progressive above the year's last (`progressiveNotAbove`); numbered per type and year. Status: to be confirmed.",
        body: outCreateSchema,
        response: { 200: movementWithAssetsSchema },
      },
    },
    (request) => service.createProposal(db, requireContext(request), request.body),
  );
  api.put(
    paths.save,
    {
      schema: {
        tags,
        summary: 'Edit a discharge proposal',
        description:
          "The whole proposal again. Notes and protocol always, in an open year; date (in its year, between its neighbours), causal and progressive (only on the year's latest proposal, above the earlier ones) while it is to be confirmed (`proposalConfirmed`); its assets also only on the year's latest proposal (`movementNotLatest`) while no later movement holds them. Kept lines keep their value, added ones take the actual value.",
        body: outUpdateSchema,
        response: { 200: movementWithAssetsSchema },
      },
    },
    (request) => service.updateProposal(db, requireContext(request), request.body),
  );
  api.put(
    paths.confirm,
    {
      schema: {
        tags,
        summary: 'Confirm a discharge proposal',
        description:
          'To be confirmed → confirmed. Refused while its year is open and the next year holds charges (`chargesInNextYear`: its discharge could no longer be dated in its year, which then could never close). When asset values changed since it was printed: `proposalPricesChanged` with `details.assets` (`proposalPriceChangeSchema`), unless `pricesChangedConfirmed`, and then the lines take the current values.',
        body: outConfirmSchema,
        response: { 200: movementWithAssetsSchema },
      },
    },
    (request) => service.confirmProposal(db, requireContext(request), request.body),
  );
  api.put(
    paths.removeConfirmation,
    {
      schema: {
        tags,
        summary: 'Restore a proposal to be confirmed',
        description:
          'Confirmed → to be confirmed; refused once a discharge took any of its assets (`proposalAlreadyDischarged`).',
        body: outIdSchema,
        response: { 200: movementWithAssetsSchema },
      },
    },
    (request) => service.removeConfirmation(db, requireContext(request), request.body.id),
  );
}
