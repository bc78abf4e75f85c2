import { foldText } from '@inventario/shared/domain/imports/cell-values';
import type { ZipFile } from 'yauzl';
import { looksLikeZip } from '../../invoices/reading/file-kind.ts';
import type { ImportReadingLimits } from './import-limits.ts';
import { refuse } from './import-refusal.ts';
import type { RawSheet } from './raw-sheets.ts';
import { csvSheetName, readCsvSheet } from './read-csv.ts';
import { type DirectoryEntry, type InflateBudget, inflateEntry, readZipDirectory } from './zip-entries.ts';

/** Folders, the resource forks macOS's Archive Utility adds, and dot-files (.DS_Store) are no sheets. */
function isSkipped(path: string): boolean {
  const segments = path.split(/[/\\]/);
  return path.endsWith('/') || segments.includes('__MACOSX') || (segments.at(-1) ?? '').startsWith('.');
}

/** Every entry left must be a CSV, judged by its name before anything is inflated. */
function refuseOtherFiles(entries: readonly DirectoryEntry[]): void {
  for (const { path } of entries) {
    const lower = path.toLowerCase();
    if (lower.endsWith('.zip')) refuse('importNestedArchive');
    if (!lower.endsWith('.csv')) refuse('importFileType');
  }
}

/**
 * Two entries the validator could not tell apart: it finds a sheet by its name, case, accents and
 * separators aside, so `a/Sedi.csv` and `b/sedi.csv` would leave one of them unread.
 */
function refuseDuplicateSheets(entries: readonly DirectoryEntry[]): void {
  const seen = new Set<string>();
  for (const { path } of entries) {
    const name = csvSheetName(path);
    if (seen.has(foldText(name))) refuse('importDuplicateSheet', { sheet: name });
    seen.add(foldText(name));
  }
}

async function readSheets(zip: ZipFile, entries: readonly DirectoryEntry[], limits: ImportReadingLimits) {
  const budget: InflateBudget = { inflated: 0 };
  const sheets: RawSheet[] = [];
  for (const { entry, path } of entries) {
    const content = await inflateEntry(zip, entry, limits, budget);
    // A zip under a .csv name is opened no more than one under its own.
    if (looksLikeZip(content)) refuse('importNestedArchive');
    const sheet = readCsvSheet(csvSheetName(path), content, limits);
    if (sheet) sheets.push(sheet);
  }
  return sheets;
}

/** A zip of CSVs (an already checked zip), one sheet per CSV entry in the zip's order. */
export async function readCsvZip(bytes: Buffer, limits: ImportReadingLimits): Promise<RawSheet[]> {
  const { zip, entries } = await readZipDirectory(bytes, limits);
  try {
    const csvEntries = entries.filter(({ path }) => !isSkipped(path));
    refuseOtherFiles(csvEntries);
    refuseDuplicateSheets(csvEntries);
    return await readSheets(zip, csvEntries, limits);
  } finally {
    zip.close();
  }
}
