import { idParamSchema } from '@inventario/shared/contracts/common';
import { renewalSchema } from '@inventario/shared/contracts/renewal';
import {
  renewalValuePaths as paths,
  renewalPageParamsSchema,
  revaluationAssetPageSchema,
  revaluationSchema,
} from '@inventario/shared/contracts/renewal-values';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../http/module-deps.ts';
import { requireContext } from '../../http/request-context.ts';
import * as service from './revaluation.service.ts';

const tags = ['renewal'];

/** The renewal's revaluation (DOMAIN §8), licence RIN: its preview, the step and its revert. */
export async function revaluationRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    paths.revaluation,
    {
      schema: {
        tags,
        summary: 'The revaluation, previewed or done',
        description:
          "Before the revaluation, what it would do with today's values, mapping and adjustments; after it, what it did " +
          'and its value vouchers. The summaries of the goods of the registers (inventory class): by target subcategory, ' +
          'target category, adjustment and register, and the total, in euros. The goods are paged apart.',
        params: idParamSchema,
        response: { 200: revaluationSchema },
      },
    },
    (request) => service.getRevaluation(db, requireContext(request), request.params.id),
  );
  api.get(
    paths.revaluationAssets,
    {
      schema: {
        tags,
        summary: 'A page of the goods of the revaluation',
        description:
          'Each good of the registers with its register, target category, subcategory before and after the mapping, ' +
          'value before and after, variation and adjustment, in register and inventory number order (1-based pages).',
        params: renewalPageParamsSchema,
        response: { 200: revaluationAssetPageSchema },
      },
    },
    (request) => service.revaluationAssets(db, requireContext(request), request.params),
  );
  api.put(
    paths.revaluation,
    {
      schema: {
        tags,
        summary: 'Revalue the registers',
        description:
          'Every good still in the registers takes its mapped subcategory and its new actual value (the estimate of an ' +
          "estimateUp/estimateDown adjustment, else today's value), through value vouchers dated the renewal date: per register " +
          "an increase voucher 'RIV' for the rises and a decrease voucher 'SVA' for the falls; the targets' rates from the next " +
          "year are the mapping's. After the mapping is confirmed (`renewalMappingNotConfirmed`), once (`renewalRevaluationDone`), " +
          'in an open year (`financialYearClosed`) not before the last movement (`movementDateBeforeLast`).',
        params: idParamSchema,
        response: { 200: renewalSchema },
      },
    },
    (request) => service.revalue(db, requireContext(request), request.params.id),
  );
  api.delete(
    paths.revaluation,
    {
      schema: {
        tags,
        summary: 'Take the revaluation back',
        description:
          'Deletes its vouchers as a value voucher is deleted (each the latest of its type, `movementNotLatest`; no later ' +
          'movement holding its goods, `movementHasLaterMovements`; in an open year) and restores values, subcategories and ' +
          'rates exactly. Only while revalued (`renewalNotRevalued`) and not renumbered (`renewalRenumberingDone`).',
        params: idParamSchema,
        response: { 200: renewalSchema },
      },
    },
    (request) => service.revertRevaluation(db, requireContext(request), request.params.id),
  );
}
