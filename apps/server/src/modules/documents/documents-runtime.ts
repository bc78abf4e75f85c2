import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { localDocumentStore } from './document-store.ts';
import type { DocumentsDeps } from './documents.service.ts';
import { startPrintQueue } from './print-queue.ts';
import { renderPrintRequest } from './print-worker.ts';
import { s3DocumentStore } from './s3-document-store.ts';

/**
 * The document store, the print queue and, unless `WORKER=off` (API-only nodes, DESIGN §2), the
 * worker that renders prints in this process.
 */
export async function startDocuments(config: Config, database: Database): Promise<DocumentsDeps> {
  const store =
    config.storage.kind === 's3'
      ? s3DocumentStore(config.storage)
      : await localDocumentStore({
          dataDir: config.dataDir,
          apiBaseUrl: `${config.publicUrl}/inventario/api`,
          secret: config.documentsSecret,
        });
  const queue = await startPrintQueue(database, { worker: config.worker });
  if (config.worker) {
    await queue.work((job, retryCount) => renderPrintRequest({ db: database.db, store }, job, retryCount));
  }
  return { db: database.db, store, queue, urlTtlSeconds: config.documentsUrlTtlSeconds };
}
