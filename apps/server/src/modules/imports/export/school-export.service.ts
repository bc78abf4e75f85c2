import { WHOLE_INVENTORY_SHEETS } from '@inventario/shared/domain/imports/import-format';
import { read } from '../../../db/unit-of-work.ts';
import type { RequestContext } from '../../../http/request-context.ts';
import type { ImportsDeps } from '../imports.deps.ts';
import { writeWorkbook } from '../templates/workbook-writer.ts';
import { exportSheetRows } from './export-rows.ts';
import { readExportRows } from './school-export.repo.ts';

/**
 * `GET /import/type/1/export`: the school's whole inventory in the type-1 format, one workbook with
 * every sheet, read in one transaction so the sheets agree with each other.
 */
export async function exportSchool(deps: Pick<ImportsDeps, 'db'>, context: RequestContext): Promise<Buffer> {
  const rows = await read(deps.db, context, (tx) => readExportRows(tx, context.customerCode));
  const bySheet = exportSheetRows(rows);
  return writeWorkbook(
    WHOLE_INVENTORY_SHEETS.map((definition) => ({ definition, rows: bySheet[definition.key] ?? [] })),
  );
}
