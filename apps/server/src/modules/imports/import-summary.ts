import type { ImportState, ImportSummary } from '@inventario/shared/contracts/imports';
import type { ImportIssue } from '@inventario/shared/domain/imports/import-issues';
import type { ListKind } from '@inventario/shared/domain/imports/list-matching';
import type { ImportRow } from './imports.repo.ts';

/** What the validation keeps of a file: counts by kind, and its issues (the first ones). */
export interface ImportReport {
  counts: Record<string, number>;
  errorCount: number;
  warningCount: number;
  issues: ImportIssue[];
  truncated: boolean;
}

export function reportOf(row: ImportRow): ImportReport | null {
  return (row.report as ImportReport | null) ?? null;
}

export function toImportSummary(row: ImportRow): ImportSummary {
  const report = reportOf(row);
  return {
    id: row.id,
    type: row.type,
    listKind: row.listKind as ListKind | null,
    state: row.state as ImportState,
    fileName: row.fileName,
    sizeBytes: row.sizeBytes,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    validatedAt: row.validatedAt?.toISOString() ?? null,
    errorCount: report?.errorCount ?? 0,
    warningCount: report?.warningCount ?? 0,
    counts: report?.counts ?? {},
    progress: { done: row.progressDone, total: row.progressTotal },
    finishedAt: row.finishedAt?.toISOString() ?? null,
    result: (row.result as Record<string, number> | null) ?? null,
    failureCode: row.failureCode,
  };
}
