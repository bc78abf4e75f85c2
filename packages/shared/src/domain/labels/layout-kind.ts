import type { LabelLayout } from './labels-setting.ts';

/**
 * A Zebra printer prints from a roll, one label at a time, so a zebra layout is always one row by one
 * column; a sheet may have any grid within LABEL_GRID_LIMITS.
 */
export function layoutMatchesKind(layout: LabelLayout): boolean {
  return layout.kind !== 'zebra' || (layout.rowsNumber === 1 && layout.columnsNumber === 1);
}
