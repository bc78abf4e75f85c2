/**
 * What an exported list's column holds (issue 20 "Exports of every list"): the value of one row, typed
 * so a spreadsheet gets numbers, euro amounts and dates rather than text. The client names the
 * columns it shows, in its order and with its headers; the server computes the values from the same
 * rows the list's screen reads.
 */
export const EXPORT_KINDS = ['text', 'integer', 'euro', 'date', 'dateTime'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export type ExportValue = string | number | null;

export interface ExportColumn<R> {
  kind: ExportKind;
  value: (row: R) => ExportValue;
  /**
   * Text shown before a number (a register's acronym, "BM 12"): a spreadsheet keeps the number and
   * shows the text through the cell's format, so the column still sorts as numbers.
   */
  prefix?: (row: R) => string;
  /** The value is a code the client translates (a status): the request's `labels` name it. */
  coded?: true;
  /** What follows a coded value's words in this row ("Caricato: n." then "3/2026"). */
  suffix?: (row: R) => string | null;
  /**
   * The cell is text made of the request's `labels` as templates ("{{percent}} % dal {{year}}", a
   * print's subject), filled with the row's values: it replaces `value`'s, which stays the raw value.
   */
  words?: (row: R, templates: Readonly<Record<string, string>>) => string | null;
}

/** The columns one list can export, by the key its screen gives the column. */
export type ExportCatalog<R> = Readonly<Record<string, ExportColumn<R>>>;

/** A column as an export request names it: its key, its header, and the words of its codes. */
export interface RequestedColumn {
  key: string;
  header: string;
  labels?: Readonly<Record<string, string>> | undefined;
}

/** The keys of `columns` the catalog does not have: an export naming one is refused. */
export function unknownColumns(catalog: ExportCatalog<never>, columns: readonly RequestedColumn[]): string[] {
  return columns.map((column) => column.key).filter((key) => !Object.hasOwn(catalog, key));
}

/** A column's value of one row, its code turned into the client's words. */
export function exportValueOf<R>(column: ExportColumn<R>, requested: RequestedColumn, row: R): ExportValue {
  if (column.words) return column.words(row, requested.labels ?? {});
  const value = column.value(row);
  if (!column.coded || value === null) return value;
  const words = requested.labels?.[String(value)] ?? String(value);
  const suffix = column.suffix?.(row);
  return suffix ? `${words} ${suffix}` : words;
}
