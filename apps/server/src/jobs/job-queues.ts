import { sql } from 'drizzle-orm';
import { type DrizzleTransactionLike, fromDrizzle, fromPglite, type Job, PgBoss } from 'pg-boss';
import type { Database, Tx } from '../db/client.ts';
import { loggableError } from '../http/error-log.ts';

/**
 * The installation's background jobs (prints, imports) on pg-boss, in the application's own database:
 * a job is sent inside the business transaction that asks for it, so there is never a job without
 * its request nor a request without its job. One pg-boss per process serves every queue.
 */

const BOSS_SCHEMA = 'pgboss';

/**
 * A live worker's supervision pass puts back in its queue a job whose heartbeat stopped (its worker
 * died), every SUPERVISE_SECONDS; the queues' own heartbeat settings say when a job counts as dead.
 */
const SUPERVISE_SECONDS = 10;

export type QueueOptions = NonNullable<Parameters<PgBoss['createQueue']>[1]>;

/** A queue and the options it is installed with (`installJobQueues` applies them to existing ones too). */
export interface QueueDefinition {
  name: string;
  options?: QueueOptions;
}

export interface WorkOptions {
  pollingIntervalSeconds: number;
  heartbeatRefreshSeconds?: number;
}

/**
 * A recurring job: a cron expression read in a time zone, and what pg-boss does about the occurrences
 * no worker was up to send (`once`: one job for the latest, at the next start).
 */
export interface ScheduleOptions {
  tz: string;
  missed?: 'skip' | 'once';
}

export interface JobQueues {
  /** The embedded engine: one process, whose jobs left active were its own before it died. */
  readonly embedded: boolean;
  /** Sends a job inside the business transaction `tx`. */
  send(tx: Tx, queue: string, data: object): Promise<void>;
  /** Runs `handle` for the queue's jobs in this process, one at a time. */
  work<T extends object>(
    queue: string,
    options: WorkOptions,
    handle: (data: T, retryCount: number) => Promise<void>,
  ): Promise<void>;
  /**
   * Fails the queue's jobs left active (as pg-boss fails any attempt, so a job that kills its process
   * every time runs out of attempts) and lets their retry start now: the job did not fail, its
   * process went away.
   */
  takeBackActiveJobs(queue: string, message: string): Promise<void>;
  /**
   * Sends the queue a job on `cron` from now on, for the whole installation: the schedule is a row of
   * pg-boss's tables (one per queue, replaced by the next call), and the worker processes' cron pass
   * sends each occurrence once however many workers there are. A worker's call only.
   */
  schedule(queue: string, cron: string, options: ScheduleOptions): Promise<void>;
  /** Sends the queue no recurring job any more. */
  unschedule(queue: string): Promise<void>;
  /** The jobs of every queue waiting (`created`, `retry`) or running (`active`), for the metrics. */
  depth(): Promise<{ queue: string; state: string; count: number }[]>;
  stop(): Promise<void>;
}

function newBoss(database: Database, options: { maintain: boolean; schedule: boolean }): PgBoss {
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
    // The cron pass that turns schedules into jobs: every worker runs it, claiming each pass on one row
    // of pg-boss's tables, so one worker at a time sends a schedule's occurrence (filed under a
    // singleton key besides); API nodes and the installation's own short-lived instance never do.
    schedule: options.schedule,
  });
  boss.on('error', (error) => console.error('job queues:', loggableError(error)));
  return boss;
}

async function grantQueueTables(database: Database, loginRole: string | undefined): Promise<void> {
  await database.db.execute(sql.raw(`grant usage on schema ${BOSS_SCHEMA} to inventario_app`));
  await database.db.execute(
    sql.raw(`grant select, insert on all tables in schema ${BOSS_SCHEMA} to inventario_app`),
  );
  if (!loginRole) return;
  const role = sql.identifier(loginRole);
  const schema = sql.identifier(BOSS_SCHEMA);
  await database.db.execute(sql`grant usage on schema ${schema} to ${role}`);
  await database.db.execute(
    sql`grant select, insert, update, delete on all tables in schema ${schema} to ${role}`,
  );
  await database.db.execute(sql`grant usage, select on all sequences in schema ${schema} to ${role}`);
}

/**
 * Installs pg-boss's tables and the queues (dead-letter queues first), and lets the application's
 * role (the one tenant transactions switch to) insert jobs; a login role that is not the owner
 * (`loginRole`) gets what sending, working and supervising need. Part of `installDatabase`.
 */
export async function installJobQueues(
  database: Database,
  queues: readonly QueueDefinition[],
  options: { loginRole?: string | undefined } = {},
): Promise<void> {
  const boss = newBoss(database, { maintain: true, schedule: false });
  await boss.start();
  try {
    for (const queue of queues) {
      // createQueue keeps an existing queue's options: an installation made before them gets them here
      // (but its policy, which pg-boss fixes at the queue's creation).
      if (!(await boss.getQueue(queue.name))) await boss.createQueue(queue.name, queue.options);
      else if (queue.options) {
        const { policy: _fixed, ...updatable } = queue.options;
        if (Object.keys(updatable).length > 0) await boss.updateQueue(queue.name, updatable);
      }
    }
    await grantQueueTables(database, options.loginRole);
  } finally {
    await boss.stop({ graceful: false });
  }
}

/**
 * This process's job queues. pg-boss learns its queues when it starts, so they must exist by then
 * (`installJobQueues`): a send inside a transaction on the embedded engine's one connection would
 * otherwise wait forever on the lookup of an unknown queue.
 */
export async function startJobQueues(database: Database, options: { worker: boolean }): Promise<JobQueues> {
  const boss = newBoss(database, { maintain: options.worker, schedule: options.worker });
  await boss.start();
  return {
    embedded: database.pglite !== undefined,
    async send(tx, queue, data) {
      // Both drivers answer `execute` with `{ rows }`, as the adapter expects; drizzle types it `unknown`.
      const db = fromDrizzle(tx as unknown as DrizzleTransactionLike, sql);
      await boss.send(queue, { ...data }, { db });
    },
    async work(queue, workOptions, handle) {
      await boss.work(queue, { batchSize: 1, ...workOptions }, async (jobs: Job<never>[]) => {
        for (const job of jobs) await handle(job.data, job.retryCount);
      });
    },
    async depth() {
      const result = await database.db.execute(
        sql.raw(
          `select name as queue, state::text as state, count(*)::int as count from ${BOSS_SCHEMA}.job
            where state in ('created', 'retry', 'active') group by name, state order by name, state`,
        ),
      );
      return (result as unknown as { rows: { queue: string; state: string; count: number }[] }).rows;
    },
    async takeBackActiveJobs(queue, message) {
      const active = (await boss.findJobs(queue)).filter((job) => job.state === 'active');
      if (active.length === 0) return;
      await boss.fail(
        queue,
        active.map((job) => ({ id: job.id, retryCount: job.retryCount })),
        { message },
      );
      for (const job of active)
        await boss.update({ name: queue, options: { id: job.id, startAfter: new Date() } });
    },
    async schedule(queue, cron, scheduleOptions) {
      await boss.schedule(queue, cron, null, scheduleOptions);
    },
    async unschedule(queue) {
      await boss.unschedule(queue);
    },
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}
