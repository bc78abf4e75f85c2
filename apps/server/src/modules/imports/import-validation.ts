import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IMPORT_REPORT_MAX_ISSUES } from '@inventario/shared/contracts/imports';
import { type ImportType, isWholeInventoryType } from '@inventario/shared/domain/imports/import-format';
import type { ImportIssue } from '@inventario/shared/domain/imports/import-issues';
import type { ImportPlan } from '@inventario/shared/domain/imports/import-plan';
import { validateWholeInventory } from '@inventario/shared/domain/imports/validate-whole-inventory';
import type { Tx } from '../../db/client.ts';
import { inTenantTransaction } from '../../db/tenant.ts';
import type { FileStore } from '../documents/document-store.ts';
import { IMPORT_VALIDATION_QUEUE, type ImportJob } from './import-queues.ts';
import type { ImportReport } from './import-summary.ts';
import type { ImportsDeps } from './imports.deps.ts';
import * as repo from './imports.repo.ts';
import type { ImportFileProblem } from './reading/raw-sheets.ts';
import { readImportFile } from './reading/read-import-file.ts';

/** What a file holds, by kind: the report's summary. */
function countsOf(plan: ImportPlan): Record<string, number> {
  return {
    sites: plan.sites.length,
    subConsignees: plan.subConsignees.length,
    locations: plan.locations.length,
    subcategories: plan.subcategories.length,
    creditors: plan.creditors.length,
    years: plan.years.length,
    universalities: plan.universalities.length,
    assets: plan.assets.length,
    movements: plan.movements.length,
    lines: plan.movements.reduce((sum, m) => sum + m.lines.length, 0),
  };
}

export function reportOfIssues(issues: readonly ImportIssue[], counts: Record<string, number>): ImportReport {
  return {
    counts,
    errorCount: issues.filter((i) => i.severity === 'error').length,
    warningCount: issues.filter((i) => i.severity === 'warning').length,
    issues: issues.slice(0, IMPORT_REPORT_MAX_ISSUES),
    truncated: issues.length > IMPORT_REPORT_MAX_ISSUES,
  };
}

/** A file the reader refused is one error, about the file (its sheet when the problem has one). */
function refusedFileReport(problem: ImportFileProblem): ImportReport {
  const sheet = problem.params?.sheet;
  const issue: ImportIssue = {
    severity: 'error',
    code: `file.${problem.code}`,
    sheet: typeof sheet === 'string' ? sheet : null,
    row: typeof problem.params?.row === 'number' ? problem.params.row : null,
    column: null,
    ...(problem.params ? { params: problem.params } : {}),
  };
  return reportOfIssues([issue], {});
}

/** Reads and checks an import's file: nothing is stored, the report says what the file holds and what is wrong. */
export async function validateImportFile(
  file: string,
  fileName: string,
  type: ImportType,
): Promise<ImportReport> {
  const read = await readImportFile(file, fileName);
  if (!read.ok) return refusedFileReport(read.problem);
  if (!isWholeInventoryType(type)) throw new Error(`import type ${type} has no validator yet`);
  const { plan, issues } = validateWholeInventory(read.sheets);
  return reportOfIssues(issues, countsOf(plan));
}

/** Gives `use` the import's file on this machine: the stored file, or a temporary copy of the bucket's object. */
export async function withImportFile<T>(
  store: FileStore,
  storageKey: string,
  use: (file: string) => Promise<T>,
): Promise<T> {
  if (store.kind === 'local') return use(store.pathOf(storageKey));
  const folder = await mkdtemp(path.join(tmpdir(), 'inventario-import-'));
  try {
    const file = path.join(folder, 'import');
    if ((await store.download(storageKey, file)) === null)
      throw new Error(`the import file ${storageKey} is missing`);
    return await use(file);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * The validation job: an import still `validating` (not discarded meanwhile, nor validated by an
 * earlier attempt) becomes `invalid` with its errors, or `ready` for its mapping.
 */
export async function runImportValidation(deps: ImportsDeps, job: ImportJob): Promise<void> {
  const inSchool = <T>(work: (tx: Tx) => Promise<T>) => inTenantTransaction(deps.db, job.customerCode, work);
  const row = await inSchool((tx) => repo.findImport(tx, job.customerCode, job.importId));
  if (row?.state !== 'validating') return;
  const report = await withImportFile(deps.store, row.storageKey, (file) =>
    validateImportFile(file, row.fileName, row.type as ImportType),
  );
  await inSchool((tx) =>
    repo.moveImport(tx, job.customerCode, job.importId, ['validating'], {
      state: report.errorCount > 0 ? 'invalid' : 'ready',
      report,
      validatedAt: deps.now(),
    }),
  );
}

/** This process validates the queued imports, one at a time. */
export async function workImportValidations(deps: ImportsDeps): Promise<void> {
  await deps.jobs.work<ImportJob>(IMPORT_VALIDATION_QUEUE, { pollingIntervalSeconds: 1 }, (job) =>
    runImportValidation(deps, job),
  );
}
