import { sql } from 'drizzle-orm';
import { type DrizzleTransactionLike, fromDrizzle, fromPglite, type Job, PgBoss } from 'pg-boss';
import type { Database, Tx } from '../../db/client.ts';
import { loggableError } from '../../http/error-log.ts';

export const PRINT_QUEUE = 'print';
const BOSS_SCHEMA = 'pgboss';

/** A render that failed is tried again this many times, waiting longer each time; then it fails. */
export const PRINT_RETRY_LIMIT = 3;

/** What a print job carries: the request to render, of which school. */
export interface PrintJob {
  customerCode: string;
  requestId: number;
}

export interface PrintQueue {
  /** Enqueues the rendering inside the business transaction: no job without its request, and back. */
  enqueue(tx: Tx, job: PrintJob): Promise<void>;
  /** Renders jobs one at a time in this process (the worker); `retryCount` says which attempt it is. */
  work(handler: (job: PrintJob, retryCount: number) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

function newBoss(database: Database, options: { maintain: boolean }): PgBoss {
  const connection = database.pglite
    ? { db: fromPglite(database.pglite) }
    : { connectionString: database.url as string, max: 3 };
  // Only worker processes keep pg-boss's own housekeeping going; an API node just sends.
  const boss = new PgBoss({
    ...connection,
    schema: BOSS_SCHEMA,
    migrate: options.maintain,
    supervise: options.maintain,
    schedule: false,
  });
  boss.on('error', (error) => console.error('print queue:', loggableError(error)));
  return boss;
}

/**
 * Installs pg-boss's tables and the print queue, and lets the application's role (the one tenant
 * transactions switch to) insert jobs, so that a request and its job are written by one transaction.
 * Part of `installDatabase` (after the migrations): a new database has them before the first request.
 */
export async function installPrintQueue(database: Database): Promise<void> {
  const boss = newBoss(database, { maintain: true });
  await boss.start();
  try {
    if (!(await boss.getQueue(PRINT_QUEUE))) {
      await boss.createQueue(PRINT_QUEUE, {
        retryLimit: PRINT_RETRY_LIMIT,
        retryDelay: 5,
        retryBackoff: true,
        // A worker that dies mid-render leaves its job active: after this long it is tried again.
        expireInSeconds: 600,
      });
    }
    await database.db.execute(sql.raw(`grant usage on schema ${BOSS_SCHEMA} to inventario_app`));
    await database.db.execute(
      sql.raw(`grant select, insert on all tables in schema ${BOSS_SCHEMA} to inventario_app`),
    );
  } finally {
    await boss.stop({ graceful: false });
  }
}

/**
 * The print queue of this process. pg-boss learns its queues when it starts, so the queue must exist
 * by then (`installPrintQueue`): a send inside a transaction on the embedded engine's one connection
 * would otherwise wait forever on the lookup of an unknown queue.
 */
export async function startPrintQueue(database: Database, options: { worker: boolean }): Promise<PrintQueue> {
  const boss = newBoss(database, { maintain: options.worker });
  await boss.start();
  return {
    async enqueue(tx, job) {
      // Both drivers answer `execute` with `{ rows }`, as the adapter expects; drizzle types it `unknown`.
      const db = fromDrizzle(tx as unknown as DrizzleTransactionLike, sql);
      await boss.send(PRINT_QUEUE, { ...job }, { db });
    },
    async work(handler) {
      await boss.work<PrintJob>(
        PRINT_QUEUE,
        { batchSize: 1, pollingIntervalSeconds: 1 },
        async (jobs: Job<PrintJob>[]) => {
          for (const job of jobs) await handler(job.data, job.retryCount);
        },
      );
    },
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}
