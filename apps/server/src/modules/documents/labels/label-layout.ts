import type { LabelsLayoutSetting, LabelView } from './label-view.ts';

/**
 * Where labels go, in PDF points (1/72 inch, origin top left).
 *
 * Sheets: the sheets the product's layouts name (A4 3×8 of 70×37 mm, 3×7 of 70×42.3 mm, 2×7 of
 * 105×42.3 mm) are die-cut edge to edge across the page, so a sheet layout divides the whole A4 page
 * into rows × columns equal cells (3×8: 70×37.1 mm). The content keeps a padding inside its cell (4 mm,
 * less on tiny cells), which also keeps it out of the few millimetres an office printer cannot print
 * near the paper's edge and absorbs the sheets' small top margins. Cells fill row by row.
 *
 * Zebra: one label per page of 100×50 mm (the usual asset label on a 4-inch printer), the same size as
 * the ZPL's `^PW800 ^LL400` at 203 dpi.
 */
const PT_PER_MM = 72 / 25.4;
export const mm = (millimetres: number) => millimetres * PT_PER_MM;

export interface Size {
  width: number;
  height: number;
}

export const A4: Size = { width: mm(210), height: mm(297) };
export const ZEBRA_LABEL: Size = { width: mm(100), height: mm(50) };

/** A line (or lines) of centred text: `y` is the top of its first line. */
export interface TextSlot {
  y: number;
  size: number;
  bold: boolean;
  lineHeight: number;
  maxLines: number;
}

/** The content of every label of a plan, relative to its cell's top left corner. */
export interface LabelTemplate {
  /** The content column: from `x`, `width` wide; every line is centred in it. */
  x: number;
  width: number;
  /** Null (as `codMin`, `original`) only when the cell is too small to carry it. */
  heading: TextSlot | null;
  codMin: TextSlot | null;
  /** Null when the layout prints a QR code only. */
  barcode: { y: number; height: number } | null;
  /** The QR code's square (its quiet zone included), right of the content column; null for barcodes only. */
  qr: { x: number; y: number; side: number } | null;
  number: TextSlot;
  original: TextSlot | null;
  /**
   * The bar module the layout wants and the printer's dot it is a multiple of (a bar that falls on
   * whole printer dots prints at its true width, so scanners read it).
   */
  module: { preferred: number; pitch: number };
}

export interface PlacedLabel {
  /** The cell's top left corner on its page. */
  x: number;
  y: number;
  /** 1-based, as the start position grid. */
  row: number;
  column: number;
  view: LabelView;
}

export interface LabelsPlan {
  kind: LabelsLayoutSetting['kind'];
  pageSize: Size;
  cellSize: Size;
  template: LabelTemplate;
  pages: PlacedLabel[][];
}

interface LabelStyle {
  padding: number;
  headingSize: number;
  codMinSize: number;
  numberSize: number;
  originalSize: number;
  lineHeight: number;
  gap: number;
  barcodeMinHeight: number;
  barcodeMaxHeight: number;
  moduleDots: number;
  dotsPerInch: number;
  /** The QR code's square at most (sheets: a QR of 15 mm or more with its quiet zone). */
  qrMaxSide: number;
  /** Between the content column and the QR code. */
  qrGap: number;
}

// Sheets print on office printers (300/600 dpi): a 4-dot module is 0.34 mm, within any scanner's reach.
const SHEET_STYLE: LabelStyle = {
  padding: mm(4),
  headingSize: 7,
  codMinSize: 7,
  numberSize: 9,
  originalSize: 6.5,
  lineHeight: 1.2,
  gap: mm(1),
  barcodeMinHeight: mm(8),
  barcodeMaxHeight: mm(16),
  moduleDots: 4,
  dotsPerInch: 300,
  qrMaxSide: mm(22),
  qrGap: mm(1.5),
};

// A Zebra prints at 203 dpi: 2 dots (0.25 mm) is the module of the ZPL's `^BY2`.
const ZEBRA_STYLE: LabelStyle = {
  padding: mm(3),
  headingSize: 10,
  codMinSize: 9,
  numberSize: 13,
  originalSize: 9,
  lineHeight: 1.2,
  gap: mm(1.2),
  barcodeMinHeight: mm(10),
  barcodeMaxHeight: mm(18),
  moduleDots: 2,
  dotsPerInch: 203,
  qrMaxSide: mm(30),
  qrGap: mm(2),
};

const HEADING_LINES = 2;
/** Text and gaps shrink at most to this on cells too small for the nominal sizes. */
const MIN_SHRINK = 0.5;

export interface LabelGrid {
  pageSize: Size;
  cellSize: Size;
  rows: number;
  columns: number;
}

/** The page and its cells: a zebra label is its own page, a sheet's cells divide A4. */
export function labelGrid(setting: LabelsLayoutSetting): LabelGrid {
  if (setting.kind === 'zebra') return { pageSize: ZEBRA_LABEL, cellSize: ZEBRA_LABEL, rows: 1, columns: 1 };
  const { rowsNumber: rows, columnsNumber: columns } = setting;
  return { pageSize: A4, cellSize: { width: A4.width / columns, height: A4.height / rows }, rows, columns };
}

/**
 * How many cells of the first sheet stay empty: the user starts on a half-used sheet at a 1-based row
 * and column. A one-label layout has no choice (spec 01 §5: the grid is disabled).
 */
export function skippedCells(
  grid: Pick<LabelGrid, 'rows' | 'columns'>,
  start?: { row: number; column: number },
) {
  if (!start || grid.rows * grid.columns === 1) return 0;
  const { row, column } = start;
  if (!Number.isInteger(row) || !Number.isInteger(column))
    throw new RangeError('start row and column are whole');
  if (row < 1 || row > grid.rows || column < 1 || column > grid.columns) {
    throw new RangeError(`start ${row},${column} is outside the ${grid.rows}×${grid.columns} grid`);
  }
  return (row - 1) * grid.columns + (column - 1);
}

/** The labels placed on pages, the first page's first `skipped` cells left empty. */
export function paginateLabels(
  grid: LabelGrid,
  views: readonly LabelView[],
  skipped: number,
): PlacedLabel[][] {
  const perPage = grid.rows * grid.columns;
  const pages: PlacedLabel[][] = [];
  views.forEach((view, index) => {
    const cell = index + skipped;
    const pageIndex = Math.floor(cell / perPage);
    const onPage = cell % perPage;
    const row = Math.floor(onPage / grid.columns);
    const column = onPage % grid.columns;
    const page = pages[pageIndex] ?? [];
    pages[pageIndex] = page;
    page.push({
      x: column * grid.cellSize.width,
      y: row * grid.cellSize.height,
      row: row + 1,
      column: column + 1,
      view,
    });
  });
  return pages;
}

/** The lines a label carries; a cell too small for all of them drops some (see `contentVariants`). */
interface LabelLines {
  headingLines: number;
  codMin: boolean;
  original: boolean;
}

/**
 * From all lines to the number alone: the original number goes first, then the heading's second line,
 * the heading, the ministerial code. Only cells far smaller than any label sheet get that far.
 */
function contentVariants(withOriginal: boolean): LabelLines[] {
  const variants: LabelLines[] = [
    { headingLines: HEADING_LINES, codMin: true, original: withOriginal },
    { headingLines: HEADING_LINES, codMin: true, original: false },
    { headingLines: 1, codMin: true, original: false },
    { headingLines: 0, codMin: true, original: false },
    { headingLines: 0, codMin: false, original: false },
  ];
  return withOriginal ? variants : variants.slice(1);
}

function textHeights(style: LabelStyle, lines: LabelLines) {
  const sizes = [style.numberSize];
  if (lines.headingLines > 0) sizes.push(style.headingSize * lines.headingLines);
  if (lines.codMin) sizes.push(style.codMinSize);
  if (lines.original) sizes.push(style.originalSize);
  // One gap between each line and the barcode.
  return {
    text: sizes.reduce((sum, size) => sum + size * style.lineHeight, 0),
    gaps: style.gap * sizes.length,
  };
}

/** The fullest content whose text need not shrink below MIN_SHRINK, and how much it shrinks. */
function chooseContent(style: LabelStyle, contentHeight: number, barcodeMin: number, withOriginal: boolean) {
  const variants = contentVariants(withOriginal);
  const shrinkOf = (lines: LabelLines) => {
    const { text, gaps } = textHeights(style, lines);
    return Math.min(1, contentHeight / (text + gaps + barcodeMin));
  };
  for (const lines of variants) {
    const shrink = shrinkOf(lines);
    if (shrink >= MIN_SHRINK) return { lines, shrink };
  }
  const leanest = variants.at(-1) as LabelLines;
  return { lines: leanest, shrink: shrinkOf(leanest) };
}

/**
 * The content of a cell, top to bottom: heading (up to two lines), ministerial code, barcode, inventory
 * number, original inventory number (its line is kept on every label when asked for, so all labels
 * look alike). The barcode takes the height left, up to its maximum; the block is centred vertically.
 */
export function labelTemplate(
  kind: LabelsLayoutSetting['kind'],
  cell: Size,
  options: { withOriginal: boolean; barcodeScale: number; symbols?: LabelsLayoutSetting['symbols'] },
): LabelTemplate {
  const style = kind === 'zebra' ? ZEBRA_STYLE : SHEET_STYLE;
  const symbols = options.symbols ?? 'barcode';
  const padding = Math.min(style.padding, cell.height * 0.1, cell.width * 0.06);
  const content = { width: cell.width - 2 * padding, height: cell.height - 2 * padding };
  // The QR code takes a square on the right (at most 45 % of the width beside a barcode, 50 % alone);
  // the lines and the barcode are centred in the column left of it.
  let qr: LabelTemplate['qr'] = null;
  if (symbols !== 'barcode') {
    const share = symbols === 'both' ? 0.45 : 0.5;
    const side = Math.min(style.qrMaxSide, content.height, content.width * share);
    qr = { x: padding + content.width - side, y: padding + (content.height - side) / 2, side };
    content.width -= side + style.qrGap;
  }
  const withBarcode = symbols !== 'qr';
  const barcodeMin = withBarcode ? style.barcodeMinHeight * options.barcodeScale : 0;
  const { lines, shrink } = chooseContent(style, content.height, barcodeMin, options.withOriginal);
  const { text, gaps } = textHeights(style, lines);
  const textBlock = (text + gaps) * shrink;
  const barcodeHeight = withBarcode
    ? Math.min(style.barcodeMaxHeight * options.barcodeScale, content.height - textBlock)
    : 0;
  let y = padding + (content.height - textBlock - barcodeHeight) / 2;
  const slot = (size: number, bold: boolean, maxLines: number): TextSlot => {
    const placed = { y, size: size * shrink, bold, lineHeight: style.lineHeight, maxLines };
    y += size * shrink * style.lineHeight * maxLines + style.gap * shrink;
    return placed;
  };
  const heading = lines.headingLines > 0 ? slot(style.headingSize, true, lines.headingLines) : null;
  const codMin = lines.codMin ? slot(style.codMinSize, false, 1) : null;
  const barcode = withBarcode ? { y, height: barcodeHeight } : null;
  if (withBarcode) y += barcodeHeight + style.gap * shrink;
  const number = slot(style.numberSize, true, 1);
  const original = lines.original ? slot(style.originalSize, false, 1) : null;
  const pitch = 72 / style.dotsPerInch;
  const preferred = Math.max(1, Math.round(style.moduleDots * options.barcodeScale)) * pitch;
  return {
    x: padding,
    width: content.width,
    heading,
    codMin,
    barcode,
    number,
    original,
    qr,
    module: { preferred, pitch },
  };
}

/** Pages of placed labels for a setting, a start position and the labels' views. */
export function planLabels(
  setting: LabelsLayoutSetting,
  views: readonly LabelView[],
  options: { start?: { row: number; column: number }; withOriginal: boolean },
): LabelsPlan {
  const grid = labelGrid(setting);
  return {
    kind: setting.kind,
    pageSize: grid.pageSize,
    cellSize: grid.cellSize,
    template: labelTemplate(setting.kind, grid.cellSize, {
      withOriginal: options.withOriginal,
      barcodeScale: setting.barcodeScale,
      symbols: setting.symbols,
    }),
    pages: paginateLabels(grid, views, skippedCells(grid, options.start)),
  };
}
