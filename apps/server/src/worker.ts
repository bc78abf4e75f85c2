import { loadConfig } from './config.ts';
import { createMetrics, serveWorkerMetrics } from './http/metrics.ts';
import { openInstalledDatabase } from './install-database.ts';
import { startJobQueues } from './jobs/job-queues.ts';
import { startPrintWorker } from './modules/documents/documents-runtime.ts';
import { ImportProgressBoard, workImports } from './modules/imports/index.ts';
import { startNightlyLedgerCheck } from './modules/ledger/index.ts';

/**
 * The worker-only process (`npm run worker`): it renders the prints, validates and runs the imports the API nodes queue (those run
 * with `WORKER=off`), checks every school's ledger at night (LEDGER_CHECK_CRON) and serves nothing. It needs the installation's PostgreSQL server, because the
 * embedded database belongs to the one process that opened it, and the same document store as the
 * API nodes (the same `DATA_DIR` and `DOCUMENTS_SECRET`, or `STORAGE=s3`).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) {
    console.error(
      'npm run worker needs DATABASE_URL: the embedded database cannot be shared between processes.',
    );
    process.exit(2);
  }
  // A worker may be the first process to meet a new database.
  const database = await openInstalledDatabase(config);
  const verbose = ['info', 'debug', 'trace'].includes(config.logLevel);
  const jobs = await startJobQueues(database, { worker: true });
  const metrics = config.metrics.enabled
    ? createMetrics({
        queueDepth: () => jobs.depth(),
        ...(database.poolStats ? { pool: database.poolStats } : {}),
      })
    : undefined;
  const stopMetrics = metrics
    ? await serveWorkerMetrics(metrics, {
        port: config.metrics.workerPort,
        host: config.host,
        token: config.metrics.token,
      })
    : async () => {};
  const store = await startPrintWorker(
    config,
    database,
    jobs,
    (job) => {
      if (verbose) console.log(`print request ${job.requestId} of ${job.customerCode} rendered`);
    },
    metrics?.observeRender,
  );
  await workImports({
    db: database.db,
    store,
    jobs,
    now: () => new Date(),
    progress: new ImportProgressBoard(),
    sharedDatabase: true,
  });
  await startNightlyLedgerCheck({ db: database.db, jobs, cron: config.ledgerCheckCron });

  const shutdown = async (signal: string) => {
    console.log(`${signal}: the print worker stops`);
    await stopMetrics();
    await jobs.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  console.log(
    `Inventario print worker started (database: ${database.engine}, storage: ${config.storage.kind})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
