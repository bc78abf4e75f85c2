import { setImmediate as nextTurn } from 'node:timers/promises';
import type { LedgerCheck, LedgerCheckBrokenSchool } from '@inventario/shared/contracts/ledger';
import { LEDGER_CHECK_TIME_ZONE } from '../../config.ts';
import { listSchools } from '../../customer-area/customer-area.service.ts';
import type { Db } from '../../db/client.ts';
import { loggableError } from '../../http/error-log.ts';
import type { JobQueues, QueueDefinition } from '../../jobs/job-queues.ts';
import { verifySchoolLedger } from './ledger.service.ts';
import * as repo from './ledger-checks.repo.ts';
import { describeBreak } from './ledger-text.ts';

/**
 * The nightly ledger check: a recurring job of the worker processes checks every school's ledger, one
 * school after the other, records the run in `ledger_checks` (the last LEDGER_CHECKS_KEPT runs are
 * kept), and logs each broken ledger at error level. The metrics and `GET /ledger/checks/latest` read
 * the latest run.
 */

export const LEDGER_CHECK_QUEUE = 'ledger-check';

/** How many runs `ledger_checks` keeps, the latest ones. */
export const LEDGER_CHECKS_KEPT = 90;

/**
 * One run at a time in the whole installation, and none waiting behind it (`exclusive`: a second job,
 * a catch-up beside the night's, is not even queued). A run that fails (the database away) is tried
 * again twice, ten minutes apart; a worker that dies mid-run stops renewing its heartbeat, and a live
 * worker's supervision puts the job back. Six hours at most, many schools or not.
 */
export const LEDGER_CHECK_QUEUES: readonly QueueDefinition[] = [
  {
    name: LEDGER_CHECK_QUEUE,
    options: {
      policy: 'exclusive',
      retryLimit: 2,
      retryDelay: 600,
      heartbeatSeconds: 120,
      expireInSeconds: 6 * 3600,
    },
  },
];

/** Where the check writes its lines: the console, as the worker's other jobs do. */
export type LedgerCheckLog = Pick<Console, 'log' | 'error'>;

export interface NightlyCheckDeps {
  db: Db;
  now?: () => Date;
  log?: LedgerCheckLog;
}

/**
 * Checks every school's ledger (each in a transaction of its own, giving the event loop a turn between
 * two schools so a process that serves requests too goes on answering), records the run and keeps the
 * last LEDGER_CHECKS_KEPT. The job's work; tests call it directly.
 */
export async function runNightlyLedgerCheck(deps: NightlyCheckDeps): Promise<LedgerCheck> {
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? console;
  const startedAt = now();
  const brokenSchools: LedgerCheckBrokenSchool[] = [];
  let schools = 0;
  for (const { customerCode } of await listSchools(deps.db)) {
    await nextTurn();
    const verdict = await verifySchoolLedger(deps.db, customerCode);
    schools += 1;
    if (verdict.intact) continue;
    brokenSchools.push({ customerCode, firstBroken: verdict.firstBroken, broken: verdict.broken });
    const first = verdict.firstBroken ? describeBreak(verdict.firstBroken) : 'none';
    log.error(
      `ledger check: the ledger of school ${customerCode} is BROKEN, ${verdict.broken} record(s); first: ${first}`,
    );
  }
  const run = await deps.db.transaction(async (tx) => {
    const recorded = await repo.insertRun(tx, { startedAt, finishedAt: now(), schools, brokenSchools });
    await repo.deleteOlderRuns(tx, LEDGER_CHECKS_KEPT);
    return recorded;
  });
  log.log(`ledger check: ${schools} school(s) checked, ${brokenSchools.length} broken`);
  return run;
}

/** The latest run, or null before the first (`GET /ledger/checks/latest`, the metrics). */
export function latestLedgerCheck(db: Db): Promise<LedgerCheck | null> {
  return repo.findLatestRun(db);
}

export interface NightlyCheckWorker extends NightlyCheckDeps {
  jobs: JobQueues;
  /** LEDGER_CHECK_CRON: when, in Italy's time; null (`off`) takes the schedule away. */
  cron: string | null;
}

/**
 * A worker process's part (the in-process worker of `npm start`, or `npm run worker`; never an API
 * node): it works the queue and (re)writes the installation's schedule, whose occurrences pg-boss's
 * cron pass sends once whatever the number of workers. A night no worker was up for is checked once
 * at the next start (`missed: 'once'`).
 */
export async function startNightlyLedgerCheck(deps: NightlyCheckWorker): Promise<void> {
  const { jobs, cron } = deps;
  if (cron === null) {
    await jobs.unschedule(LEDGER_CHECK_QUEUE);
    return;
  }
  const log = deps.log ?? console;
  // The embedded database has one process: a run active when it starts was its own, cut short.
  if (jobs.embedded) await jobs.takeBackActiveJobs(LEDGER_CHECK_QUEUE, 'the process checking it stopped');
  await jobs.work(
    LEDGER_CHECK_QUEUE,
    { pollingIntervalSeconds: 10, heartbeatRefreshSeconds: 30 },
    async () => {
      try {
        await runNightlyLedgerCheck(deps);
      } catch (error) {
        log.error('ledger check failed:', loggableError(error));
        throw error;
      }
    },
  );
  await jobs.schedule(LEDGER_CHECK_QUEUE, cron, { tz: LEDGER_CHECK_TIME_ZONE, missed: 'once' });
}
