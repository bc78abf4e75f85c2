import type { ImportReadingLimits } from './import-limits.ts';
import { refuse } from './import-refusal.ts';
import type { RawCell, RawSheet } from './raw-sheets.ts';

/** A string trimmed; nothing left is an empty cell, as a cell of spaces looks empty in a spreadsheet. */
export function textCell(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

const isEmptyRow = (row: readonly RawCell[]) => row.every((cell) => cell === null);

/** Columns up to the row's last non-empty cell: empty cells after it are no column of the sheet. */
function usedColumns(row: readonly RawCell[]): number {
  let end = row.length;
  while (end > 0 && row[end - 1] === null) end--;
  return end;
}

/**
 * A sheet's rows, added one at a time. Empty rows are held back until a non-empty row follows, so
 * that the empty rows at the end are dropped without being kept: a CSV of a million blank lines
 * costs a count, not a million rows. The limits are checked as rows come, before the sheet is whole.
 */
export class SheetRows {
  readonly name: string;
  private readonly limits: ImportReadingLimits;
  private readonly rows: RawCell[][] = [];
  private readonly heldBack: RawCell[][] = [];
  private heldBackCount = 0;

  constructor(name: string, limits: ImportReadingLimits) {
    this.name = name;
    this.limits = limits;
  }

  add(row: RawCell[]): void {
    if (isEmptyRow(row)) {
      this.holdBack(row);
      return;
    }
    if (this.rows.length + this.heldBackCount >= this.limits.maxSheetRows) {
      refuse('importSheetTooManyRows', { sheet: this.name, limit: this.limits.maxSheetRows });
    }
    if (usedColumns(row) > this.limits.maxSheetColumns) {
      refuse('importSheetTooManyColumns', { sheet: this.name, limit: this.limits.maxSheetColumns });
    }
    for (const empty of this.heldBack) this.rows.push(empty);
    this.heldBack.length = 0;
    this.heldBackCount = 0;
    this.rows.push(row);
  }

  /** The sheet, or null when it has no non-empty row: a sheet with nothing in it is left out. */
  sheet(): RawSheet | null {
    return this.rows.length === 0 ? null : { name: this.name, rows: this.rows };
  }

  /** Past the row limit an empty row is only counted: any non-empty row after it refuses the sheet. */
  private holdBack(row: RawCell[]): void {
    if (this.rows.length + this.heldBackCount < this.limits.maxSheetRows) this.heldBack.push(row);
    this.heldBackCount++;
  }
}
