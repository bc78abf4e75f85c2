/** The reader's limits against hostile or runaway files; tests lower them to stay fast. */
export interface ImportReadingLimits {
  /** Bytes of the uploaded file itself. */
  maxFileBytes: number;
  /** Entries in a zip's central directory (an .xlsx is a zip too), folders and skipped ones included. */
  maxArchiveEntries: number;
  /** Bytes all of a zip's entries inflate to, counted as they stream. */
  maxArchiveBytes: number;
  /** Bytes one zip entry inflates to. */
  maxEntryBytes: number;
  /** Inflated ÷ compressed bytes of an entry, checked once it passes `compressionRatioFloor`. */
  maxCompressionRatio: number;
  /** Small entries may compress well (a sheet of repeated values); a bomb has to be big to hurt. */
  compressionRatioFloor: number;
  /** Rows of one sheet, its header row included. */
  maxSheetRows: number;
  /** Columns of one sheet, up to its last non-empty cell. */
  maxSheetColumns: number;
  /**
   * Cells of the rectangle a worksheet's cell references span, empty cells included: read-excel-file
   * builds that whole rectangle, so a workbook of a few bytes with one cell in XFD1048576 would ask
   * for 17 billion of them. As many as the largest sheet the row and column limits let through.
   */
  maxSheetGridCells: number;
}

const MB = 1024 * 1024;

export const IMPORT_READING_LIMITS: ImportReadingLimits = {
  // Spec: an import file is at most 50 MB.
  maxFileBytes: 50 * MB,
  maxArchiveEntries: 200,
  maxArchiveBytes: 400 * MB,
  maxEntryBytes: 200 * MB,
  // A sheet's XML deflates about 10 to 20 times; a CSV of repeated codes somewhat more.
  maxCompressionRatio: 100,
  compressionRatioFloor: 1 * MB,
  maxSheetRows: 100_000,
  maxSheetColumns: 200,
  maxSheetGridCells: 100_000 * 200,
};
