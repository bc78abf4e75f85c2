import { DOCUMENT_TYPE } from '@inventario/shared/contracts/documents';
import type { ExportRequest } from '@inventario/shared/contracts/exports';
import { toIsoDate } from '@inventario/shared/format/date';
import { entry, fileNameOf, type RendererTable } from '../renderer-support.ts';
import { writeCsv } from './export-csv.ts';
import { countRows, readRows } from './export-sources.ts';
import { checkColumns, checkTable, type ExportTable, exportTable, tableOfCells } from './export-table.ts';
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

/**
 * A list's export (issue 20): the rows its screen shows, read at once (or, for a list the client
 * builds itself, the cells it sent), written with their progress.
 */
export const exportRenderers: RendererTable = {
  [DOCUMENT_TYPE.listExport]: entry<typeof DOCUMENT_TYPE.listExport, ExportData>({
    check: async (tx, customerCode, request, context) => {
      if (request.list === 'table') return checkTable(request);
      checkColumns(request);
      await countRows(tx, customerCode, request, { requestedBy: context?.requestedBy });
    },
    load: async (tx, customerCode, request, context) => ({
      request,
      table:
        request.list === 'table'
          ? tableOfCells(request)
          : exportTable(
              request,
              await readRows(tx, customerCode, request, { requestedBy: context?.requestedBy }),
            ),
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
