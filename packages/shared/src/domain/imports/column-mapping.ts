import { formatDate } from '../../format/date.ts';
import { foldText, type ImportCell, readDate } from './cell-values.ts';
import { INSTRUCTIONS_SHEET, SCHOOL_SOFTWARE_FIELDS, SCHOOL_SOFTWARE_SHEET } from './import-format.ts';
import type { ImportIssue } from './import-issues.ts';
import { findSheet, headerIndexOf, isBlank, type SheetContent } from './sheet-rows.ts';

/**
 * Type 4's column mapping (docs/IMPORTS.md, "Type 4"): another school product writes its own headers,
 * so the user says which of the file's columns holds which field of `SCHOOL_SOFTWARE_FIELDS`. The
 * mapped sheet is then the format's own `Beni`, which the type's validator reads as it reads the
 * template.
 */

/** A field's key → the file's header that holds it (as `fileColumnsOf` names it), or null: none does. */
export type ColumnMapping = Record<string, string | null>;

/** What the mapping step shows of the file: its columns' headers and the first rows under them. */
export interface FileColumns {
  sheet: string;
  headers: string[];
  /** Up to `SAMPLE_ROWS` data rows, each cell as a spreadsheet shows it, one per header. */
  samples: string[][];
}

export type ColumnMappingProblemCode = 'columnRequired' | 'columnUnknown' | 'columnTwice' | 'fieldUnknown';

export interface ColumnMappingProblem {
  field: string;
  code: ColumnMappingProblemCode;
}

/** Enough rows for the user to tell a column's content, few enough to fit the step's table. */
export const SAMPLE_ROWS = 5;

const fieldKeys = new Set(SCHOOL_SOFTWARE_FIELDS.map((field) => field.key));

/**
 * The sheet type 4 reads: `Beni` when the file has it (the template, or a mapped sheet), else the
 * file's first sheet but the templates' instructions (a `.csv`, or a workbook as the product wrote it).
 */
export function schoolSoftwareSheet(sheets: readonly SheetContent[]): SheetContent | undefined {
  return (
    findSheet(sheets, SCHOOL_SOFTWARE_SHEET) ??
    sheets.find((sheet) => foldText(sheet.name) !== foldText(INSTRUCTIONS_SHEET))
  );
}

/** A cell as the user sees it in the spreadsheet: dates `dd/mm/yyyy`, numbers as they are, blank as ''. */
export function cellDisplay(cell: ImportCell | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) {
    const read = readDate(cell);
    return read.ok ? formatDate(read.value) : '';
  }
  if (typeof cell === 'boolean') return cell ? 'Sì' : 'No';
  return String(cell).trim();
}

/** A spreadsheet's column letter: 0 is `A`, 25 `Z`, 26 `AA`. */
export function columnLetter(position: number): string {
  let letters = '';
  for (let n = position + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/**
 * A name for each column position, which the mapping holds and finds the column by: the header's text;
 * for a blank header, `Colonna C` after the column's letter, which the user finds in the spreadsheet;
 * for a header the file repeats (case and accents aside), the text and its count, `Note (2)`. Names
 * go left to right, so a position keeps its name however many columns follow it.
 */
function columnNames(header: readonly ImportCell[], width: number): string[] {
  const names: string[] = [];
  const taken = new Set<string>();
  for (let position = 0; position < width; position++) {
    const text = cellDisplay(header[position]);
    const base = text === '' ? `Colonna ${columnLetter(position)}` : text;
    let name = base;
    for (let count = 2; taken.has(foldText(name)); count++) name = `${base} (${count})`;
    taken.add(foldText(name));
    names.push(name);
  }
  return names;
}

const widthOf = (rows: readonly (readonly ImportCell[])[]) =>
  rows.reduce((width, cells) => Math.max(width, cells.length), 0);

/**
 * The file's columns for the mapping step: the header (the sheet's first non-blank row, as the
 * validator takes it) and the first data rows. A column with neither a header nor a value in those
 * rows is left out (a CSV file's trailing `;;;`). Null when there is no sheet or it is blank.
 */
export function fileColumnsOf(sheets: readonly SheetContent[]): FileColumns | null {
  const sheet = schoolSoftwareSheet(sheets);
  const headerIndex = sheet ? headerIndexOf(sheet) : -1;
  if (!sheet || headerIndex < 0) return null;
  const header = sheet.rows[headerIndex] ?? [];
  const samples = sheet.rows
    .slice(headerIndex + 1)
    .filter((cells) => !cells.every(isBlank))
    .slice(0, SAMPLE_ROWS);
  const names = columnNames(header, widthOf([header, ...samples]));
  const shown = names
    .map((_, position) => position)
    .filter((p) => !isBlank(header[p]) || samples.some((cells) => !isBlank(cells[p])));
  return {
    sheet: sheet.name,
    headers: shown.map((p) => names[p] as string),
    samples: samples.map((cells) => shown.map((p) => cellDisplay(cells[p]))),
  };
}

/** The position of the column a mapping names: its name exactly, else case, accents and spaces aside. */
function positionOf(names: readonly string[], header: string): number {
  const exact = names.indexOf(header);
  return exact >= 0 ? exact : names.findIndex((name) => foldText(name) === foldText(header));
}

/** The header a mapping gives a field; a blank one is none. */
function mappedHeader(mapping: ColumnMapping, key: string): string | null {
  const header = Object.hasOwn(mapping, key) ? mapping[key] : null;
  return header === null || header === undefined || header.trim() === '' ? null : header;
}

/**
 * The mapping the step proposes: for each field, the header the school chose last time when the file
 * has it, else the header that is the field's own or one of its aliases (the validator's names), else
 * none. The choices remembered come first: they are the user's. No header is proposed twice.
 */
export function proposeColumnMapping(
  headers: readonly string[],
  remembered: ColumnMapping | null,
): ColumnMapping {
  const proposal: ColumnMapping = Object.fromEntries(
    SCHOOL_SOFTWARE_FIELDS.map((field) => [field.key, null]),
  );
  const taken = new Set<string>();
  const free = (name: string | null) =>
    name === null
      ? undefined
      : headers.find((header) => foldText(header) === foldText(name) && !taken.has(foldText(header)));
  const give = (key: string, header: string | undefined) => {
    if (header === undefined) return;
    proposal[key] = header;
    taken.add(foldText(header));
  };
  for (const field of SCHOOL_SOFTWARE_FIELDS)
    give(field.key, free(remembered ? mappedHeader(remembered, field.key) : null));
  for (const field of SCHOOL_SOFTWARE_FIELDS) {
    if (proposal[field.key] !== null) continue;
    const names = [field.header, ...(field.aliases ?? [])];
    give(
      field.key,
      names.map(free).find((header) => header !== undefined),
    );
  }
  return proposal;
}

/**
 * Why a mapping cannot be used: a required field without a column, a header the file does not have, a
 * column given to a second field (the first keeps it), a key that is no field. Empty: it can.
 */
export function columnMappingProblems(
  headers: readonly string[],
  mapping: ColumnMapping,
): ColumnMappingProblem[] {
  const problems: ColumnMappingProblem[] = [];
  const used = new Set<number>();
  for (const field of SCHOOL_SOFTWARE_FIELDS) {
    const header = mappedHeader(mapping, field.key);
    const position = header === null ? -1 : positionOf(headers, header);
    if (header === null) {
      if (field.required) problems.push({ field: field.key, code: 'columnRequired' });
    } else if (position < 0) problems.push({ field: field.key, code: 'columnUnknown' });
    else if (used.has(position)) problems.push({ field: field.key, code: 'columnTwice' });
    else used.add(position);
  }
  for (const key of Object.keys(mapping))
    if (!fieldKeys.has(key)) problems.push({ field: key, code: 'fieldUnknown' });
  return problems;
}

/**
 * The file's sheet as the format's `Beni`: a header of the mapped fields' own headers, in the fields'
 * order, and each row's cells of those columns. The file's other columns are dropped, so the validator
 * reads no unknown column; a field whose header the file lacks is left out, and the validator then
 * names it if it is required. Every row keeps its place (the blank ones before the header too), so
 * the report's rows are the file's.
 */
export function applyColumnMapping(sheet: SheetContent, mapping: ColumnMapping): SheetContent {
  const headerIndex = headerIndexOf(sheet);
  if (headerIndex < 0) return { name: SCHOOL_SOFTWARE_SHEET.name, rows: sheet.rows };
  const names = columnNames(sheet.rows[headerIndex] ?? [], widthOf(sheet.rows));
  const columns = SCHOOL_SOFTWARE_FIELDS.flatMap((field) => {
    const header = mappedHeader(mapping, field.key);
    const position = header === null ? -1 : positionOf(names, header);
    return position < 0 ? [] : [{ header: field.header, position }];
  });
  const rows = sheet.rows.map((cells, index) => {
    if (index < headerIndex) return cells;
    if (index === headerIndex) return columns.map((c) => c.header);
    return columns.map((c) => cells[c.position] ?? null);
  });
  return { name: SCHOOL_SOFTWARE_SHEET.name, rows };
}

/**
 * The validator's issues about a mapped sheet, named as the user's file names things: the file's
 * sheet, and a mapped field's column by the file's header rather than the field's own. A field the
 * mapping leaves out keeps its own header (`missingColumn` names the field).
 */
export function issuesInFileTerms(
  issues: readonly ImportIssue[],
  fileSheet: string,
  mapping: ColumnMapping,
): ImportIssue[] {
  const fileHeaders = new Map(SCHOOL_SOFTWARE_FIELDS.map((f) => [f.header, mappedHeader(mapping, f.key)]));
  return issues.map((issue) =>
    issue.sheet !== SCHOOL_SOFTWARE_SHEET.name
      ? issue
      : {
          ...issue,
          sheet: fileSheet,
          column: (issue.column === null ? null : fileHeaders.get(issue.column)) ?? issue.column,
        },
  );
}
