import {
  ATTACHMENT_MAX_BYTES,
  attachmentCaptionSchema,
  attachmentIdParamsSchema,
  attachmentListSchema,
  attachmentOwnerParamsSchema,
  attachmentPaths,
  attachmentSchema,
  attachmentUploadQuerySchema,
  coversRequestSchema,
  coversSchema,
} from '@inventario/shared/contracts/attachments';
import { z } from '@inventario/shared/zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireContext } from '../../http/request-context.ts';
import { acceptRawBodies, closingOnRefusal } from '../../http/uploads/raw-body.ts';
import type { AttachmentsDeps } from './attachments.deps.ts';
import * as service from './attachments.service.ts';

const tags = ['attachments'];

export const UPLOAD_DESCRIPTION = `The body is the file itself (any Content-Type, which is not trusted), at most ${ATTACHMENT_MAX_BYTES} bytes (\`attachmentTooLarge\`): a photo (JPEG, PNG or WebP by its bytes), stored turned upright, at most 2048 px, as JPEG without its metadata (location included), with a 320 px thumbnail; or a PDF, kept as sent. Anything else is \`attachmentTypeUnsupported\` (\`details.format\` names HEIC, GIF, TIFF or SVG), a photo that does not decode \`attachmentUnreadable\`, a record with 30 files \`attachmentsFull\`.`;

/** The upload as the request brings it: its body unread, its declared length. */
export function uploadOf(
  request: FastifyRequest,
  query: { fileName: string; caption?: string | undefined },
): service.AttachmentUpload {
  const length = Number(request.headers['content-length'] ?? Number.NaN);
  return { ...query, body: request.raw, declaredLength: Number.isFinite(length) ? length : undefined };
}

/** The POST of a file, in a scope of its own: its body is the file, which no parser reads. */
async function uploadRoute(scope: FastifyInstance, deps: AttachmentsDeps): Promise<void> {
  acceptRawBodies(scope);
  scope.withTypeProvider<ZodTypeProvider>().post(
    attachmentPaths.list,
    {
      schema: {
        tags,
        summary: 'Attach a photo or a PDF to an asset, a universality or a movement',
        description: UPLOAD_DESCRIPTION,
        params: attachmentOwnerParamsSchema,
        querystring: attachmentUploadQuerySchema,
        response: { 200: attachmentSchema },
      },
    },
    (request, reply) =>
      closingOnRefusal(request, reply, () =>
        service.addAttachment(
          deps,
          requireContext(request),
          request.params,
          uploadOf(request, request.query),
        ),
      ),
  );
}

/** Photos and documents of a record (issue 20). */
export async function attachmentRoutes(app: FastifyInstance, deps: AttachmentsDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    attachmentPaths.list,
    {
      schema: {
        tags,
        summary: "A record's attachments",
        description: 'Oldest first; each file and thumbnail through a signed link that expires.',
        params: attachmentOwnerParamsSchema,
        response: { 200: attachmentListSchema },
      },
    },
    (request) => service.listAttachments(deps, requireContext(request), request.params),
  );
  api.post(
    attachmentPaths.covers,
    {
      schema: {
        tags,
        summary: 'The first photo of each record of a page',
        description: 'For a thumbnail column: records without attachments are left out.',
        body: coversRequestSchema,
        response: { 200: coversSchema },
      },
    },
    async (request) => ({ covers: await service.covers(deps, requireContext(request), request.body) }),
  );
  api.patch(
    attachmentPaths.item,
    {
      schema: {
        tags,
        summary: "Change an attachment's caption",
        params: attachmentIdParamsSchema,
        body: attachmentCaptionSchema,
        response: { 200: attachmentSchema },
      },
    },
    (request) => service.setCaption(deps, requireContext(request), request.params.id, request.body.caption),
  );
  api.delete(
    attachmentPaths.item,
    {
      schema: {
        tags,
        summary: 'Delete an attachment and its files',
        params: attachmentIdParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.removeAttachment(deps, requireContext(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
  await app.register(async (scope) => uploadRoute(scope, deps));
}
