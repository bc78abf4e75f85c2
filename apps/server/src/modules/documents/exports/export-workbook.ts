import { PassThrough } from 'node:stream';
import type { ExportKind } from '@inventario/shared/domain/exports/export-columns';
import { wallClockOf } from '@inventario/shared/domain/exports/wall-clock';
import ExcelJS from 'exceljs';
import type { ProgressReport } from '../renderer-support.ts';
import { reportEvery } from './export-progress.ts';
import type { ExportCell, ExportTable } from './export-table.ts';

/** Euros the Italian way (`1.234,56 €`: the spreadsheet's locale draws the separators). */
const EURO_FORMAT = '#,##0.00 "€"';
const FORMATS: Partial<Record<ExportKind, string>> = {
  euro: EURO_FORMAT,
  date: 'dd/mm/yyyy',
  dateTime: 'dd/mm/yyyy hh:mm',
  integer: '0',
};
const WIDTHS: Record<ExportKind, number> = { text: 30, integer: 10, euro: 14, date: 11, dateTime: 16 };
/** A worksheet's name: at most 31 characters, none of `[]:*?/\` (Excel's rules). */
const sheetName = (title: string) => title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Elenco';

/** `2026-03-05` as the date a spreadsheet shows, whatever the server's time zone. */
function calendarDate(iso: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
}

/** An instant as the wall clock of `timeZone` reads it (a spreadsheet's date-times have no zone). */
function wallClock(iso: string, timeZone: string): Date | null {
  const clock = wallClockOf(iso, timeZone);
  if (!clock) return null;
  const { year, month, day, hour, minute, second } = clock;
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second));
}

/** A cell's value as exceljs writes it: text stays a text cell (never a formula), numbers and dates typed. */
function cellValue(kind: ExportKind, cell: ExportCell, timeZone: string): ExcelJS.CellValue {
  const { value } = cell;
  if (value === null || value === '') return null;
  if (kind === 'euro' || kind === 'integer') return Number(value);
  if (kind === 'date') return calendarDate(String(value)) ?? String(value);
  if (kind === 'dateTime') return wallClock(String(value), timeZone) ?? String(value);
  return String(value);
}

/** A number shown with its register's acronym: `"BM "0`, quotes in the prefix doubled. */
const prefixedFormat = (prefix: string) => `"${prefix.replaceAll('"', '""')} "0`;

function bytesOf(stream: PassThrough): Promise<Buffer> {
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

/**
 * The table as an `.xlsx` workbook of one sheet, written as a stream (a large list never sits in memory
 * twice): a bold frozen header row with filters, amounts in euros, dates as dates.
 */
export async function writeWorkbook(
  table: ExportTable,
  options: { timeZone: string; progress?: ProgressReport | undefined },
): Promise<Uint8Array> {
  const stream = new PassThrough();
  const bytes = bytesOf(stream);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Inventario';
  const sheet = workbook.addWorksheet(sheetName(table.title), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = table.headers.map((header, index) => {
    const kind = table.kinds[index] ?? 'text';
    const format = FORMATS[kind];
    return {
      header,
      width: Math.max(WIDTHS[kind], Math.min(header.length + 2, 40)),
      ...(format ? { style: { numFmt: format } } : {}),
    };
  });
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: table.headers.length } };
  const report = reportEvery(table.rows.length, options.progress);
  for (const [index, cells] of table.rows.entries()) {
    const row = sheet.addRow(
      cells.map((cell, column) => cellValue(table.kinds[column] ?? 'text', cell, options.timeZone)),
    );
    cells.forEach((cell, column) => {
      if (cell.prefix) row.getCell(column + 1).numFmt = prefixedFormat(cell.prefix);
    });
    row.commit();
    await report(index + 1);
  }
  sheet.commit();
  await workbook.commit();
  return bytes;
}
