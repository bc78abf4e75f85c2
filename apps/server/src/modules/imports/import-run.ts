import type { ImportFailureCode } from '@inventario/shared/contracts/imports';
import { goodsRowCount } from '@inventario/shared/domain/imports/import-writing';
import { checkMappings } from '@inventario/shared/domain/imports/mapping-checks';
import type { Tx } from '../../db/client.ts';
import { inTenantTransaction } from '../../db/tenant.ts';
import { recordAudit } from '../audit/index.ts';
import { lockSchoolMovements } from '../movement-ledger/index.ts';
import { allMappings, readSchoolLists } from './import-lists.repo.ts';
import { IMPORT_RUN_QUEUE, type ImportRunJob } from './import-queues.ts';
import {
  type FileValidation,
  factsOf,
  reportInSchool,
  validateImportFile,
  withImportFile,
} from './import-validation.ts';
import type { ImportJobDeps, ImportsDeps } from './imports.deps.ts';
import * as repo from './imports.repo.ts';
import { writeImport } from './writing/import-writer.ts';

/** Why an import stopped without writing anything: the school is as it was. */
class ImportFailure extends Error {
  readonly code: ImportFailureCode;

  constructor(code: ImportFailureCode) {
    super(code);
    this.code = code;
  }
}

/** A second connection tells the other processes how far the run is, at most once a second. */
function progressWriter(deps: ImportJobDeps, job: ImportRunJob) {
  let last = 0;
  return (done: number, total: number) => {
    if (!deps.sharedDatabase || Date.now() - last < 1_000) return;
    last = Date.now();
    void inTenantTransaction(deps.db, job.customerCode, (tx) =>
      repo.setProgress(tx, job.customerCode, job.importId, done, total),
    ).catch(() => {});
  };
}

/** The checks of the validation and of the confirm, again in the transaction that writes. */
async function checkStillImportable(tx: Tx, job: ImportRunJob, validation: FileValidation) {
  if (!validation.readable) throw new ImportFailure('importFileUnreadable');
  const report = await reportInSchool(tx, job.customerCode, validation);
  if (report.errorCount > 0) throw new ImportFailure('importSchoolChanged');
  const mappings = await allMappings(tx, job.customerCode, job.importId);
  if (checkMappings(mappings, await readSchoolLists(tx, job.customerCode)).length > 0)
    throw new ImportFailure('importMappingConflict');
  return { plan: validation.plan, mappings };
}

async function writeInOneTransaction(deps: ImportJobDeps, job: ImportRunJob, validation: FileValidation) {
  const publish = progressWriter(deps, job);
  return inTenantTransaction(deps.db, job.customerCode, async (tx) => {
    await lockSchoolMovements(tx, job.customerCode);
    const { plan, mappings } = await checkStillImportable(tx, job, validation);
    const total = goodsRowCount(plan);
    deps.progress.start(job.importId, total);
    const result = await writeImport({
      tx,
      customerCode: job.customerCode,
      plan,
      mappings,
      actor: job.actor.username,
      now: deps.now(),
      written: (count) => {
        const progress = deps.progress.advance(job.importId, count);
        if (progress) publish(progress.done, progress.total);
      },
    });
    const moved = await repo.moveImport(tx, job.customerCode, job.importId, ['importing'], {
      state: 'imported',
      result,
      finishedAt: deps.now(),
      progressDone: total,
      progressTotal: total,
    });
    if (!moved) throw new Error(`import ${job.importId} left importing while it ran`);
    await recordAudit(
      tx,
      { customerCode: job.customerCode, ...job.actor },
      { action: 'import.run', entity: 'import', entityId: job.importId, after: result },
    );
  });
}

/**
 * The import job: an import `importing` is written whole, or not at all and `failed` with the reason.
 * Run again after its process died, it starts over: the dead run's transaction left nothing.
 */
export async function runImport(deps: ImportJobDeps, job: ImportRunJob): Promise<void> {
  const inSchool = <T>(work: (tx: Tx) => Promise<T>) => inTenantTransaction(deps.db, job.customerCode, work);
  const row = await inSchool((tx) => repo.findImport(tx, job.customerCode, job.importId));
  if (row?.state !== 'importing') return;
  try {
    const validation = await withImportFile(deps.store, row.storageKey, (file) =>
      validateImportFile(file, factsOf(row)),
    );
    await writeInOneTransaction(deps, job, validation);
  } catch (error) {
    if (!(error instanceof ImportFailure)) console.error(`import ${job.importId} failed:`, error);
    const failureCode = error instanceof ImportFailure ? error.code : 'importFailed';
    await inSchool((tx) =>
      repo.moveImport(tx, job.customerCode, job.importId, ['importing'], {
        state: 'failed',
        failureCode,
        finishedAt: deps.now(),
      }),
    );
  } finally {
    deps.progress.finish(job.importId);
  }
}

/** This process runs the confirmed imports, one at a time. */
export async function workImportRuns(deps: ImportsDeps): Promise<void> {
  await deps.jobs.work<ImportRunJob>(IMPORT_RUN_QUEUE, { pollingIntervalSeconds: 1 }, (job) =>
    runImport(deps, job),
  );
}
