import { pageParamsSchema } from '@inventario/shared/contracts/common';
import {
  IMPORT_UPLOAD_MAX_BYTES,
  importColumnsSaveSchema,
  importColumnsSchema,
  importIdParamsSchema,
  importIssuePageSchema,
  importIssuesParamsSchema,
  importIssuesQuerySchema,
  importOverviewFilterSchema,
  importOverviewPageSchema,
  importOverviewPaths,
  importSummarySchema,
  importTypeParamsSchema,
  importUploadQuerySchema,
  lastImportQuerySchema,
  listImportPaths,
  listImportTypeParamsSchema,
  listKindParamsSchema,
  listKinds,
  listTemplatePath,
  importPaths as paths,
  pendingImportSchema,
  tempListPaths,
} from '@inventario/shared/contracts/imports';
import { IMPORT_TYPE, type ImportType } from '@inventario/shared/domain/imports/import-format';
import type { ListKind } from '@inventario/shared/domain/imports/list-matching';
import { z } from '@inventario/shared/zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireContext } from '../../http/request-context.ts';
import { acceptRawBodies } from '../../http/uploads/raw-body.ts';
import { exportSchool } from './export/school-export.service.ts';
import { getImportColumns, saveImportColumns } from './import-columns.service.ts';
import { searchImportsOverview } from './import-overview.service.ts';
import type { ImportsDeps } from './imports.deps.ts';
import * as service from './imports.service.ts';
import { confirmListImport, discardListImport } from './list-imports.service.ts';
import { buildImportTemplate, buildListTemplate } from './templates/import-template.ts';

const tags = ['imports'];

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const TEMPLATE_NAMES: Record<ImportType, string> = {
  1: 'modello-importazione-client-server.xlsx',
  2: 'modello-importazione-facile-consumo.xlsx',
  3: 'modello-importazione-inventario.xlsx',
  4: 'modello-importazione-altro-software.xlsx',
};

/** Answers the upload of a file; a refused body is not read further. */
async function receiveUpload(
  deps: ImportsDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  upload: { type: ImportType; fileName: string; listKind?: ListKind },
) {
  try {
    const summary = await service.uploadImport(deps, requireContext(request), {
      ...upload,
      body: request.raw,
      declaredLength: Number(request.headers['content-length'] ?? 0) || undefined,
    });
    return reply.code(202).send(summary);
  } catch (error) {
    // What is left of a refused body is not worth reading: the connection ends with the answer.
    if (!request.raw.complete) reply.header('connection', 'close');
    throw error;
  }
}

const LIST_NAMES: Record<ListKind, string> = {
  site: 'sites',
  location: 'locations',
  subConsignee: 'sub-consignees',
  subcategory: 'subcategories',
  creditor: 'creditors',
};

/** The uploads, in a scope of their own: the body is the file, which no parser reads; the handler streams it. */
async function uploadRoutes(scope: FastifyInstance, deps: ImportsDeps): Promise<void> {
  acceptRawBodies(scope);
  const api = scope.withTypeProvider<ZodTypeProvider>();
  api.post(
    paths.upload,
    {
      schema: {
        tags,
        summary: 'Upload a file to import',
        description: `The body is the file itself (any Content-Type), a \`.xlsx\` workbook, a \`.csv\` or a \`.zip\` of CSV files (docs/IMPORTS.md), at most ${IMPORT_UPLOAD_MAX_BYTES} bytes (\`importTooLarge\`), its first bytes what its name says (\`importContentMismatch\`). Refused while the school has an import pending (\`importPending\`, \`details.importId\`); types 3 and 4 are the vendor staff's. Answers at once: a background job validates the file (\`GET /import/{id}\` until \`invalid\` or \`ready\`); a type-4 file stops at \`columns\` first, for \`PUT /import/{id}/columns\`.`,
        params: importTypeParamsSchema,
        querystring: importUploadQuerySchema,
        response: { 202: importSummarySchema },
      },
    },
    (request, reply) =>
      receiveUpload(deps, request, reply, {
        type: request.params.type as ImportType,
        fileName: request.query.fileName,
      }),
  );
  for (const kind of listKinds) {
    const upload = listImportPaths[kind].upload;
    api.post(
      upload,
      {
        schema: {
          tags,
          summary: `Upload a file of ${LIST_NAMES[kind]} alone, to import`,
          description: `An admin list's own import (docs/IMPORTS.md, "One list alone"): the list's sheet of the type-1 format (or a file of that sheet only), as the body, as \`POST /import/type/{type}\` takes a file. Checked in the background; then \`GET\`/\`PUT ${tempListPaths[kind]}\` map its entries onto the school's, and \`POST ${listImportPaths[kind].confirm}\` imports it.`,
          ...(upload.includes(':type') ? { params: listImportTypeParamsSchema } : {}),
          querystring: importUploadQuerySchema,
          response: { 202: importSummarySchema },
        },
      },
      (request, reply) =>
        receiveUpload(deps, request, reply, {
          type: IMPORT_TYPE.clientServer,
          fileName: request.query.fileName,
          listKind: kind,
        }),
    );
  }
}

/** Each admin list's own import: its confirm, the location list's discard, the list's template. */
function listImportRoutes(app: FastifyInstance, deps: ImportsDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const kind of listKinds) {
    const confirm = listImportPaths[kind].confirm;
    api.post(
      confirm,
      {
        schema: {
          tags,
          summary: `Import the checked file of ${LIST_NAMES[kind]}, as its temp list maps it`,
          description:
            "The school's pending import of this list (`notFound` when none is pending, `importNotReady` when the pending one is another import or not checked yet); then as `POST /import/{id}/confirm`.",
          ...(confirm.includes(':type') ? { params: listImportTypeParamsSchema } : {}),
          response: { 202: importSummarySchema },
        },
      },
      async (request, reply) =>
        reply.code(202).send(await confirmListImport(deps, requireContext(request), kind)),
    );
  }
  api.delete(
    listImportPaths.location.upload,
    {
      schema: {
        tags,
        summary: "Discard the school's pending import of locations",
        description: 'As `DELETE /import/{id}` on it; `notFound` when none is pending.',
        response: { 204: z.null().describe('Discarded') },
      },
    },
    async (request, reply) => {
      await discardListImport(deps, requireContext(request), 'location');
      return reply.code(204).send(null);
    },
  );
  api.get(
    listTemplatePath,
    {
      schema: {
        tags,
        summary: "The workbook template of one admin list's own import",
        params: listKindParamsSchema,
      },
    },
    async (request, reply) => {
      requireContext(request);
      const name = `modello-importazione-${LIST_NAMES[request.params.kind]}.xlsx`;
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(await buildListTemplate(request.params.kind));
    },
  );
}

/** Imports (issue 16, docs/IMPORTS.md): the upload, the import and its report, the discard, the templates. */
export async function importRoutes(app: FastifyInstance, deps: ImportsDeps): Promise<void> {
  await app.register((scope) => uploadRoutes(scope, deps));
  listImportRoutes(app, deps);
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    paths.pending,
    {
      schema: {
        tags,
        summary: "The school's import waiting, if any",
        response: { 200: pendingImportSchema },
      },
    },
    (request) => service.getPendingImport(deps, requireContext(request)),
  );
  api.get(
    paths.last,
    {
      schema: {
        tags,
        summary: "The school's latest import of a type, or of one list, that ended",
        description: 'Imported or failed, the one that finished last; `import` null when there is none.',
        querystring: lastImportQuerySchema,
        response: { 200: pendingImportSchema },
      },
    },
    (request) =>
      service.getLastImport(deps, requireContext(request), {
        type: request.query.type as ImportType,
        list: request.query.list,
      }),
  );
  api.get(
    paths.one,
    {
      schema: {
        tags,
        summary: 'An import: its state, counts and progress',
        params: importIdParamsSchema,
        response: { 200: importSummarySchema },
      },
    },
    (request) => service.getImport(deps, requireContext(request), request.params.id),
  );
  api.get(
    paths.issues,
    {
      schema: {
        tags,
        summary: "A page of an import's issues, errors first",
        params: importIssuesParamsSchema,
        querystring: importIssuesQuerySchema,
        response: { 200: importIssuePageSchema },
      },
    },
    (request) =>
      service.getImportIssues(deps, requireContext(request), {
        ...request.params,
        severity: request.query.severity,
      }),
  );
  api.delete(
    paths.one,
    {
      schema: {
        tags,
        summary: 'Discard a pending import',
        description:
          'Not while it is importing (`importNotPending`). Its file is removed; the import stays, discarded.',
        params: importIdParamsSchema,
        response: { 204: z.null().describe('Discarded') },
      },
    },
    async (request, reply) => {
      await service.discardImport(deps, requireContext(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
  api.post(
    paths.confirm,
    {
      schema: {
        tags,
        summary: 'Import a checked file as its temp lists map it',
        description:
          "Only a `ready` import (`importNotReady`). Refused when the mapping collides with the school's lists (`importSiteCodeTaken`, `importLocationCodeTaken`, `importSubcategoryCodeTaken`, `importRatesDisagree`; `details.kind` and `details.sourceKey` name the entry). Answers at once, `importing`: a background job writes everything in one transaction, then `imported` with `result`, or `failed` with `failureCode` and nothing written. `GET /import/{id}` follows its `progress`.",
        params: importIdParamsSchema,
        response: { 202: importSummarySchema },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await service.confirmImport(deps, requireContext(request), request.params.id)),
  );
  api.get(
    paths.columns,
    {
      schema: {
        tags,
        summary: "A type-4 file's columns and the mapping to propose",
        description:
          'Its sheet, headers and first rows, with the mapping given, else the one the school gave its last import of the type (`remembered`), else the headers that name a field. Only a type-4 import read and not importing (`importColumnsNotExpected`).',
        params: importIdParamsSchema,
        response: { 200: importColumnsSchema },
      },
    },
    (request) => getImportColumns(deps, requireContext(request), request.params.id),
  );
  api.put(
    paths.columns,
    {
      schema: {
        tags,
        summary: "Say which of a type-4 file's columns holds which field",
        description:
          'Each field key (docs/IMPORTS.md, type 4) → a header of the file, or null. Refused when a required field has no column, a header is not in the file or is given twice, or a key is no field (`importColumnsInvalid`, `details.field`, `details.problem`). Remembered for the school; the file is checked again (`validating`), its temp lists made afresh.',
        params: importIdParamsSchema,
        body: importColumnsSaveSchema,
        response: { 202: importSummarySchema },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(
          await saveImportColumns(deps, requireContext(request), request.params.id, request.body.mapping),
        ),
  );
  api.post(
    importOverviewPaths.search,
    {
      config: { access: 'vendor' },
      schema: {
        tags,
        summary: "Every school's imports, newest first (vendor staff)",
        description:
          'For `/imports-detail`: filtered by school (code or part of its name), state, type and upload date.',
        params: pageParamsSchema,
        body: importOverviewFilterSchema,
        response: { 200: importOverviewPageSchema },
      },
    },
    (request) =>
      searchImportsOverview(deps, requireContext(request), { ...request.params, filter: request.body }),
  );
  api.get(
    paths.export,
    {
      schema: {
        tags,
        summary: "The school's whole inventory as a type-1 workbook, to keep or to import elsewhere",
        description:
          'Every sheet of types 1 and 3 (docs/IMPORTS.md): lists, years, universalities, goods (not the waiting ones), vouchers and their lines. Importing it into an empty school gives the same registers.',
      },
    },
    async (request, reply) => {
      const context = requireContext(request);
      const workbook = await exportSchool(deps, context);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', XLSX_TYPE)
        .header(
          'content-disposition',
          `attachment; filename="inventario-${context.customerCode}-${day}.xlsx"`,
        )
        .send(workbook);
    },
  );
  api.get(
    paths.template,
    {
      schema: {
        tags,
        summary: "The workbook template of an import type, with example rows and the columns' instructions",
        params: importTypeParamsSchema,
      },
    },
    async (request, reply) => {
      requireContext(request);
      const type = request.params.type as ImportType;
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${TEMPLATE_NAMES[type]}"`)
        .send(await buildImportTemplate(type));
    },
  );
}
