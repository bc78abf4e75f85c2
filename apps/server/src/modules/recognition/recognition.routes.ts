import { idParamSchema, pageParamsSchema } from '@inventario/shared/contracts/common';
import { movementWithAssetsSchema } from '@inventario/shared/contracts/movements';
import {
  assetParamsSchema,
  detectResultSchema,
  detectSchema,
  locationParamsSchema,
  missingProposalSchema,
  moveAssetSchema,
  recognitionPaths as paths,
  recognitionAssetPageSchema,
  recognitionAssetSchema,
  recognitionAssetSearchSchema,
  recognitionLocationSchema,
  recognitionPageSchema,
  recognitionSchema,
  recognitionSearchSchema,
  recognitionStartSchema,
} from '@inventario/shared/contracts/recognition';
import { z } from '@inventario/shared/zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../http/module-deps.ts';
import { requireContext } from '../../http/request-context.ts';
import * as service from './recognition.service.ts';

const tags = ['recognition'];

/** The recognition (DOMAIN §7): its start, locations, reads, goods, missing proposals and end. */
export async function recognitionRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    paths.start,
    {
      schema: {
        tags,
        summary: 'Start a recognition',
        description:
          'Counts the goods the registers hold now (charged or in a proposal; durable goods when `includeDurable`), ' +
          'as they are placed, and the school’s locations. One ongoing per school (`recognitionOngoing`); ' +
          'a recognition for renewal names the renewal year.',
        body: recognitionStartSchema,
        response: { 200: recognitionSchema },
      },
    },
    (request) => service.startRecognition(db, requireContext(request), request.body),
  );
  api.post(
    paths.search,
    {
      schema: {
        tags,
        summary: 'Search recognitions',
        description:
          'Newest first unless sorted otherwise (`startDate`, `endDate`, `status`), with their counts.',
        params: pageParamsSchema,
        body: recognitionSearchSchema,
        response: { 200: recognitionPageSchema },
      },
    },
    (request) => service.searchRecognitions(db, requireContext(request), request.params, request.body),
  );
  api.get(
    paths.item,
    {
      schema: {
        tags,
        summary: 'A recognition',
        description: 'Its dates, flags, status and the counts of its goods and locations.',
        params: idParamSchema,
        response: { 200: recognitionSchema },
      },
    },
    (request) => service.getRecognition(db, requireContext(request), request.params.id),
  );
  api.get(
    paths.locations,
    {
      schema: {
        tags,
        summary: 'The locations of a recognition',
        description: 'By site and code, each with its status and the goods placed there by detection status.',
        params: idParamSchema,
        response: { 200: z.array(recognitionLocationSchema) },
      },
    },
    (request) => service.recognitionLocations(db, requireContext(request), request.params.id),
  );
  for (const [path, status] of [
    [paths.locationStart, 'started'],
    [paths.locationComplete, 'completed'],
  ] as const) {
    api.put(
      path,
      {
        schema: {
          tags,
          summary: status === 'started' ? 'Start a location' : 'Complete a location',
          description:
            status === 'started'
              ? 'Its count begins, or begins again after it was completed.'
              : 'Its count ends; reads there are refused (`recognitionLocationCompleted`) until it starts again.',
          params: locationParamsSchema,
          response: { 200: recognitionLocationSchema },
        },
      },
      (request) => service.setLocationStatus(db, requireContext(request), request.params, status),
    );
  }
  api.post(
    paths.detect,
    {
      schema: {
        tags,
        summary: 'Detect a good',
        description:
          'A code read in a location: an inventory number with or without its register acronym (`BM/12`), a ' +
          'label’s barcode text, an asset link or the good’s own barcode. Answers `detected`, `foundElsewhere`, ' +
          '`missing`, `notInRecognition`, `discharged`, `notFound` or `ambiguous`, with the goods and the ' +
          'location’s counts. Reading twice changes nothing; a read sent again with its `readId` answers as before.',
        params: idParamSchema,
        body: detectSchema,
        response: { 200: detectResultSchema },
      },
    },
    (request) => service.detect(db, requireContext(request), request.params.id, request.body),
  );
  api.post(
    paths.assetsSearch,
    {
      schema: {
        tags,
        summary: 'Search the goods of a recognition',
        description:
          'By detection status, location (placed or read there) and text (description or number); by ' +
          'register and number unless sorted otherwise.',
        params: z.object({ ...idParamSchema.shape, ...pageParamsSchema.shape }),
        body: recognitionAssetSearchSchema,
        response: { 200: recognitionAssetPageSchema },
      },
    },
    (request) =>
      service.searchAssets(db, requireContext(request), request.params.id, request.params, request.body),
  );
  api.put(
    paths.correct,
    {
      schema: {
        tags,
        summary: 'Mark a good correctly detected',
        description: 'An undetected good the commission declares present without a read.',
        params: assetParamsSchema,
        response: { 200: recognitionAssetSchema },
      },
    },
    (request) => service.markCorrect(db, requireContext(request), request.params),
  );
  api.put(
    paths.restore,
    {
      schema: {
        tags,
        summary: 'Restore a good',
        description:
          'The good is to be detected again. One proposed as missing comes back once its proposal no longer ' +
          'holds it (`recognitionAssetInProposal`).',
        params: assetParamsSchema,
        response: { 200: recognitionAssetSchema },
      },
    },
    (request) => service.restoreAsset(db, requireContext(request), request.params),
  );
  api.put(
    paths.move,
    {
      schema: {
        tags,
        summary: 'Move a good found elsewhere',
        description:
          'The good moves to the location it was read in: a location change in its history, dated `date` ' +
          '(today by default); the recognition counts it detected there.',
        params: assetParamsSchema,
        body: moveAssetSchema,
        response: { 200: recognitionAssetSchema },
      },
    },
    (request) => service.moveFoundGood(db, requireContext(request), request.params, request.body),
  );
  api.post(
    paths.missingProposal,
    {
      schema: {
        tags,
        summary: 'Propose missing goods for discharge',
        description:
          'Undetected goods chosen by the user become one discharge proposal with the missing goods causal ' +
          '(SMA), under the proposals’ rules; the goods count as missing.',
        params: idParamSchema,
        body: missingProposalSchema,
        response: { 200: movementWithAssetsSchema },
      },
    },
    (request) => service.proposeMissing(db, requireContext(request), request.params.id, request.body),
  );
  api.put(
    paths.end,
    {
      schema: {
        tags,
        summary: 'End a recognition',
        description:
          'Final. Refused while goods are undetected, waiting, from the warehouse or in another discharge ' +
          'proposal, or, for a renewal, while movements are dated after the renewal year (`details.blockers`).',
        params: idParamSchema,
        response: { 200: recognitionSchema },
      },
    },
    (request) => service.endRecognition(db, requireContext(request), request.params.id),
  );
}
