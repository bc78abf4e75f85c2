import type { Db } from '../../db/client.ts';
import type { JobQueues } from '../../jobs/job-queues.ts';
import type { FileStore } from '../documents/document-store.ts';

/** What imports need: the database, the installation's store, the job queues and a clock. */
export interface ImportsDeps {
  db: Db;
  store: FileStore;
  jobs: JobQueues;
  now: () => Date;
}
