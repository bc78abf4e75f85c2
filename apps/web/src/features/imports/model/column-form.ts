import type { ImportColumns } from '@inventario/shared/contracts/imports';
import { type ColumnMapping, columnMappingProblems } from '@inventario/shared/domain/imports/column-mapping';
import { SCHOOL_SOFTWARE_FIELDS } from '@inventario/shared/domain/imports/import-format';

/** The fields the user gives a column, in the format's order, the required ones marked. */
export const COLUMN_FIELDS = SCHOOL_SOFTWARE_FIELDS.map((field) => ({
  key: field.key,
  required: field.required === true,
}));

/** The form's values: every field, with its column's header or null. */
export function columnFormValues(mapping: ColumnMapping): ColumnMapping {
  return Object.fromEntries(COLUMN_FIELDS.map(({ key }) => [key, mapping[key] ?? null]));
}

/**
 * The message of each field the mapping cannot be used with (an i18n key): a required field without a
 * column, a column given to two fields (both are marked). The server checks the same.
 */
export function columnFormErrors(headers: readonly string[], values: ColumnMapping): Map<string, string> {
  const errors = new Map<string, string>();
  for (const problem of columnMappingProblems(headers, values)) {
    const message = `imports.columns.problems.${problem.code}`;
    errors.set(problem.field, message);
    if (problem.code === 'columnTwice')
      for (const [field, header] of Object.entries(values))
        if (header !== null && header === values[problem.field]) errors.set(field, message);
  }
  return errors;
}

/** The first value the file's first rows have in a column, to show beside the field that takes it. */
export function sampleOf(columns: ImportColumns, header: string | null): string | undefined {
  if (header === null) return undefined;
  const index = columns.headers.indexOf(header);
  if (index < 0) return undefined;
  return columns.samples.map((row) => row[index]).find((value) => value !== undefined && value !== '');
}
