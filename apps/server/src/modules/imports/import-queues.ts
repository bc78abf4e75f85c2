import type { QueueDefinition } from '../../jobs/job-queues.ts';

/** What a validation job carries: the import to validate, of which school. */
export interface ImportJob {
  customerCode: string;
  importId: string;
}

export const IMPORT_VALIDATION_QUEUE = 'import-validation';

/**
 * A validation reads the whole file (a 50 MB workbook takes seconds of CPU): tried again twice if its
 * process dies, given ten minutes, never more, so an import never stays `validating`.
 */
export const IMPORT_QUEUES: readonly QueueDefinition[] = [
  {
    name: IMPORT_VALIDATION_QUEUE,
    options: { retryLimit: 2, retryDelay: 5, retryBackoff: true, heartbeatSeconds: 30, expireInSeconds: 600 },
  },
];
