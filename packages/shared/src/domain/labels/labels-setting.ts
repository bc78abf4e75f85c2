/** A label layout: a sheet of rows × columns, or a Zebra printer's roll (one label at a time). */
export interface LabelLayout {
  kind: 'sheet' | 'zebra';
  rowsNumber: number;
  columnsNumber: number;
}

export const LABEL_HEADING_MAX = { twoColumns: 100, threeColumns: 60, zebra: 40, default: 60 } as const;

/** The longest heading that fits a label of this layout (spec 01 §5). */
export function labelHeadingMaxLength(layout: LabelLayout | undefined): number {
  if (!layout) return LABEL_HEADING_MAX.default;
  if (layout.kind === 'zebra') return LABEL_HEADING_MAX.zebra;
  if (layout.columnsNumber === 2) return LABEL_HEADING_MAX.twoColumns;
  if (layout.columnsNumber === 3) return LABEL_HEADING_MAX.threeColumns;
  return LABEL_HEADING_MAX.default;
}

export const LABEL_GRID_LIMITS = { rows: { min: 1, max: 40 }, columns: { min: 1, max: 6 } } as const;
export const BARCODE_SCALE_LIMITS = { min: 0.5, max: 4 } as const;

/** The grid of start positions is useless for a one-label layout (spec 01 §5). */
export function startPositionSelectable(layout: LabelLayout): boolean {
  return layout.kind !== 'zebra' && layout.rowsNumber * layout.columnsNumber > 1;
}
