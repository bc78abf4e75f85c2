import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { makeTempDir, type ZipEntry, zipBuffer } from '../../invoices/reading/reading.fixtures.ts';
import { IMPORT_READING_LIMITS, type ImportReadingLimits } from './import-limits.ts';
import { readImportFile } from './read-import-file.ts';

/** Test data of the import reader: every file is built in the test, none is committed. */
export { makeTempDir, zipBuffer };

/** Writes `content` as `fileName` in `dir` and reads it as an upload of that name, some limits lowered. */
export async function readAs(
  dir: string,
  fileName: string,
  content: string | Uint8Array,
  limits: Partial<ImportReadingLimits> = {},
) {
  const filePath = path.join(dir, fileName);
  await writeFile(filePath, content);
  return readImportFile(filePath, fileName, { ...IMPORT_READING_LIMITS, ...limits });
}

/** An .xlsx as exceljs writes it, sizes in each entry's local header (as Excel writes them). */
export async function workbookBuffer(build: (workbook: ExcelJS.Workbook) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  build(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * An .xlsx as exceljs's streaming writer writes it: each entry's sizes in a data descriptor after
 * its data, not in its local header (as LibreOffice writes them).
 */
export async function streamedWorkbookBuffer(sheetName: string, rows: unknown[][]): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: true });
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

export interface HandMadeSheet {
  name: string;
  /** The worksheet's `<sheetData>` content; none for a chart sheet. */
  sheetData?: string;
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';

function workbookXml(sheets: readonly HandMadeSheet[]): string {
  const list = sheets.map(({ name }, i) => `<sheet name="${name}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`);
  return `<?xml version="1.0"?><workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets>${list.join('')}</sheets></workbook>`;
}

const partOf = (sheet: HandMadeSheet, i: number) =>
  sheet.sheetData === undefined ? `chartsheets/sheet${i + 1}.xml` : `worksheets/sheet${i + 1}.xml`;

function relationshipsXml(sheets: readonly HandMadeSheet[]): string {
  const list = sheets.map((sheet, i) => {
    const type = sheet.sheetData === undefined ? 'chartsheet' : 'worksheet';
    return `<Relationship Id="rId${i + 1}" Type="${RELATIONSHIPS}/${type}" Target="${partOf(sheet, i)}"/>`;
  });
  return `<?xml version="1.0"?><Relationships xmlns="${PACKAGE_RELATIONSHIPS}">${list.join('')}</Relationships>`;
}

function sheetXml(sheet: HandMadeSheet): string {
  if (sheet.sheetData === undefined) return `<?xml version="1.0"?><chartsheet xmlns="${MAIN}"/>`;
  return `<?xml version="1.0"?><worksheet xmlns="${MAIN}"><sheetData>${sheet.sheetData}</sheetData></worksheet>`;
}

/**
 * A workbook written by hand, for what no spreadsheet application writes (hostile references, a
 * part bigger than its directory says), with `extra` entries beside its parts.
 */
export function handMadeWorkbook(sheets: readonly HandMadeSheet[], extra: ZipEntry[] = []): Promise<Buffer> {
  return zipBuffer([
    { name: 'xl/workbook.xml', content: workbookXml(sheets) },
    { name: 'xl/_rels/workbook.xml.rels', content: relationshipsXml(sheets) },
    ...sheets.map((sheet, i) => ({ name: `xl/${partOf(sheet, i)}`, content: sheetXml(sheet) })),
    ...extra,
  ]);
}

/** A row of inline-string cells from column A, as `<row>` XML. */
export function inlineRow(row: number, values: readonly string[]): string {
  const cells = values.map((value, i) => {
    const reference = `${String.fromCharCode(65 + i)}${row}`;
    return `<c r="${reference}" t="inlineStr"><is><t>${value}</t></is></c>`;
  });
  return `<row r="${row}">${cells.join('')}</row>`;
}

const LOCAL_HEADER = 0x04034b50;

/**
 * Rewrites one entry's local header and leaves its central directory record as it was, as a hostile
 * archiver would: `patch` gets the header's offset.
 */
export function patchLocalHeader(zip: Buffer, entryName: string, patch: (at: number) => void): Buffer {
  for (let at = 0; at + 30 <= zip.length; at++) {
    if (zip.readUInt32LE(at) !== LOCAL_HEADER) continue;
    const nameLength = zip.readUInt16LE(at + 26);
    if (zip.toString('latin1', at + 30, at + 30 + nameLength) === entryName) {
      patch(at);
      return zip;
    }
  }
  throw new Error(`No local header for ${entryName}`);
}
