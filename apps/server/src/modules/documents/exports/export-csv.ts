import { CSV_BOM, csvLine, csvText } from '@inventario/shared/domain/exports/csv';
import type { ProgressReport } from '../renderer-support.ts';
import { reportEvery } from './export-progress.ts';
import type { ExportTable } from './export-table.ts';

/** The table as an Italian spreadsheet opens a CSV: UTF-8 with a BOM, `;`, decimal comma. */
export async function writeCsv(
  table: ExportTable,
  options: { timeZone: string; progress?: ProgressReport | undefined },
): Promise<Uint8Array> {
  const report = reportEvery(table.rows.length, options.progress);
  const parts = [CSV_BOM, csvLine(table.headers)];
  for (const [index, row] of table.rows.entries()) {
    const fields = row.map((cell, column) =>
      csvText(table.kinds[column] ?? 'text', cell.value, { prefix: cell.prefix, timeZone: options.timeZone }),
    );
    parts.push(csvLine(fields));
    await report(index + 1);
  }
  return new TextEncoder().encode(parts.join(''));
}
