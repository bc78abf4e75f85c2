import { sql } from 'drizzle-orm';
import { type DrizzleTransactionLike, fromDrizzle, fromPglite, type Job, PgBoss } from 'pg-boss';
import type { Database, Tx } from '../../db/client.ts';
import { loggableError } from '../../http/error-log.ts';

export const PRINT_QUEUE = 'print';
/** Where pg-boss puts a print job that ran out of attempts, so that its request is marked failed. */
export const PRINT_ABANDONED_QUEUE = 'print-abandoned';
const BOSS_SCHEMA = 'pgboss';

/** A render that failed is tried again this many times, waiting longer each time; then it fails. */
export const PRINT_RETRY_LIMIT = 3;

/**
 * A worker renewing its jobs' heartbeat every HEARTBEAT_REFRESH_SECONDS is alive; a job whose heartbeat
 * is older than HEARTBEAT_SECONDS belongs to a worker that died (kill -9, a lost machine), and the
 * supervision pass of a live worker, every SUPERVISE_SECONDS, puts it back in the queue. So a dead
 * worker's job is retried within HEARTBEAT_SECONDS + SUPERVISE_SECONDS + the first retry delay
 * (5–10 s), under a minute. The margin between the two heartbeat figures is how long a render may hold
 * the event loop (10,000 register rows take about a second) before its live job is thought dead.
 */
const HEARTBEAT_SECONDS = 15;
const HEARTBEAT_REFRESH_SECONDS = 3;
const SUPERVISE_SECONDS = 10;

/** The print queue's options; `installPrintQueue` applies them to new and existing installations. */
const PRINT_QUEUE_OPTIONS = {
  retryLimit: PRINT_RETRY_LIMIT,
  retryDelay: 5,
  retryBackoff: true,
  heartbeatSeconds: HEARTBEAT_SECONDS,
  // The longest a render may take, heartbeat or not: then it is tried again.
  expireInSeconds: 600,
  deadLetter: PRINT_ABANDONED_QUEUE,
};

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
  stop(): Promise<void>;
}

export interface PrintHandlers {
  render(job: PrintJob, retryCount: number): Promise<void>;
  abandon(job: PrintJob): Promise<void>;
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
    superviseIntervalSeconds: SUPERVISE_SECONDS,
    monitorIntervalSeconds: SUPERVISE_SECONDS,
    schedule: false,
  });
  boss.on('error', (error) => console.error('print queue:', loggableError(error)));
  return boss;
}

/**
 * Installs pg-boss's tables and the print queue, and lets the application's role (the one tenant
 * transactions switch to) insert jobs, so that a request and its job are written by one transaction;
 * a login role that is not the owner (`loginRole`) gets what sending, working and supervising need.
 * Part of `installDatabase` (after the migrations): a new database has them before the first request.
 */
export async function installPrintQueue(
  database: Database,
  options: { loginRole?: string | undefined } = {},
): Promise<void> {
  const boss = newBoss(database, { maintain: true });
  await boss.start();
  try {
    if (!(await boss.getQueue(PRINT_ABANDONED_QUEUE))) await boss.createQueue(PRINT_ABANDONED_QUEUE);
    // createQueue keeps an existing queue's options: an installation made before them gets them here.
    if (await boss.getQueue(PRINT_QUEUE)) await boss.updateQueue(PRINT_QUEUE, PRINT_QUEUE_OPTIONS);
    else await boss.createQueue(PRINT_QUEUE, PRINT_QUEUE_OPTIONS);
    await database.db.execute(sql.raw(`grant usage on schema ${BOSS_SCHEMA} to inventario_app`));
    await database.db.execute(
      sql.raw(`grant select, insert on all tables in schema ${BOSS_SCHEMA} to inventario_app`),
    );
    if (options.loginRole) {
      const role = sql.identifier(options.loginRole);
      const schema = sql.identifier(BOSS_SCHEMA);
      await database.db.execute(sql`grant usage on schema ${schema} to ${role}`);
      await database.db.execute(
        sql`grant select, insert, update, delete on all tables in schema ${schema} to ${role}`,
      );
      await database.db.execute(sql`grant usage, select on all sequences in schema ${schema} to ${role}`);
    }
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
    async work(handlers) {
      // The embedded database has one process, so a job active when it starts was this worker's own,
      // left by a process that died mid-render (kill -9, a power cut).
      if (database.pglite) await takeBackActiveJobs(boss);
      await boss.work<PrintJob>(
        PRINT_QUEUE,
        { batchSize: 1, pollingIntervalSeconds: 1, heartbeatRefreshSeconds: HEARTBEAT_REFRESH_SECONDS },
        async (jobs: Job<PrintJob>[]) => {
          for (const job of jobs) await handlers.render(job.data, job.retryCount);
        },
      );
      await boss.work<PrintJob>(
        PRINT_ABANDONED_QUEUE,
        { batchSize: 1, pollingIntervalSeconds: 5 },
        async (jobs: Job<PrintJob>[]) => {
          for (const job of jobs) await handlers.abandon(job.data);
        },
      );
    },
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}

/**
 * Fails the print jobs left active, as pg-boss fails any attempt (so a print that kills its process
 * every time runs out of attempts and is abandoned), and lets their retry start now rather than after
 * the backoff: the render did not fail, its process went away.
 */
async function takeBackActiveJobs(boss: PgBoss): Promise<void> {
  const active = (await boss.findJobs<PrintJob>(PRINT_QUEUE)).filter((job) => job.state === 'active');
  if (active.length === 0) return;
  await boss.fail(
    PRINT_QUEUE,
    active.map((job) => ({ id: job.id, retryCount: job.retryCount })),
    { message: 'the process rendering it stopped' },
  );
  for (const job of active) {
    await boss.update({ name: PRINT_QUEUE, options: { id: job.id, startAfter: new Date() } });
  }
}
