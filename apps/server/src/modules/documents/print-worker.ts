import { PROCESSING_STATUS } from '@inventario/shared/contracts/documents';
import type { Db } from '../../db/client.ts';
import { inTenantTransaction } from '../../db/tenant.ts';
import { AppError } from '../../http/app-error.ts';
import type { DocumentStore } from '../../storage/document-store.ts';
import * as repo from './documents.repo.ts';
import { PRINT_RETRY_LIMIT, type PrintJob } from './print-queue.ts';
import type { ProgressReport } from './renderer-support.ts';
import { type RenderedFile, rendererOf } from './renderers.ts';

export interface PrintWorkerDeps {
  db: Db;
  store: DocumentStore;
  /** The renderer of a document type (the registry's; tests give their own). */
  rendererOf?: typeof rendererOf;
  /** The web app's address (`PUBLIC_URL/inventario/`), for documents that link into it (QR labels). */
  appUrl?: string;
  /** Hears how long each render took (the metrics), stored or failed. */
  observeRender?: (documentType: number, seconds: number, outcome: 'done' | 'failed') => void;
}

const extensionOf = (fileName: string) => fileName.slice(fileName.lastIndexOf('.') + 1);

/** Keys name the school and the request only: nothing a user typed reaches the store. */
export function storageKeyOf(job: PrintJob, position: number, fileName: string): string {
  return `${job.customerCode}/${job.requestId}-${position}.${extensionOf(fileName)}`;
}

/**
 * Renders one print request (DESIGN §8): marks it processing, reads its data in the school's
 * transaction, renders outside any transaction, stores the files, and marks it done. A failure goes
 * back to the queue for another attempt (pg-boss retries the job, and one whose worker died mid-render
 * once its heartbeat stops, or at once when the embedded engine's one process restarts); after the
 * last, or when the request cannot render at all, it fails with its reason.
 */
export async function renderPrintRequest(
  deps: PrintWorkerDeps,
  job: PrintJob,
  retryCount: number,
): Promise<void> {
  const { db, store } = deps;
  const inSchool = <T>(work: Parameters<typeof inTenantTransaction<T>>[2]) =>
    inTenantTransaction(db, job.customerCode, work);
  const request = await inSchool((tx) => repo.findRequest(tx, job.customerCode, job.requestId));
  // Deleted by the user before its turn, or rendered already by an attempt whose end was lost.
  if (!request || request.status === PROCESSING_STATUS.done) return;
  const renderer = (deps.rendererOf ?? rendererOf)(request.documentType);
  const started = performance.now();
  const observe = (outcome: 'done' | 'failed') =>
    deps.observeRender?.(request.documentType, (performance.now() - started) / 1000, outcome);
  try {
    if (!renderer) throw new AppError('documentTypeNotAvailable');
    const data = await inSchool(async (tx) => {
      await repo.markProcessing(tx, job.customerCode, job.requestId);
      const context = { ...(deps.appUrl ? { appUrl: deps.appUrl } : {}), requestedBy: request.requestedBy };
      return renderer.load(tx, job.customerCode, request.conditions as never, context);
    });
    const progress: ProgressReport = (percent) =>
      inSchool((tx) => repo.markProgress(tx, job.customerCode, job.requestId, percent));
    const files = await renderer.render(data, progress);
    await storeFiles(store, job, files);
    await inSchool((tx) =>
      repo.markDone(
        tx,
        job.customerCode,
        job.requestId,
        files.map((file, position) => ({
          position,
          fileName: file.fileName,
          contentType: file.contentType,
          sizeBytes: file.bytes.byteLength,
          storageKey: storageKeyOf(job, position, file.fileName),
        })),
      ),
    );
    observe('done');
  } catch (error) {
    observe('failed');
    const known = error instanceof AppError;
    const final = known || retryCount >= PRINT_RETRY_LIMIT;
    const code = known ? error.code : 'documentRenderFailed';
    await inSchool((tx) => repo.markFailure(tx, job.customerCode, job.requestId, { code, final }));
    // A refusal will not change on a retry; anything else is tried again by the queue.
    if (!known) throw error;
  }
}

async function storeFiles(
  store: DocumentStore,
  job: PrintJob,
  files: readonly RenderedFile[],
): Promise<void> {
  for (const [position, file] of files.entries()) {
    await store.put(storageKeyOf(job, position, file.fileName), file.bytes);
  }
}

/**
 * A job that ran out of attempts without its render saying so (the queue's dead letter): its worker
 * died on every attempt. The request fails, so its user is not refused new prints as `stillProcessing`
 * forever; one that a last attempt finished or failed already is left as it is.
 */
export async function abandonPrintRequest(deps: Pick<PrintWorkerDeps, 'db'>, job: PrintJob): Promise<void> {
  await inTenantTransaction(deps.db, job.customerCode, async (tx) => {
    const request = await repo.findRequest(tx, job.customerCode, job.requestId);
    if (!request || request.status === PROCESSING_STATUS.done || request.status === PROCESSING_STATUS.failed)
      return;
    await repo.markFailure(tx, job.customerCode, job.requestId, {
      code: 'documentRenderFailed',
      final: true,
    });
  });
}
