import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { type DocumentStore, localDocumentStore } from './document-store.ts';
import type { DocumentsDeps } from './documents.service.ts';
import { type PrintJob, type PrintQueue, startPrintQueue } from './print-queue.ts';
import { renderPrintRequest } from './print-worker.ts';
import { s3DocumentStore } from './s3-document-store.ts';

/** Where this installation keeps its documents: the data folder, or an S3-compatible bucket. */
function openDocumentStore(config: Config): Promise<DocumentStore> | DocumentStore {
  return config.storage.kind === 's3'
    ? s3DocumentStore(config.storage)
    : localDocumentStore({
        dataDir: config.dataDir,
        apiBaseUrl: `${config.publicUrl}/inventario/api`,
        secret: config.documentsSecret,
      });
}

/** This process renders the queue's prints, one at a time; `rendered` hears of each one done. */
async function renderFromQueue(
  queue: PrintQueue,
  database: Database,
  store: DocumentStore,
  rendered: (job: PrintJob) => void = () => {},
): Promise<void> {
  await queue.work(async (job, retryCount) => {
    await renderPrintRequest({ db: database.db, store }, job, retryCount);
    rendered(job);
  });
}

/**
 * The document store, the print queue and, unless `WORKER=off` (API-only nodes, DESIGN §2), the
 * worker that renders prints in this process.
 */
export async function startDocuments(config: Config, database: Database): Promise<DocumentsDeps> {
  const store = await openDocumentStore(config);
  const queue = await startPrintQueue(database, { worker: config.worker });
  if (config.worker) await renderFromQueue(queue, database, store);
  return { db: database.db, store, queue, urlTtlSeconds: config.documentsUrlTtlSeconds };
}

/** The print worker of a process that only renders (`worker.ts`, `npm run worker`). */
export async function startPrintWorker(
  config: Config,
  database: Database,
  rendered: (job: PrintJob) => void,
): Promise<{ stop(): Promise<void> }> {
  const store = await openDocumentStore(config);
  const queue = await startPrintQueue(database, { worker: true });
  await renderFromQueue(queue, database, store, rendered);
  return { stop: () => queue.stop() };
}
