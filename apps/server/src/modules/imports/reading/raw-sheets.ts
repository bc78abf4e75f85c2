/**
 * A cell as the file has it. A workbook types its cells (a date-formatted cell is a `Date` at UTC
 * midnight); a CSV has text only. Strings are trimmed, and an empty cell is `null`.
 */
export type RawCell = string | number | boolean | Date | null;

/** Every row of the sheet, the header row included, in order; trailing empty rows dropped. */
export interface RawSheet {
  name: string;
  rows: RawCell[][];
}

export type ImportFileFormat = 'xlsx' | 'csv' | 'zip';

export type ImportFileRead =
  | { ok: true; format: ImportFileFormat; sheets: RawSheet[] }
  | { ok: false; problem: ImportFileProblem };

/**
 * Every code the reader refuses a file with (an i18n key of the import report); the params each one
 * carries are named beside it. One problem refuses the whole file.
 */
export const IMPORT_FILE_PROBLEM_CODES = [
  // The upload is larger than an import file may be ({limit} bytes).
  'importFileTooLarge',
  // The name ends in none of .xlsx, .csv, .zip, or the bytes are not what it says: an .xlsx that is
  // no zip or holds no workbook, a .csv that is binary, a .zip with an entry other than a CSV.
  'importFileType',
  // The file is damaged: a zip that cannot be read, a workbook read-excel-file cannot parse, a CSV
  // with a quote never closed ({sheet}, {row}).
  'importFileUnreadable',
  // The zip holds more entries than allowed ({limit}).
  'importArchiveTooManyEntries',
  // The zip, or one of its entries, inflates past the allowed bytes ({limit}).
  'importArchiveTooLarge',
  // A zip entry inflates more than {limit} times its compressed size (a zip bomb).
  'importEntryTooCompressed',
  // A zip inside the zip.
  'importNestedArchive',
  // A sheet has more rows than allowed, its header included ({sheet}, {limit}).
  'importSheetTooManyRows',
  // A sheet has more columns than allowed ({sheet}, {limit}).
  'importSheetTooManyColumns',
  // Nothing to read: no sheet, or every sheet empty.
  'importNoSheets',
  // Two CSV entries of the zip give the same sheet name ({sheet}).
  'importDuplicateSheet',
] as const;

export type ImportFileProblemCode = (typeof IMPORT_FILE_PROBLEM_CODES)[number];

export interface ImportFileProblem {
  code: ImportFileProblemCode;
  params?: Record<string, string | number>;
}
