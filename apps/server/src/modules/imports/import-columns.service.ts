import {
  COLUMN_MAPPING_STATES,
  type ImportColumns,
  type ImportState,
  type ImportSummary,
} from '@inventario/shared/contracts/imports';
import {
  type ColumnMapping,
  columnMappingProblems,
  type FileColumns,
  proposeColumnMapping,
} from '@inventario/shared/domain/imports/column-mapping';
import { IMPORT_TYPE, type ImportType } from '@inventario/shared/domain/imports/import-format';
import { mutate, read } from '../../db/unit-of-work.ts';
import { AppError } from '../../http/app-error.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { recordAudit } from '../audit/index.ts';
import { findColumnChoice, saveColumnChoice } from './import-columns.repo.ts';
import { deleteMappings } from './import-lists.repo.ts';
import { IMPORT_VALIDATION_QUEUE } from './import-queues.ts';
import { toImportSummary } from './import-summary.ts';
import type { ImportsDeps } from './imports.deps.ts';
import type * as repo from './imports.repo.ts';
import { moveImport } from './imports.repo.ts';
import { importOf, refuseOtherSchoolsTypes } from './imports.service.ts';

/**
 * Type 4's column step (docs/IMPORTS.md): the file's columns once read, and the user's word on which
 * column holds which field, remembered for the school's next import of the type.
 */

/** The file's columns of a type-4 import that has been read and is not importing yet. */
function columnsOf(row: repo.ImportRow): FileColumns {
  const takesColumns = COLUMN_MAPPING_STATES.includes(row.state as ImportState);
  if (row.type !== IMPORT_TYPE.schoolSoftware || !takesColumns || row.fileColumns === null)
    throw new AppError('importColumnsNotExpected');
  return row.fileColumns as FileColumns;
}

/** `GET /import/{id}/columns`: the mapping given, else the school's last, else the headers naming a field. */
export function getImportColumns(
  deps: ImportsDeps,
  context: RequestContext,
  id: string,
): Promise<ImportColumns> {
  return read(deps.db, context, async (tx) => {
    const row = await importOf(tx, context, id);
    const columns = columnsOf(row);
    const given = row.columnMapping as ColumnMapping | null;
    const remembered = given ? null : await findColumnChoice(tx, context.customerCode, row.type);
    return {
      ...columns,
      mapping: given ?? proposeColumnMapping(columns.headers, remembered),
      remembered: remembered !== null,
    };
  });
}

/**
 * `PUT /import/{id}/columns`: a mapping the file's headers allow is kept, remembered for the school,
 * and the file checked again with it (its temp lists, from other columns, start afresh).
 */
export async function saveImportColumns(
  deps: ImportsDeps,
  context: RequestContext,
  id: string,
  mapping: ColumnMapping,
): Promise<ImportSummary> {
  return mutate(deps.db, context, async (tx) => {
    const row = await importOf(tx, context, id);
    refuseOtherSchoolsTypes(context, row.type as ImportType);
    const [problem] = columnMappingProblems(columnsOf(row).headers, mapping);
    if (problem)
      throw new AppError('importColumnsInvalid', undefined, { field: problem.field, problem: problem.code });
    const changes = { state: 'validating', columnMapping: mapping, report: null, validatedAt: null };
    if (!(await moveImport(tx, context.customerCode, id, COLUMN_MAPPING_STATES, changes)))
      throw new AppError('importColumnsNotExpected');
    await deleteMappings(tx, context.customerCode, id);
    await saveColumnChoice(tx, {
      customerCode: context.customerCode,
      type: row.type,
      mapping,
      updatedBy: context.username,
      updatedAt: deps.now(),
    });
    await deps.jobs.send(tx, IMPORT_VALIDATION_QUEUE, { customerCode: context.customerCode, importId: id });
    await recordAudit(tx, context, {
      action: 'import.columns',
      entity: 'import',
      entityId: id,
      after: mapping,
    });
    return toImportSummary({ ...row, ...changes });
  });
}
