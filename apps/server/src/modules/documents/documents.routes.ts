import { idParamSchema, pageParamsSchema } from '@inventario/shared/contracts/common';
import {
  documentPageSchema,
  documentPaths,
  documentSearchSchema,
  documentSummarySchema,
  documentTypeSchema,
  downloadUrlSchema,
  publishAnswerSchema,
  renewalPublishRequestSchema,
} from '@inventario/shared/contracts/documents';
import {
  EXPORT_TABLE_MAX_BYTES,
  EXPORT_TABLE_MAX_ROWS,
  exportRequestSchema,
} from '@inventario/shared/contracts/exports';
import { publishBodySchema, publishBodyShapesSchema } from '@inventario/shared/contracts/print-request';
import { documentTypesOfGroup, PRINT_MENU_TYPES } from '@inventario/shared/domain/documents/document-types';
import { z } from '@inventario/shared/zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.ts';
import { requireContext } from '../../http/request-context.ts';
import { downloadHeaders } from '../../storage/document-store.ts';
import * as service from './documents.service.ts';

const tags = ['documents'];

/**
 * The publish body validates by its shape (`publishBodySchema`); the document shows both shapes, which
 * the validating schema, a transform from anything, cannot say by itself.
 */
const publishBody = publishBodySchema.meta({
  description: 'The print request of spec 01 §3, or the compact `{documentType, conditions}`.',
  ...z.toJSONSchema(publishBodyShapesSchema, { io: 'input', target: 'openapi-3.0' }),
});

/** Printed documents: types, publishing a print, the generated documents and their downloads. */
export async function documentRoutes(app: FastifyInstance, deps: service.DocumentsDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  api.get(
    documentPaths.typeList,
    { schema: { tags, response: { 200: z.array(documentTypeSchema) } } },
    async () => [...PRINT_MENU_TYPES],
  );
  api.get(
    documentPaths.typeListOfGroup,
    {
      schema: {
        tags,
        params: z.object({ group: z.coerce.number().int().min(1).max(4) }),
        response: { 200: z.array(documentTypeSchema) },
      },
    },
    async (request) => documentTypesOfGroup(request.params.group),
  );
  api.post(
    documentPaths.search,
    {
      schema: {
        tags,
        params: pageParamsSchema,
        body: documentSearchSchema,
        response: { 200: documentPageSchema },
      },
    },
    (request) => service.searchDocuments(db, requireContext(request), request.params, request.body),
  );
  api.post(
    documentPaths.publish,
    { schema: { tags, body: publishBody, response: { 200: publishAnswerSchema } } },
    (request) => service.publish(deps, requireContext(request), request.body),
  );
  api.post(
    documentPaths.publishRenewal,
    {
      schema: {
        tags,
        description:
          "A print of the renewal's page: PV/Base (11, with its commission), PV/1 (12), PV/2 (13), PV/3 (14), " +
          'the mapping table (15) and the movement vouchers (16) of the renewal `idRenewal`, or Model K (10) ' +
          "of a `year`. Licence RIN (`renewalLicenceMissing`); another school's renewal is `notFound`. " +
          "The renewal's reports are refused by `publishMessage` (`documentTypeRenewalOnly`).",
        body: renewalPublishRequestSchema,
        response: { 200: publishAnswerSchema },
      },
    },
    (request) => service.publishRenewalPrint(deps, requireContext(request), request.body),
  );
  api.post(
    documentPaths.publishExport,
    {
      schema: {
        tags,
        description:
          'An export of a list (`.xlsx` or `.csv`) with its filters, sort and columns, rendered in the ' +
          "background; the document's `progress` says how far it is. `exportColumnUnknown` for a column " +
          'the list has not, `exportTooLarge` past 200,000 rows, `stillProcessing` as for a print. ' +
          'The list `table` sends the cells of a list the client builds itself: at most ' +
          `${EXPORT_TABLE_MAX_ROWS} rows and ${EXPORT_TABLE_MAX_BYTES} bytes of body (\`exportTableTooLarge\`), ` +
          "each cell of its column's kind (`exportCellInvalid`).",
        body: exportRequestSchema,
        response: { 200: publishAnswerSchema },
      },
      bodyLimit: EXPORT_TABLE_MAX_BYTES,
      // A body announced too large is refused before it is read, with the export's own code.
      preParsing: async (request) => {
        if (Number(request.headers['content-length'] ?? 0) > EXPORT_TABLE_MAX_BYTES) {
          throw new AppError('exportTableTooLarge', 'The export request is too large');
        }
      },
    },
    (request) => service.publishExport(deps, requireContext(request), request.body),
  );
  api.get(
    documentPaths.detail,
    { schema: { tags, params: idParamSchema, response: { 200: documentSummarySchema } } },
    (request) => service.getDocument(db, requireContext(request), request.params.id),
  );
  api.get(
    documentPaths.downloadUrl,
    {
      schema: {
        tags,
        params: idParamSchema,
        querystring: z.object({ file: z.coerce.number().int().min(0).max(9).default(0) }),
        response: { 200: downloadUrlSchema },
      },
    },
    (request) => service.downloadUrl(deps, requireContext(request), request.params.id, request.query.file),
  );
  api.delete(
    documentPaths.item,
    { schema: { tags, params: idParamSchema, response: { 204: z.null().describe('Deleted') } } },
    async (request, reply) => {
      await service.deleteDocument(deps, requireContext(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
  // The signed token is the authorisation: a download opens in a new tab, without the user's tokens.
  api.get(
    documentPaths.file,
    {
      config: { access: 'public' },
      schema: { tags, querystring: z.object({ token: z.string().max(4000) }) },
    },
    async (request, reply) => {
      const found = await deps.store.read?.(request.query.token);
      if (!found) throw new AppError('downloadLinkExpired');
      const ttlSeconds = (found.expiresAt.getTime() - Date.now()) / 1000;
      return reply
        .header('content-type', found.file.contentType)
        .headers(downloadHeaders(found.file, ttlSeconds))
        .send(Buffer.from(found.bytes));
    },
  );
}
