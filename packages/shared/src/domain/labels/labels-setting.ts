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

/** The symbols a label prints: a Code 128 barcode of its inventory number, a QR code of the asset's link, or both. */
export const LABEL_SYMBOLS = ['barcode', 'qr', 'both'] as const;
export type LabelSymbols = (typeof LABEL_SYMBOLS)[number];

/** Sheets divide an A4 page (210×297 mm) into equal cells; a Zebra label is 100×50 mm. */
export function labelCellMillimetres(layout: LabelLayout): { width: number; height: number } {
  if (layout.kind === 'zebra') return { width: 100, height: 50 };
  return { width: 210 / layout.columnsNumber, height: 297 / layout.rowsNumber };
}

/**
 * The smallest cell (mm) that carries the symbols: a QR code of an asset's link (about 41 modules with
 * its quiet zone, at a 0.3 mm module) needs a square of 13 mm plus the padding and the inventory number;
 * beside a barcode it also needs the barcode's column (a Code 128 of `BM/123456` at its narrowest module).
 */
export const LABEL_SYMBOLS_MIN_CELL = {
  barcode: { width: 0, height: 0 },
  qr: { width: 20, height: 18 },
  both: { width: 52, height: 22 },
} as const satisfies Record<LabelSymbols, { width: number; height: number }>;

/** Whether the layout's labels have room for the chosen symbols (a barcode fits any layout, as before). */
export function labelSymbolsFit(layout: LabelLayout & { symbols: LabelSymbols }): boolean {
  const cell = labelCellMillimetres(layout);
  const min = LABEL_SYMBOLS_MIN_CELL[layout.symbols];
  return cell.width >= min.width && cell.height >= min.height;
}
