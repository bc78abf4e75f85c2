import type { QueueDefinition } from '../../jobs/job-queues.ts';

/** What a validation job carries: the import to validate, of which school. */
export interface ImportJob {
  customerCode: string;
  importId: string;
}

/** An import's run also carries who confirmed it, for the audit event it writes. */
export interface ImportRunJob extends ImportJob {
  actor: { username: string; homeCustomerCode: string };
}

export const IMPORT_VALIDATION_QUEUE = 'import-validation';
export const IMPORT_RUN_QUEUE = 'import-run';

/**
 * A validation reads the whole file (a 50 MB workbook takes seconds of CPU): tried again twice if its
 * process dies, given ten minutes, never more, so an import never stays `validating`. A run is one
 * transaction: a process that dies leaves nothing of it, and the retry starts again.
 */
export const IMPORT_QUEUES: readonly QueueDefinition[] = [
  {
    name: IMPORT_VALIDATION_QUEUE,
    options: { retryLimit: 2, retryDelay: 5, retryBackoff: true, heartbeatSeconds: 30, expireInSeconds: 600 },
  },
  {
    name: IMPORT_RUN_QUEUE,
    options: {
      retryLimit: 2,
      retryDelay: 5,
      retryBackoff: true,
      heartbeatSeconds: 30,
      expireInSeconds: 1800,
    },
  },
];
