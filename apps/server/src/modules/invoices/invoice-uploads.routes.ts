import {
  INVOICE_UPLOAD_MAX_BYTES,
  invoicePaths,
  invoiceUploadRequestSchema,
  invoiceUploadUrlSchema,
} from '@inventario/shared/contracts/invoices';
import { z } from '@inventario/shared/zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireContext } from '../../http/request-context.ts';
import { acceptRawBodies, closingOnRefusal } from '../../http/uploads/raw-body.ts';
import { receiveUpload } from './invoice-upload-receive.ts';
import type { InvoiceUploadsDeps } from './invoice-uploads.deps.ts';
import * as service from './invoice-uploads.service.ts';

const tags = ['movements'];

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The PUT of a local upload URL, in a scope of its own: its body is the file, of any type, which no
 * parser reads; the handler streams it to the store.
 */
async function uploadRoute(scope: FastifyInstance, deps: InvoiceUploadsDeps): Promise<void> {
  acceptRawBodies(scope);
  scope.withTypeProvider<ZodTypeProvider>().put(
    invoicePaths.upload,
    {
      // The signed token is the authorisation: the URL that `getUrl` answered, used once.
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Upload an invoice file to its signed URL',
        description: `The body is the file itself (any Content-Type), at most ${INVOICE_UPLOAD_MAX_BYTES} bytes (\`invoiceTooLarge\`); an optional \`Content-MD5\` (RFC 1864) must match (\`uploadChecksumMismatch\`); its first bytes must be what its name says (\`invoiceContentMismatch\`). The URL works once (\`uploadUrlUsed\`) for ten minutes (\`uploadUrlExpired\`).`,
        security: [],
        querystring: z.object({ token: z.string().min(1).max(4000) }),
        response: { 204: z.null().describe('Stored; the ETag is the MD5 of the file') },
      },
    },
    (request, reply) =>
      closingOnRefusal(request, reply, async () => {
        const contentLength = Number(headerOf(request, 'content-length') ?? Number.NaN);
        const { md5 } = await receiveUpload(
          deps,
          {
            token: request.query.token,
            contentMd5: headerOf(request, 'content-md5'),
            contentLength: Number.isFinite(contentLength) ? contentLength : undefined,
          },
          request.raw,
        );
        return reply.code(204).header('etag', `"${md5}"`).send(null);
      }),
  );
}

/** The upload of an invoice file (spec 02 §7): its signed URL, and the PUT that takes the file. */
export async function invoiceUploadRoutes(app: FastifyInstance, deps: InvoiceUploadsDeps): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    invoicePaths.uploadUrl,
    {
      schema: {
        tags,
        summary: 'Get a URL to upload an invoice file to',
        description:
          "For a `.zip`, `.xml` or `.p7m` file of at most 50 MB: a URL that takes the file with one PUT within ten minutes, with the headers to send. With local storage the URL is this API's upload path with a signed token; with `STORAGE=s3` a presigned PUT of the bucket.",
        body: invoiceUploadRequestSchema,
        response: { 200: invoiceUploadUrlSchema },
      },
    },
    (request) => service.createUploadUrl(deps, requireContext(request), request.body),
  );
  await app.register(async (scope) => uploadRoute(scope, deps));
}
