import type { Tx } from '../../db/client.ts';
import type { JobQueues, QueueDefinition } from '../../jobs/job-queues.ts';

export const PRINT_QUEUE = 'print';
/** Where pg-boss puts a print job that ran out of attempts, so that its request is marked failed. */
export const PRINT_ABANDONED_QUEUE = 'print-abandoned';

/** A render that failed is tried again this many times, waiting longer each time; then it fails. */
export const PRINT_RETRY_LIMIT = 3;

/**
 * A worker renewing its jobs' heartbeat every HEARTBEAT_REFRESH_SECONDS is alive; a job whose heartbeat
 * is older than HEARTBEAT_SECONDS belongs to a worker that died (kill -9, a lost machine), and the
 * supervision pass of a live worker (every 10 s, `jobs/job-queues.ts`) puts it back in the queue. So a dead
 * worker's job is retried within HEARTBEAT_SECONDS + the supervision's 10 s + the first retry delay
 * (5–10 s), under a minute. The margin between the two heartbeat figures is how long a render may hold
 * the event loop (10,000 register rows take about a second) before its live job is thought dead.
 */
const HEARTBEAT_SECONDS = 15;
const HEARTBEAT_REFRESH_SECONDS = 3;

/** The print queue's options, applied to new and existing installations. */
const PRINT_QUEUE_OPTIONS = {
  retryLimit: PRINT_RETRY_LIMIT,
  retryDelay: 5,
  retryBackoff: true,
  heartbeatSeconds: HEARTBEAT_SECONDS,
  // The longest a render may take, heartbeat or not: then it is tried again.
  expireInSeconds: 600,
  deadLetter: PRINT_ABANDONED_QUEUE,
};

/** The queues prints need, the dead letters' first (`installDatabase` installs them). */
export const PRINT_QUEUES: readonly QueueDefinition[] = [
  { name: PRINT_ABANDONED_QUEUE },
  { name: PRINT_QUEUE, options: PRINT_QUEUE_OPTIONS },
];

/** What a print job carries: the request to render, of which school. */
export interface PrintJob {
  customerCode: string;
  requestId: number;
}

export interface PrintQueue {
  /** Enqueues the rendering inside the business transaction: no job without its request, and back. */
  enqueue(tx: Tx, job: PrintJob): Promise<void>;
  /**
   * Renders jobs one at a time in this process (the worker): `render` gets each attempt
   * (`retryCount` says which), `abandon` each job that ran out of attempts without a render saying
   * so (its worker died every time). On the embedded engine, the jobs a dead process left active are
   * taken back first.
   */
  work(handlers: PrintHandlers): Promise<void>;
}

export interface PrintHandlers {
  render(job: PrintJob, retryCount: number): Promise<void>;
  abandon(job: PrintJob): Promise<void>;
}

/** The print queue on this process's job queues. */
export function printQueueOn(jobs: JobQueues): PrintQueue {
  return {
    enqueue: (tx, job) => jobs.send(tx, PRINT_QUEUE, job),
    async work(handlers) {
      // The embedded database has one process, so a job active when it starts was this worker's own,
      // left by a process that died mid-render (kill -9, a power cut).
      if (jobs.embedded) await jobs.takeBackActiveJobs(PRINT_QUEUE, 'the process rendering it stopped');
      await jobs.work<PrintJob>(
        PRINT_QUEUE,
        { pollingIntervalSeconds: 1, heartbeatRefreshSeconds: HEARTBEAT_REFRESH_SECONDS },
        (job, retryCount) => handlers.render(job, retryCount),
      );
      await jobs.work<PrintJob>(PRINT_ABANDONED_QUEUE, { pollingIntervalSeconds: 5 }, (job) =>
        handlers.abandon(job),
      );
    },
  };
}
