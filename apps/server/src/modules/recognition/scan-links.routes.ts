import { idParamSchema } from '@inventario/shared/contracts/common';
import {
  linkParamsSchema,
  recognitionPaths as paths,
  scanContextSchema,
  scanDetectResultSchema,
  scanDetectSchema,
  scanExpectedSchema,
  scanLinkCreatedSchema,
  scanLinkCreateSchema,
  scanLinkSchema,
  scanSessionRequestSchema,
  scanSessionSchema,
} from '@inventario/shared/contracts/recognition';
import { z } from '@inventario/shared/zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireContext } from '../../http/request-context.ts';
import * as service from './scan-links.service.ts';

const tags = ['recognition'];
const scan = { access: 'scan' } as const;

/** The phones' QR codes (for the detail page) and the phones' own calls (`x-scan-token`). */
export async function scanLinkRoutes(app: FastifyInstance, deps: service.ScanLinksDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    paths.scanLink,
    {
      schema: {
        tags,
        summary: 'A QR code for a phone',
        description:
          'A one-time secret, in the URL fragment, that a phone exchanges within 15 minutes for a token reading ' +
          'only in this recognition (and location, when given) for 12 hours, unless revoked.',
        params: idParamSchema,
        body: scanLinkCreateSchema,
        response: { 200: scanLinkCreatedSchema },
      },
    },
    (request) =>
      service.createScanLink(deps, requireContext(request), request.params.id, request.body.idLocation),
  );
  api.get(
    paths.scanLinks,
    {
      schema: {
        tags,
        summary: 'The QR codes of a recognition',
        description: 'Newest first, whether used, until when their phones read, and revoked ones.',
        params: idParamSchema,
        response: { 200: z.array(scanLinkSchema) },
      },
    },
    (request) => service.listScanLinks(deps, requireContext(request), request.params.id),
  );
  api.delete(
    paths.scanLinkItem,
    {
      schema: {
        tags,
        summary: 'Revoke a QR code',
        description: 'Its phone’s next call is refused (`scanLinkRevoked`).',
        params: linkParamsSchema,
        response: { 200: scanLinkSchema },
      },
    },
    (request) => service.revokeScanLink(deps, requireContext(request), request.params),
  );
  api.post(
    paths.scanSession,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A phone signs in with a QR code',
        description:
          'The secret after `#code=`, once and while fresh (`scanLinkUsed`, `scanLinkExpired`, `scanLinkRevoked`), ' +
          'for the token the phone sends as `x-scan-token`.',
        body: scanSessionRequestSchema,
        response: { 200: scanSessionSchema },
      },
    },
    (request) => service.openScanSession(deps, request.body.code),
  );
  api.get(
    paths.scanContext,
    {
      config: scan,
      schema: {
        tags,
        summary: 'What a phone reads in',
        description: 'The recognition, its locations (or the one the QR code names) and the token’s expiry.',
        response: { 200: scanContextSchema },
      },
    },
    (request) => service.scanContext(deps.db, requireContext(request)),
  );
  api.get(
    paths.scanExpected,
    {
      config: scan,
      schema: {
        tags,
        summary: 'The goods of a location, for a phone',
        description:
          'Placed there or read there, with their detection status, kept by the phone to read offline.',
        params: z.object({ idLocation: z.coerce.number().int().positive() }),
        response: { 200: scanExpectedSchema },
      },
    },
    (request) => service.expectedAssets(deps.db, requireContext(request), request.params.idLocation),
  );
  api.post(
    paths.scanDetect,
    {
      config: scan,
      schema: {
        tags,
        summary: 'A phone’s reads',
        description:
          'The reads a phone queued, in order, each with its id: a batch sent again answers the same and counts once.',
        body: scanDetectSchema,
        response: { 200: scanDetectResultSchema },
      },
    },
    (request) => service.detectBatch(deps, requireContext(request), request.body),
  );
}
