import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IMPORT_REPORT_MAX_ISSUES } from '@inventario/shared/contracts/imports';
import {
  applyColumnMapping,
  type ColumnMapping,
  type FileColumns,
  fileColumnsOf,
  issuesInFileTerms,
  schoolSoftwareSheet,
} from '@inventario/shared/domain/imports/column-mapping';
import {
  IMPORT_TYPE,
  type ImportType,
  isWholeInventoryType,
  WHOLE_INVENTORY_SHEETS,
} from '@inventario/shared/domain/imports/import-format';
import { type ImportIssue, IssueList } from '@inventario/shared/domain/imports/import-issues';
import type { ImportPlan } from '@inventario/shared/domain/imports/import-plan';
import type { ListKind } from '@inventario/shared/domain/imports/list-matching';
import {
  checkAggregationsKnown,
  checkLocationsPlaces,
  checkSchoolTakesDurables,
  checkSchoolTakesWholeInventory,
  type SchoolCheckSheets,
} from '@inventario/shared/domain/imports/school-checks';
import { findSheet } from '@inventario/shared/domain/imports/sheet-rows';
import { durableSheet, validateDurables } from '@inventario/shared/domain/imports/validate-durables';
import { listSheetName, validateList } from '@inventario/shared/domain/imports/validate-list';
import { validateSchoolSoftware } from '@inventario/shared/domain/imports/validate-school-software';
import { validateWholeInventory } from '@inventario/shared/domain/imports/validate-whole-inventory';
import type { Tx } from '../../db/client.ts';
import { inTenantTransaction } from '../../db/tenant.ts';
import type { FileStore } from '../../storage/document-store.ts';
import { readSchoolLists, readSchoolState } from './import-lists.repo.ts';
import { IMPORT_VALIDATION_QUEUE, type ImportJob } from './import-queues.ts';
import type { ImportReport } from './import-summary.ts';
import type { ImportJobDeps, ImportsDeps } from './imports.deps.ts';
import * as repo from './imports.repo.ts';
import { writePlanTempLists } from './plan-temp-lists.ts';
import type { ImportFileProblem, RawSheet } from './reading/raw-sheets.ts';
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

export type FileValidation =
  | { readable: false; report: ImportReport }
  | {
      readable: true;
      type: ImportType;
      /** An admin list's own import: the list its file holds. */
      listKind: ListKind | null;
      plan: ImportPlan;
      issues: ImportIssue[];
      sheets: SchoolCheckSheets;
    };

/** What the checks need to know of an import besides its file. */
export interface ImportFileFacts {
  fileName: string;
  type: ImportType;
  /** Type 4: which column holds which field. */
  columnMapping: ColumnMapping | null;
  /** An admin list's own import: the list its file holds. */
  listKind: ListKind | null;
}

/** Every check of a one-sheet file (durable goods, another product's list, one list) points into it. */
const oneSheet = (name: string): SchoolCheckSheets => ({ years: name, subcategories: name, movements: name });

function validateSheets(
  sheets: readonly RawSheet[],
  facts: ImportFileFacts,
): FileValidation & { readable: true } {
  const { type, listKind } = facts;
  const read = { readable: true as const, type, listKind };
  if (listKind) {
    const { plan, issues } = validateList(sheets, listKind);
    return { ...read, plan, issues, sheets: oneSheet(listSheetName(sheets, listKind)) };
  }
  if (isWholeInventoryType(type)) {
    const { plan, issues } = validateWholeInventory(sheets);
    return { ...read, plan, issues, sheets: schoolCheckSheets(sheets) };
  }
  if (type === IMPORT_TYPE.durable) {
    const { plan, issues } = validateDurables(sheets);
    return { ...read, plan, issues, sheets: oneSheet(durableSheet(sheets)?.name ?? 'Beni') };
  }
  const sheet = schoolSoftwareSheet(sheets);
  const mapping = facts.columnMapping;
  if (!sheet || !mapping) throw new Error('a type-4 file is checked once its columns are given');
  const { plan, issues } = validateSchoolSoftware([applyColumnMapping(sheet, mapping)]);
  return {
    ...read,
    plan,
    issues: issuesInFileTerms(issues, sheet.name, mapping),
    sheets: oneSheet(sheet.name),
  };
}

/** Reads and checks an import's file: nothing is stored; what it would import and what is wrong with it. */
export async function validateImportFile(file: string, facts: ImportFileFacts): Promise<FileValidation> {
  const read = await readImportFile(file, facts.fileName);
  if (!read.ok) return { readable: false, report: refusedFileReport(read.problem) };
  return validateSheets(read.sheets, facts);
}

/** The names the file gives the sheets the school's checks point into (a sheet may go by an alias). */
function schoolCheckSheets(sheets: Parameters<typeof findSheet>[0]): SchoolCheckSheets {
  const nameOf = (key: string, fallback: string) => {
    const definition = WHOLE_INVENTORY_SHEETS.find((sheet) => sheet.key === key);
    return (definition ? findSheet(sheets, definition)?.name : undefined) ?? fallback;
  };
  return {
    years: nameOf('years', 'Esercizi'),
    subcategories: nameOf('subcategories', 'Sottocategorie'),
    movements: nameOf('movements', 'Movimenti'),
  };
}

/** One list's file creates entries of that list alone: the others it names are the school's. */
async function checkListInSchool(
  tx: Tx,
  customerCode: string,
  validation: FileValidation & { readable: true },
  listKind: ListKind,
  issues: IssueList,
) {
  const { plan, sheets } = validation;
  if (listKind === 'location')
    checkLocationsPlaces(plan, await readSchoolLists(tx, customerCode), sheets.movements, issues);
  if (listKind === 'subcategory')
    checkAggregationsKnown(plan, await readSchoolState(tx, customerCode), sheets, issues);
}

/**
 * The file's issues and the school's: a whole inventory, or another product's list, comes into a
 * school without goods or vouchers; durable goods join its open years after its latest movement; one
 * list's entries go beside the school's.
 */
export async function reportInSchool(
  tx: Tx,
  customerCode: string,
  validation: FileValidation & { readable: true },
) {
  const issues = new IssueList();
  const { listKind } = validation;
  if (listKind) await checkListInSchool(tx, customerCode, validation, listKind, issues);
  else {
    const school = await readSchoolState(tx, customerCode);
    if (validation.type === IMPORT_TYPE.durable)
      checkSchoolTakesDurables(validation.plan, school, validation.sheets.movements, issues);
    else checkSchoolTakesWholeInventory(validation.plan, school, validation.sheets, issues);
    if (isWholeInventoryType(validation.type))
      checkAggregationsKnown(validation.plan, school, validation.sheets, issues);
  }
  return reportOfIssues([...issues.items, ...validation.issues], countsOf(validation.plan));
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

export const factsOf = (row: repo.ImportRow): ImportFileFacts => ({
  fileName: row.fileName,
  type: row.type as ImportType,
  columnMapping: row.columnMapping as ColumnMapping | null,
  listKind: row.listKind as ListKind | null,
});

/** A type-4 file without its column mapping yet: its columns, for the user to say which is which. */
async function readFileColumns(file: string, fileName: string): Promise<FileColumns | ImportReport> {
  const read = await readImportFile(file, fileName);
  if (!read.ok) return refusedFileReport(read.problem);
  return fileColumnsOf(read.sheets) ?? refusedFileReport({ code: 'importNoSheets' });
}

async function validateFile(deps: ImportJobDeps, job: ImportJob, row: repo.ImportRow): Promise<void> {
  const validation = await withImportFile(deps.store, row.storageKey, (file) =>
    validateImportFile(file, factsOf(row)),
  );
  await inTenantTransaction(deps.db, job.customerCode, async (tx) => {
    const report = validation.readable
      ? await reportInSchool(tx, job.customerCode, validation)
      : validation.report;
    const ready = validation.readable && report.errorCount === 0;
    const moved = await repo.moveImport(tx, job.customerCode, job.importId, ['validating'], {
      state: ready ? 'ready' : 'invalid',
      report,
      validatedAt: deps.now(),
    });
    if (moved && validation.readable && ready)
      await writePlanTempLists(tx, job.customerCode, job.importId, validation.plan);
  });
}

async function askForColumns(deps: ImportJobDeps, job: ImportJob, row: repo.ImportRow): Promise<void> {
  const columns = await withImportFile(deps.store, row.storageKey, (file) =>
    readFileColumns(file, row.fileName),
  );
  const changes =
    'headers' in columns
      ? { state: 'columns', fileColumns: columns }
      : { state: 'invalid', report: columns, validatedAt: deps.now() };
  await inTenantTransaction(deps.db, job.customerCode, (tx) =>
    repo.moveImport(tx, job.customerCode, job.importId, ['validating'], changes),
  );
}

/**
 * The validation job: an import still `validating` (not discarded meanwhile, nor validated by an
 * earlier attempt) becomes `invalid` with its errors, or `ready` for its mapping; a type-4 file without
 * its column mapping stops at `columns` first.
 */
export async function runImportValidation(deps: ImportJobDeps, job: ImportJob): Promise<void> {
  const row = await inTenantTransaction(deps.db, job.customerCode, (tx) =>
    repo.findImport(tx, job.customerCode, job.importId),
  );
  if (row?.state !== 'validating') return;
  if (row.type === IMPORT_TYPE.schoolSoftware && row.columnMapping === null)
    await askForColumns(deps, job, row);
  else await validateFile(deps, job, row);
}

/** This process validates the queued imports, one at a time. */
export async function workImportValidations(deps: ImportsDeps): Promise<void> {
  await deps.jobs.work<ImportJob>(IMPORT_VALIDATION_QUEUE, { pollingIntervalSeconds: 1 }, (job) =>
    runImportValidation(deps, job),
  );
}
