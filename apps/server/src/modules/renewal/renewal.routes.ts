import { idParamSchema } from '@inventario/shared/contracts/common';
import {
  currentRenewalSchema,
  mappingChangeSchema,
  mappingSchema,
  renewalPaths as paths,
  renewalRecognitionsSchema,
  renewalSchema,
  renewalStartSchema,
} from '@inventario/shared/contracts/renewal';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../http/module-deps.ts';
import { requireContext } from '../../http/request-context.ts';
import * as service from './renewal.service.ts';

const tags = ['renewal'];

/** The inventory renewal (DOMAIN §8), licence RIN: its start and its steps. */
export async function renewalRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    paths.current,
    {
      schema: {
        tags,
        summary: "The school's renewal",
        description:
          'The ongoing renewal, else the latest (null for none), with its current step and what blocks the next. ' +
          'Every renewal call needs the RIN licence (`renewalLicenceMissing`).',
        response: { 200: currentRenewalSchema },
      },
    },
    (request) => service.currentRenewal(db, requireContext(request)),
  );
  api.get(
    paths.recognitions,
    {
      schema: {
        tags,
        summary: 'Recognitions a renewal can start from',
        description: 'The ended recognitions for renewal no renewal has started from, newest first.',
        response: { 200: renewalRecognitionsSchema },
      },
    },
    (request) => service.recognitionsForRenewal(db, requireContext(request)),
  );
  api.post(
    paths.start,
    {
      schema: {
        tags,
        summary: 'Start a renewal',
        description:
          'At 31/12 of `year`, from the ended recognition for renewal of that year (`renewalRecognitionMissing`); ' +
          'one at a time (`renewalOngoing`). The subcategories in use start mapped onto themselves.',
        body: renewalStartSchema,
        response: { 200: renewalSchema },
      },
    },
    (request) => service.startRenewal(db, requireContext(request), request.body),
  );
  api.get(
    paths.item,
    {
      schema: { tags, summary: 'A renewal', params: idParamSchema, response: { 200: renewalSchema } },
    },
    (request) => service.getRenewal(db, requireContext(request), request.params.id),
  );
  api.get(
    paths.mapping,
    {
      schema: {
        tags,
        summary: 'The subcategory mapping',
        description:
          'Each subcategory in use with its goods and its target (register, category, subcategory, rate), ' +
          'the current list to choose from, and the problems: unmapped, a target with two rates, a target of another register.',
        params: idParamSchema,
        response: { 200: mappingSchema },
      },
    },
    (request) => service.getMapping(db, requireContext(request), request.params.id),
  );
  api.put(
    paths.mapping,
    {
      schema: {
        tags,
        summary: 'Change targets of the mapping',
        description:
          'Until the mapping is confirmed (`renewalMappingConfirmed`); a target of another register is refused ' +
          '(`renewalMappingCrossRegister`).',
        params: idParamSchema,
        body: mappingChangeSchema,
        response: { 200: mappingSchema },
      },
    },
    (request) => service.changeMapping(db, requireContext(request), request.params.id, request.body),
  );
  api.put(
    paths.mappingConfirm,
    {
      schema: {
        tags,
        summary: 'Confirm the mapping',
        description:
          'Every subcategory in use mapped (`renewalMappingIncomplete`) and one rate per target (`renewalRateConflict`).',
        params: idParamSchema,
        response: { 200: renewalSchema },
      },
    },
    (request) => service.confirmMapping(db, requireContext(request), request.params.id),
  );
  api.put(
    paths.mappingReopen,
    {
      schema: {
        tags,
        summary: 'Reopen the mapping',
        description: 'Before the revaluation only (`renewalRevaluationDone`).',
        params: idParamSchema,
        response: { 200: renewalSchema },
      },
    },
    (request) => service.reopenMapping(db, requireContext(request), request.params.id),
  );
  api.put(
    paths.end,
    {
      schema: {
        tags,
        summary: 'End the renewal',
        description:
          'Once the registers are numbered again (`renewalNotRenumbered`); final. The renewal date becomes the ' +
          "school's last renewal date, and the first year after it can no longer be deleted (`firstYearAfterRenewal`).",
        params: idParamSchema,
        response: { 200: renewalSchema },
      },
    },
    (request) => service.endRenewal(db, requireContext(request), request.params.id),
  );
}
