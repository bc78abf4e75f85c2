import type { CellProblem, CellWarning } from './cell-values.ts';

/**
 * One problem of an imported file, where a user finds it in the spreadsheet: the sheet, the row as
 * the spreadsheet numbers it (the header is row 1 when it is the first) and the column's header.
 * Errors stop the import; warnings are shown and the import can go on.
 */
export interface ImportIssue {
  severity: 'error' | 'warning';
  /** `imports.issue.<code>` in the client's texts; a cell's problem is `cell.<problem>`. */
  code: string;
  sheet: string | null;
  row: number | null;
  column: string | null;
  params?: Record<string, string | number>;
}

export type IssueParams = Record<string, string | number>;

/** Where in the file a value came from. */
export interface IssuePlace {
  sheet: string;
  row: number;
  column?: string;
}

/** Collects a file's issues as the validator goes; the report shows errors first. */
export class IssueList {
  readonly items: ImportIssue[] = [];

  error(code: string, place: Partial<IssuePlace> | null, params?: IssueParams): void {
    this.add('error', code, place, params);
  }

  warning(code: string, place: Partial<IssuePlace> | null, params?: IssueParams): void {
    this.add('warning', code, place, params);
  }

  cell(problem: CellProblem, place: IssuePlace): void {
    this.error(`cell.${problem}`, place);
  }

  cellWarning(warning: CellWarning, place: IssuePlace): void {
    this.warning(`cell.${warning}`, place);
  }

  get errorCount(): number {
    return this.items.filter((issue) => issue.severity === 'error').length;
  }

  private add(
    severity: ImportIssue['severity'],
    code: string,
    place: Partial<IssuePlace> | null,
    params?: IssueParams,
  ): void {
    this.items.push({
      severity,
      code,
      sheet: place?.sheet ?? null,
      row: place?.row ?? null,
      column: place?.column ?? null,
      ...(params ? { params } : {}),
    });
  }
}

/** Errors first, then by sheet order as given, row and column. */
export function sortIssues(issues: readonly ImportIssue[], sheetOrder: readonly string[]): ImportIssue[] {
  const sheetRank = (sheet: string | null) => (sheet === null ? -1 : sheetOrder.indexOf(sheet));
  return [...issues].sort(
    (a, b) =>
      (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1) ||
      sheetRank(a.sheet) - sheetRank(b.sheet) ||
      (a.row ?? 0) - (b.row ?? 0) ||
      (a.column ?? '').localeCompare(b.column ?? ''),
  );
}
