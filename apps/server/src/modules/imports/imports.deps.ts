import type { Db } from '../../db/client.ts';
import type { JobQueues } from '../../jobs/job-queues.ts';
import type { FileStore } from '../../storage/document-store.ts';
import type { ImportProgressBoard } from './import-progress.ts';

/** What imports need: the database, the installation's store, the job queues and a clock. */
export interface ImportsDeps {
  db: Db;
  store: FileStore;
  jobs: JobQueues;
  now: () => Date;
  /** The progress of the imports this process runs. */
  progress: ImportProgressBoard;
  /**
   * Whether other processes share the database (a PostgreSQL server): then a running import also
   * writes its progress where they read it, on a connection of its own.
   */
  sharedDatabase: boolean;
}

/** What a validation or a run needs: everything but the queues, since neither sends a job. */
export type ImportJobDeps = Omit<ImportsDeps, 'jobs'>;
