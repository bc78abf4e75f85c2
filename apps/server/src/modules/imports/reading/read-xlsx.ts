import readXlsxFile from 'read-excel-file/node';
import type { ZipFile } from 'yauzl';
import type { ImportReadingLimits } from './import-limits.ts';
import { refuse } from './import-refusal.ts';
import type { RawCell, RawSheet } from './raw-sheets.ts';
import { SheetRows, textCell } from './sheet-rows.ts';
import { cellReferencesFit } from './xlsx-cell-references.ts';
import { streamingReaderSeesDirectory } from './xlsx-stream-layout.ts';
import { type DirectoryEntry, type InflateBudget, inflateEntry, readZipDirectory } from './zip-entries.ts';

const WORKBOOK_PATH = 'xl/workbook.xml';

/** The parts read-excel-file unzips and parses (its own filter): the others it skips unread. */
const isParsedPart = (path: string) => path.endsWith('.xml') || path.endsWith('.xml.rels');

/**
 * Every entry inflated once under the zip's limits, and each part read-excel-file will parse
 * checked for cell references it could not build: a bomb is found here, within bounds, and not by
 * read-excel-file, which has none.
 */
async function inspectEntries(zip: ZipFile, entries: readonly DirectoryEntry[], limits: ImportReadingLimits) {
  const budget: InflateBudget = { inflated: 0 };
  for (const { entry, path } of entries) {
    const content = await inflateEntry(zip, entry, limits, budget);
    if (isParsedPart(path) && !cellReferencesFit(content, limits)) refuse('importFileUnreadable');
  }
}

/**
 * The zip checked with yauzl before read-excel-file sees a byte of it: a workbook in it, its
 * streaming unzipper reading the very entries yauzl lists, their real inflated sizes and ratios,
 * and the cell references of the parts it parses.
 */
async function inspectWorkbookZip(bytes: Buffer, limits: ImportReadingLimits): Promise<void> {
  const { zip, entries } = await readZipDirectory(bytes, limits);
  try {
    if (!entries.some(({ path }) => path === WORKBOOK_PATH)) refuse('importFileType');
    const listed = entries.map(({ entry }) => entry);
    if (!streamingReaderSeesDirectory(bytes, listed)) refuse('importFileUnreadable');
    await inspectEntries(zip, entries, limits);
  } finally {
    zip.close();
  }
}

/** A cell as read-excel-file types it: string, number, boolean, `Date`, or null when empty. */
function rawCell(value: unknown): RawCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return textCell(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  throw new Error(`read-excel-file gave a cell of an unknown type: ${typeof value}`);
}

function toSheet(
  name: string,
  data: readonly (readonly unknown[])[] | undefined,
  limits: ImportReadingLimits,
): RawSheet | null {
  const sheet = new SheetRows(name, limits);
  // A chart sheet has no data at all (`undefined`), which is a sheet with nothing in it.
  for (const row of data ?? []) sheet.add(row.map(rawCell));
  return sheet.sheet();
}

async function parseWorkbook(bytes: Buffer) {
  try {
    return await readXlsxFile(bytes);
  } catch {
    // Whatever it throws (InvalidSpreadsheetError, InvalidInputError, a TypeError on a cell without
    // a reference), it is about the file: read-excel-file has no other input.
    refuse('importFileUnreadable');
  }
}

/**
 * Every worksheet of an .xlsx (a zip, already checked to be one) in workbook order, named as in the
 * workbook; a sheet with nothing in it is left out. read-excel-file reads the bytes once inspected:
 * the file on disk is read once, and cannot change between the inspection and the parse.
 */
export async function readXlsx(bytes: Buffer, limits: ImportReadingLimits): Promise<RawSheet[]> {
  await inspectWorkbookZip(bytes, limits);
  const workbook = await parseWorkbook(bytes);
  const sheets: RawSheet[] = [];
  for (const { sheet: name, data } of workbook) {
    const sheet = toSheet(name, data, limits);
    if (sheet) sheets.push(sheet);
  }
  return sheets;
}
