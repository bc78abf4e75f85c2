import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { JobQueues } from '../../jobs/job-queues.ts';
import { type DocumentStore, type FileStore, localDocumentStore } from '../../storage/document-store.ts';
import { s3DocumentStore } from '../../storage/s3-document-store.ts';
import type { DocumentsDeps } from './documents.service.ts';
import { type PrintJob, type PrintQueue, printQueueOn } from './print-queue.ts';
import { abandonPrintRequest, type PrintWorkerDeps, renderPrintRequest } from './print-worker.ts';
import { rendererOf } from './renderers.ts';

/** Where this installation keeps its documents: the data folder, or an S3-compatible bucket. */
function openDocumentStore(config: Config): Promise<FileStore> | FileStore {
  return config.storage.kind === 's3'
    ? s3DocumentStore(config.storage)
    : localDocumentStore({
        dataDir: config.dataDir,
        apiBaseUrl: `${config.publicUrl}/inventario/api`,
        secret: config.documentsSecret,
      });
}

/** The renderers, each made to wait `delayMs` first (`TEST_PRINT_DELAY_MS`: a print to kill mid-render). */
function delayedRenderers(delayMs: number): typeof rendererOf {
  return (documentType) => {
    const renderer = rendererOf(documentType);
    if (!renderer || delayMs === 0) return renderer;
    return {
      ...renderer,
      render: async (data, progress) => {
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        return renderer.render(data, progress);
      },
    };
  };
}

/** This process's metrics of renders, when it serves metrics. */
export type RenderObserver = NonNullable<PrintWorkerDeps['observeRender']>;

/** This process renders the queue's prints, one at a time; `rendered` hears of each one done. */
async function renderFromQueue(
  config: Config,
  queue: PrintQueue,
  database: Database,
  store: DocumentStore,
  options: { rendered?: (job: PrintJob) => void; observeRender?: RenderObserver | undefined } = {},
): Promise<void> {
  const rendered = options.rendered ?? (() => {});
  const deps: PrintWorkerDeps = {
    db: database.db,
    store,
    rendererOf: delayedRenderers(config.testPrintDelayMs),
    appUrl: `${config.publicUrl}/inventario/`,
    ...(options.observeRender ? { observeRender: options.observeRender } : {}),
  };
  await queue.work({
    render: async (job, retryCount) => {
      await renderPrintRequest(deps, job, retryCount);
      rendered(job);
    },
    abandon: (job) => abandonPrintRequest(deps, job),
  });
}

/**
 * The document store, the print queue and, unless `WORKER=off` (API-only nodes, DESIGN §2), the
 * worker that renders prints in this process.
 */
export async function startDocuments(
  config: Config,
  database: Database,
  jobs: JobQueues,
  observeRender?: RenderObserver,
): Promise<DocumentsDeps> {
  const store = await openDocumentStore(config);
  const queue = printQueueOn(jobs);
  if (config.worker) await renderFromQueue(config, queue, database, store, { observeRender });
  return { db: database.db, store, queue, urlTtlSeconds: config.documentsUrlTtlSeconds };
}

/** The print worker of a process that only works the queues (`worker.ts`): its store, for the other jobs. */
export async function startPrintWorker(
  config: Config,
  database: Database,
  jobs: JobQueues,
  rendered: (job: PrintJob) => void,
  observeRender?: RenderObserver,
): Promise<FileStore> {
  const store = await openDocumentStore(config);
  await renderFromQueue(config, printQueueOn(jobs), database, store, { rendered, observeRender });
  return store;
}
