import { open } from 'node:fs/promises';
import { looksLikeZip } from '../../invoices/reading/file-kind.ts';
import { IMPORT_READING_LIMITS, type ImportReadingLimits } from './import-limits.ts';
import { ImportRefusal, refuse } from './import-refusal.ts';
import type { ImportFileFormat, ImportFileRead, RawSheet } from './raw-sheets.ts';
import { csvSheetName, readCsvSheet } from './read-csv.ts';
import { readCsvZip } from './read-csv-zip.ts';
import { readXlsx } from './read-xlsx.ts';

export type {
  ImportFileFormat,
  ImportFileProblem,
  ImportFileProblemCode,
  ImportFileRead,
  RawCell,
  RawSheet,
} from './raw-sheets.ts';

const FORMATS: readonly ImportFileFormat[] = ['xlsx', 'csv', 'zip'];

function formatOf(fileName: string): ImportFileFormat | null {
  const lower = fileName.toLowerCase();
  return FORMATS.find((format) => lower.endsWith(`.${format}`)) ?? null;
}

/** The upload whole, once its size is known to be within the limit: every reader needs all of it. */
async function readUpload(path: string, maxBytes: number): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    if (size > maxBytes) refuse('importFileTooLarge', { limit: maxBytes });
    return await file.readFile();
  } finally {
    await file.close();
  }
}

async function readSheets(
  format: ImportFileFormat,
  bytes: Buffer,
  fileName: string,
  limits: ImportReadingLimits,
): Promise<RawSheet[]> {
  if (format === 'csv') {
    const sheet = readCsvSheet(csvSheetName(fileName), bytes, limits);
    return sheet ? [sheet] : [];
  }
  if (!looksLikeZip(bytes)) refuse('importFileType');
  return format === 'xlsx' ? readXlsx(bytes, limits) : readCsvZip(bytes, limits);
}

/**
 * The raw sheets of an uploaded import file, already saved at `path`: an .xlsx (every worksheet),
 * a .csv (one sheet named as the file), or a .zip of CSVs (one sheet per CSV). What the cells mean
 * is the validator's to say. A file that cannot be read, or that is built to hurt (a zip bomb, a
 * sheet of billions of empty cells), is a problem in the result, never an exception: only a
 * programming error, or an upload missing from disk, throws.
 */
export async function readImportFile(
  path: string,
  fileName: string,
  limits: ImportReadingLimits = IMPORT_READING_LIMITS,
): Promise<ImportFileRead> {
  const format = formatOf(fileName);
  if (!format) return { ok: false, problem: { code: 'importFileType' } };
  try {
    const bytes = await readUpload(path, limits.maxFileBytes);
    const sheets = await readSheets(format, bytes, fileName, limits);
    if (sheets.length === 0) refuse('importNoSheets');
    return { ok: true, format, sheets };
  } catch (error) {
    if (error instanceof ImportRefusal) return { ok: false, problem: error.problem };
    throw error;
  }
}
