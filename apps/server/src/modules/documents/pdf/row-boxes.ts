/** Rows measured and wrapped for a document's columns, before `table-layout.ts` places them on pages. */
import type { Align, AnyTableDocument, RowKind, TextMetrics, TextStyle } from './table-document.ts';
import { type PageFrame, type PlacedColumn, pageFrame, placeColumns } from './table-geometry.ts';
import { createTextFitter, type TextFitter } from './text-fitting.ts';

const DEFAULT_FONT_SIZE = 8;
export const PADDING_X = 3;
export const PADDING_Y = 2;
export const FILL = { header: 0.86, total: 0.9, carry: 0.95 };

export interface CellBox {
  x: number;
  width: number;
  align: Align;
  lines: readonly string[];
}

/** A row measured and wrapped, not yet placed on a page. */
export interface RowBox {
  cells: readonly CellBox[];
  lineCount: number;
  style: TextStyle;
  fill: number | undefined;
  carried: readonly number[] | undefined;
  /** Cells with fewer lines sit in the middle of the row's height (the header's titles). */
  middle?: boolean;
}

export type PerStyle<F> = Readonly<Record<TextStyle, F>>;

/** A column with its text fitting made once: every cell of the column goes through the same caches. */
export interface FittedColumn extends PlacedColumn {
  wrap: PerStyle<(text: string) => readonly string[]>;
  cut: PerStyle<(text: string) => string>;
}

export interface LayoutContext {
  metrics: TextMetrics;
  fitter: TextFitter;
  measure: PerStyle<(text: string) => number>;
  frame: PageFrame;
  columns: readonly FittedColumn[];
  fontSize: number;
  lineHeight: number;
  tableLeft: number;
  tableRight: number;
}

export function layoutContext(document: AnyTableDocument, metrics: TextMetrics): LayoutContext {
  const frame = pageFrame(document.page);
  const fontSize = document.fontSize ?? DEFAULT_FONT_SIZE;
  const fitter = createTextFitter(metrics);
  const columns = placeColumns(document.columns, frame).map((column): FittedColumn => {
    const inner = column.width - 2 * PADDING_X;
    const wrap = (style: TextStyle) => fitter.wrapper(inner, style, fontSize);
    const cut = (style: TextStyle) => fitter.ellipsizer(inner, style, fontSize);
    return { ...column, wrap: perStyle(wrap), cut: perStyle(cut) };
  });
  const last = columns[columns.length - 1];
  return {
    metrics,
    fitter,
    measure: perStyle((style) => fitter.measurer(style, fontSize)),
    frame,
    columns,
    fontSize,
    lineHeight: metrics.lineHeight(fontSize),
    tableLeft: frame.left,
    tableRight: last ? last.x + last.width : frame.left,
  };
}

export function perStyle<F>(make: (style: TextStyle) => F): PerStyle<F> {
  return { regular: make('regular'), bold: make('bold') };
}

export function styleOf(kind: RowKind | undefined): TextStyle {
  return kind === 'subtotal' || kind === 'total' ? 'bold' : 'regular';
}

export function fillOf(kind: RowKind | undefined): number | undefined {
  return kind === 'subtotal' || kind === 'total' ? FILL.total : undefined;
}

export interface RowOptions {
  align?: Align;
  oneLine?: boolean;
  middle?: boolean;
}

/** A cell's lines in its column: wrapped, or on one line cut with an ellipsis. */
function cellLines(
  column: FittedColumn,
  text: string,
  style: TextStyle,
  options: RowOptions,
): readonly string[] {
  if (options.oneLine || column.overflow === 'ellipsis') return text ? [column.cut[style](text)] : [];
  return column.wrap[style](text);
}

export function rowBox(
  ctx: LayoutContext,
  texts: readonly string[],
  style: TextStyle,
  fill: number | undefined,
  carried?: readonly number[],
  options: RowOptions = {},
): RowBox {
  let lineCount = 1;
  const cells = ctx.columns.map((column, index): CellBox => {
    const lines = cellLines(column, texts[index] ?? '', style, options);
    lineCount = Math.max(lineCount, lines.length);
    return { x: column.x, width: column.width, align: options.align ?? column.align, lines };
  });
  return { cells, lineCount, style, fill, carried, middle: options.middle };
}

/** The number of lines `rowBox` would give the row (its height), without making its cells. */
export function rowLineCount(
  ctx: LayoutContext,
  texts: readonly string[],
  style: TextStyle,
  options: RowOptions = {},
): number {
  let lineCount = 1;
  for (let index = 0; index < ctx.columns.length; index++) {
    const column = ctx.columns[index] as FittedColumn;
    lineCount = Math.max(lineCount, cellLines(column, texts[index] ?? '', style, options).length);
  }
  return lineCount;
}

/** One cell across the whole table: what an empty table says. */
export function messageRow(ctx: LayoutContext, message: string): RowBox {
  const width = ctx.tableRight - ctx.tableLeft;
  const lines = ctx.fitter.wrap(message, width - 2 * PADDING_X, 'regular', ctx.fontSize);
  const cells = [{ x: ctx.tableLeft, width, align: 'left' as const, lines }];
  return {
    cells,
    lineCount: Math.max(1, lines.length),
    style: 'regular',
    fill: undefined,
    carried: undefined,
  };
}

export function rowHeight(ctx: LayoutContext, lineCount: number): number {
  return lineCount * ctx.lineHeight + 2 * PADDING_Y;
}
