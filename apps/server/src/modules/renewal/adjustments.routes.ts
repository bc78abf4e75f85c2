import { idParamSchema } from '@inventario/shared/contracts/common';
import {
  adjustmentCreateSchema,
  adjustmentListSchema,
  adjustmentParamsSchema,
  adjustmentSchema,
  renewalAdjustmentPaths as paths,
} from '@inventario/shared/contracts/renewal-adjustments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../http/module-deps.ts';
import { requireContext } from '../../http/request-context.ts';
import * as service from './adjustments.service.ts';

const tags = ['renewal'];

/** The renewal's accounting adjustments (spec 02 §3), each a movement of the ledger. */
export async function adjustmentRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    paths.list,
    {
      schema: {
        tags,
        summary: "The renewal's accounting adjustments",
        description: 'Oldest first, each with its good, its movement, its values and its reason.',
        params: idParamSchema,
        response: { 200: adjustmentListSchema },
      },
    },
    (request) => service.listAdjustments(db, requireContext(request), request.params.id),
  );
  api.post(
    paths.create,
    {
      schema: {
        tags,
        summary: 'Make an accounting adjustment',
        description:
          'After the mapping (`renewalMappingNotConfirmed`) and before the revaluation (`renewalRevaluationDone`), ' +
          'one a good (`renewalAdjustmentExists`), dated the renewal date: a found good is charged (causal RIN); a ' +
          'missing, unusable or erroneous one discharged (SMA, FUO, ALT); a prudential estimate a value voucher ' +
          '(RAU up, RDI down: `adjustmentValueNotRaised`, `adjustmentValueNotLowered`). The movement and the ' +
          "adjustment are one transaction; the movement's own rules apply.",
        params: idParamSchema,
        body: adjustmentCreateSchema,
        response: { 200: adjustmentSchema },
      },
    },
    (request) => service.createAdjustment(db, requireContext(request), request.params.id, request.body),
  );
  api.delete(
    paths.item,
    {
      schema: {
        tags,
        summary: 'Take an adjustment back',
        description:
          'Before the revaluation, with its movement, by the movement’s own rules (the latest of its kind and year).',
        params: adjustmentParamsSchema,
      },
    },
    async (request, reply) => {
      await service.deleteAdjustment(
        db,
        requireContext(request),
        request.params.id,
        request.params.adjustmentId,
      );
      return reply.code(204).send();
    },
  );
}
