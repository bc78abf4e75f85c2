import { DOCUMENT_TYPE } from '@inventario/shared/contracts/documents';
import type { ExportRequest } from '@inventario/shared/contracts/exports';
import { toIsoDate } from '@inventario/shared/format/date';
import { entry, fileNameOf, type RendererTable } from '../renderer-support.ts';
import { writeCsv } from './export-csv.ts';
import { countRows, readRows } from './export-sources.ts';
import { checkColumns, type ExportTable, exportTable } from './export-table.ts';
import { writeWorkbook } from './export-workbook.ts';

/** The time zone of an export that names none: the schools'. */
const SCHOOL_TIME_ZONE = 'Europe/Rome';

interface ExportData {
  request: ExportRequest;
  table: ExportTable;
}

const CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;

/** A list's export (issue 20): the rows its screen shows, read at once, written with their progress. */
export const exportRenderers: RendererTable = {
  [DOCUMENT_TYPE.listExport]: entry<typeof DOCUMENT_TYPE.listExport, ExportData>({
    check: async (tx, customerCode, request) => {
      checkColumns(request);
      await countRows(tx, customerCode, request);
    },
    load: async (tx, customerCode, request) => ({
      request,
      table: exportTable(request, await readRows(tx, customerCode, request)),
    }),
    render: async ({ request, table }, progress) => {
      const options = { timeZone: request.timeZone ?? SCHOOL_TIME_ZONE, progress };
      const bytes =
        request.format === 'xlsx' ? await writeWorkbook(table, options) : await writeCsv(table, options);
      const fileName = fileNameOf(request.title, toIsoDate(new Date()), request.format);
      return [{ fileName, contentType: CONTENT_TYPES[request.format], bytes }];
    },
  }),
};
