import { idParamSchema } from '@inventario/shared/contracts/common';
import { renewalSchema } from '@inventario/shared/contracts/renewal';
import {
  renewalValuePaths as paths,
  renewalPageParamsSchema,
  renumberingAssetPageSchema,
  renumberingSchema,
} from '@inventario/shared/contracts/renewal-values';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../http/module-deps.ts';
import { requireContext } from '../../http/request-context.ts';
import * as service from './renumbering.service.ts';

const tags = ['renewal'];

/** The renewal's renumbering (DOMAIN §2, §8), licence RIN: its preview, the step and its revert. */
export async function renumberingRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    paths.renumbering,
    {
      schema: {
        tags,
        summary: 'The renumbering, previewed or done',
        description:
          'By register: its goods (a universality is one good), i.e. its new last number; the goods out of the register ' +
          '(discharged) whose old numbers leave the numbering; its inventory counter before and after. Before the ' +
          'renumbering what it would do, after it what it did. The goods are paged apart.',
        params: idParamSchema,
        response: { 200: renumberingSchema },
      },
    },
    (request) => service.getRenumbering(db, requireContext(request), request.params.id),
  );
  api.get(
    paths.renumberingAssets,
    {
      schema: {
        tags,
        summary: 'A page of the goods of the renumbering',
        description:
          "Each good of the registers with its old and new number and the original inventory number it keeps ('BM/12'), " +
          'in the stable order of the renumbering: register, new number (the old numbers in order, ties by asset id), ' +
          "asset id; a universality's components share one number (1-based pages).",
        params: renewalPageParamsSchema,
        response: { 200: renumberingAssetPageSchema },
      },
    },
    (request) => service.renumberingAssets(db, requireContext(request), request.params),
  );
  api.put(
    paths.renumbering,
    {
      schema: {
        tags,
        summary: 'Number the registers again from 1',
        description:
          "Each register's goods numbered from 1 without gaps, the old number kept as the original inventory number, the " +
          "register's counter set to its new last number; discharged goods leave the numbering (negative numbers, their " +
          'old one kept as original number). After the revaluation (`renewalNotRevalued`), once (`renewalRenumberingDone`).',
        params: idParamSchema,
        response: { 200: renewalSchema },
      },
    },
    (request) => service.renumber(db, requireContext(request), request.params.id),
  );
  api.delete(
    paths.renumbering,
    {
      schema: {
        tags,
        summary: 'Take the renumbering back',
        description:
          'Restores numbers, original numbers and counters exactly. Only while renumbered (`renewalNotRenumbered`) and while ' +
          'no movement is dated after the renewal date or was made after the renumbering (`renewalLaterMovements`).',
        params: idParamSchema,
        response: { 200: renewalSchema },
      },
    },
    (request) => service.revertRenumbering(db, requireContext(request), request.params.id),
  );
}
