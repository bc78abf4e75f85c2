import {
  attachmentPaths,
  attachmentSchema,
  attachmentUploadQuerySchema,
} from '@inventario/shared/contracts/attachments';
import { z } from '@inventario/shared/zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireContext } from '../../http/request-context.ts';
import { acceptRawBodies, closingOnRefusal } from '../../http/uploads/raw-body.ts';
import { type AttachmentsDeps, UPLOAD_DESCRIPTION, uploadOf } from '../attachments/index.ts';
import { addScanPhoto } from './scan-photo.service.ts';

/** A phone's photo of an asset it found, in a scope of its own: the body is the photo. */
export async function scanPhotoRoutes(app: FastifyInstance, deps: AttachmentsDeps): Promise<void> {
  await app.register(async (scope) => {
    acceptRawBodies(scope);
    scope.withTypeProvider<ZodTypeProvider>().post(
      attachmentPaths.scanPhoto,
      {
        config: { access: 'scan' },
        schema: {
          tags: ['recognition'],
          summary: 'A photo of an asset the phone found',
          description: `With the phone's \`x-scan-token\`: the asset must be found in the recognition (in the token's location, when it names one). ${UPLOAD_DESCRIPTION}`,
          params: z.object({ idAsset: z.coerce.number().int().positive() }),
          querystring: attachmentUploadQuerySchema,
          response: { 200: attachmentSchema },
        },
      },
      (request, reply) =>
        closingOnRefusal(request, reply, () =>
          addScanPhoto(
            deps,
            requireContext(request),
            request.params.idAsset,
            uploadOf(request, request.query),
          ),
        ),
    );
  });
}
