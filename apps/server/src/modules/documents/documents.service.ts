import type { DocumentSearch } from '@inventario/shared/contracts/document-search';
import {
  DOCUMENT_TYPE,
  type DocumentSummary,
  isRenewalDocumentType,
  PROCESSING_STATUS,
  type PublishRequest,
  type RenewalPublishRequest,
} from '@inventario/shared/contracts/documents';
import type { ExportRequest } from '@inventario/shared/contracts/exports';
import { LICENCE_RENEWAL } from '@inventario/shared/domain/access/access';
import type { Db } from '../../db/client.ts';
import { mutate, read } from '../../db/unit-of-work.ts';
import { AppError } from '../../http/app-error.ts';
import { pageWindow } from '../../http/paging.ts';
import type { RequestContext } from '../../http/request-context.ts';
import type { FileStore } from '../../storage/document-store.ts';
import { recordAudit } from '../audit/index.ts';
import { documentListWindow, toSummary } from './document-list.ts';
import * as repo from './documents.repo.ts';
import { checkNamedRecords } from './named-records.repo.ts';
import type { PrintQueue } from './print-queue.ts';
import { rendererOf } from './renderers.ts';

export interface DocumentsDeps {
  db: Db;
  store: FileStore;
  queue: PrintQueue;
  urlTtlSeconds: number;
}

/** A request as the activity log keeps it: a table's cells, kept with the request, only counted there. */
function auditedRequest(request: PublishRequest): unknown {
  if (request.documentType !== DOCUMENT_TYPE.listExport || request.conditions.list !== 'table')
    return request;
  const { rows, ...conditions } = request.conditions;
  return { ...request, conditions: { ...conditions, rowCount: rows.length } };
}

/**
 * Stores the print request and enqueues its rendering in one transaction (no job without its request,
 * nor a request without its job). One print at a time per user (`stillProcessing`, spec 01 §4); a type
 * this installation cannot render is refused, and so is a print naming a record the school does not
 * have (`notFound`), before the type's own checks.
 */
async function storeAndEnqueue(deps: DocumentsDeps, context: RequestContext, request: PublishRequest) {
  const renderer = rendererOf(request.documentType);
  if (!renderer) throw new AppError('documentTypeNotAvailable');
  return mutate(deps.db, context, async (tx) => {
    const { customerCode, username } = context;
    if ((await repo.countPendingOf(tx, customerCode, username)) > 0) throw new AppError('stillProcessing');
    await checkNamedRecords(tx, customerCode, request.conditions);
    await renderer.check?.(tx, customerCode, request.conditions as never, { requestedBy: username });
    const id = await repo.insertRequest(tx, {
      customerCode,
      documentType: request.documentType,
      conditions: request.conditions,
      requestedBy: username,
    });
    await deps.queue.enqueue(tx, { customerCode, requestId: id });
    await recordAudit(tx, context, {
      action: 'document.publish',
      entity: 'printRequest',
      entityId: id,
      after: auditedRequest(request),
    });
    return { id, url: null };
  });
}

/**
 * `POST /s3documents/publishMessage`: a print of the Prints menu, a movement's or a setting's. The
 * renewal's reports are its page's, behind its licence (`documentTypeRenewalOnly`).
 */
export async function publish(deps: DocumentsDeps, context: RequestContext, request: PublishRequest) {
  if (isRenewalDocumentType(request.documentType)) throw new AppError('documentTypeRenewalOnly');
  if (request.documentType === DOCUMENT_TYPE.listExport) throw new AppError('documentTypeExportOnly');
  return storeAndEnqueue(deps, context, request);
}

/**
 * `POST /s3documents/export/publishMessage`: a list's export, published like a print (one at a time
 * per user), refused when it names a column its list has not or would write too many rows.
 */
export function publishExport(deps: DocumentsDeps, context: RequestContext, request: ExportRequest) {
  return storeAndEnqueue(deps, context, { documentType: DOCUMENT_TYPE.listExport, conditions: request });
}

/** One of the school's documents, as the list shows it (an export's dialog follows its progress). */
export function getDocument(db: Db, context: RequestContext, id: number): Promise<DocumentSummary> {
  return read(db, context, async (tx) => {
    const row = await repo.findRequestWithNames(tx, context.customerCode, id);
    if (!row) throw new AppError('notFound');
    return toSummary(row, await repo.filesOf(tx, context.customerCode, [id]));
  });
}

/**
 * `POST /s3documents/renewal/publishMessage`: a print of the renewal's page (its reports, Model K), with
 * the renewal's licence (`renewalLicenceMissing`); the renewal is one of the school's (`notFound`).
 */
export async function publishRenewalPrint(
  deps: DocumentsDeps,
  context: RequestContext,
  request: RenewalPublishRequest,
) {
  // The renewal module's rule (`renewal.service.ts` `requireLicence`), which this module cannot import:
  // the renewal depends on it already (through the charges and the invoices).
  if (!context.licenses.includes(LICENCE_RENEWAL))
    throw new AppError('renewalLicenceMissing', 'The renewal needs the RIN licence');
  return storeAndEnqueue(deps, context, request);
}

/** The school's documents, newest first; `processing` tells the client whether to keep polling. */
export function searchDocuments(
  db: Db,
  context: RequestContext,
  page: { page: number; size: number },
  search: DocumentSearch,
) {
  return read(db, context, async (tx) => {
    const window = pageWindow(page.page, page.size);
    const { documents, total } = await documentListWindow(
      tx,
      context.customerCode,
      search,
      window,
      context.username,
    );
    const processing = await repo.countPending(tx, context.customerCode);
    return { s3Documents: documents, total, processing };
  });
}

/** A signed, expiring URL of one of a ready document's files. */
export async function downloadUrl(
  deps: DocumentsDeps,
  context: RequestContext,
  id: number,
  position: number,
) {
  const file = await read(deps.db, context, async (tx) => {
    const request = await repo.findRequest(tx, context.customerCode, id);
    if (!request) throw new AppError('notFound');
    if (request.status !== PROCESSING_STATUS.done) throw new AppError('documentNotReady');
    const [found] = (await repo.filesOf(tx, context.customerCode, [id])).filter(
      (f) => f.position === position,
    );
    if (!found) throw new AppError('notFound');
    return found;
  });
  const url = await deps.store.signedUrl(
    { key: file.storageKey, fileName: file.fileName, contentType: file.contentType },
    deps.urlTtlSeconds,
  );
  return { url };
}

/** Deletes a document and its files; one still rendering is deleted too (its job finds it gone). */
export async function deleteDocument(
  deps: DocumentsDeps,
  context: RequestContext,
  id: number,
): Promise<void> {
  const keys = await mutate(deps.db, context, async (tx) => {
    const request = await repo.findRequest(tx, context.customerCode, id);
    if (!request) throw new AppError('notFound');
    const files = await repo.filesOf(tx, context.customerCode, [id]);
    await repo.deleteRequest(tx, context.customerCode, id);
    await recordAudit(tx, context, {
      action: 'document.delete',
      entity: 'printRequest',
      entityId: id,
      before: request,
    });
    return files.map((file) => file.storageKey);
  });
  await deps.store.remove(keys);
}
