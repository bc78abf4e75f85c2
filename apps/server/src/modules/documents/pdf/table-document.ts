/**
 * What a printed table document is made of (DESIGN §8), and what its layout gives back. The layout is
 * pure (`table-layout.ts`): it reads a `TableDocument` and a way to measure text and answers pages of
 * positioned text, rules and fills, in points from the page's top-left corner, one page at a time
 * after a first pass that only counts them. Drawing them on pdfkit is a separate, thin step
 * (`draw-pages.ts`).
 */

export type TextStyle = 'regular' | 'bold';
export type Align = 'left' | 'right' | 'center';

export type PageOrientation = 'portrait' | 'landscape';

export interface Margins {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface PageSetup {
  /** A4 is the only paper the schools print on. */
  size: 'A4';
  orientation: PageOrientation;
  margins: Margins;
}

/** One line of the heading block printed at the top of every page. */
export interface HeadingLine {
  text: string;
  style?: TextStyle;
  /** Font size in points (default: the document's font size + 1). */
  size?: number;
  align?: Align;
}

export interface ColumnSpec {
  title: string;
  /** Points, or a share of what the fixed columns leave of the table's width. */
  width: number | { share: number };
  align?: Align;
  /** A long text wraps over more lines (default) or is cut with an ellipsis on one line. */
  overflow?: 'wrap' | 'ellipsis';
}

/** `data` rows are plain; `subtotal` and `total` rows are bold on a grey band. */
export type RowKind = 'data' | 'subtotal' | 'total';

export interface TableRow {
  /** One text per column; a `\n` starts a new line inside the cell. */
  cells: readonly string[];
  kind?: RowKind;
  /** Integer amounts (cents) this row adds to the carried totals, one per `carryForward.columns`. */
  carried?: readonly number[];
}

/**
 * Page totals carried from one page to the next ("a riportare" at the foot of a page, "riporto" under
 * the header of the next), as a paper register keeps them: each page's totals can be checked alone.
 */
export interface CarryForward {
  /** The columns whose amounts are carried, in the order of each row's `carried`. */
  columns: readonly number[];
  /** The column that holds the label. */
  labelColumn: number;
  broughtForwardLabel: string;
  carriedForwardLabel: string;
  format(amount: number): string;
}

/**
 * A table document. Its rows are read twice, in order (once to count the pages, once to draw them):
 * an array, or for a large document rows made one at a time as they are read (`Iterable`), so they are
 * never all held at once.
 */
export interface TableDocument<Rows extends Iterable<TableRow> = readonly TableRow[]> {
  page: PageSetup;
  heading: readonly HeadingLine[];
  columns: readonly ColumnSpec[];
  rows: Rows;
  /** What the body says when there are no rows. */
  emptyMessage: string;
  /** The footer of each page, known once the number of pages is: "Pagina 3 di 12". */
  footer(pageNumber: number, pageCount: number): string;
  carryForward?: CarryForward;
  /** Font size of the table, in points (default 8). */
  fontSize?: number;
}

/** A table document whatever its rows are: what the layout and the rendering read. */
export type AnyTableDocument = TableDocument<Iterable<TableRow>>;

/** How the layout measures text; widths are assumed additive (no kerning), as the drawing writes them. */
export interface TextMetrics {
  width(text: string, style: TextStyle, size: number): number;
  /** Distance between two baselines of this size. */
  lineHeight(size: number): number;
}

/** A line of text whose box has its top-left corner at (x, y). */
export interface PlacedText {
  text: string;
  x: number;
  y: number;
  style: TextStyle;
  size: number;
}

export interface Rule {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  /** Line width in points. */
  width: number;
  /** 0 black … 1 white. */
  gray: number;
}

export interface Fill {
  x: number;
  y: number;
  width: number;
  height: number;
  gray: number;
}

export interface LaidOutPage {
  texts: PlacedText[];
  rules: Rule[];
  fills: Fill[];
}

export interface LaidOutDocument {
  width: number;
  height: number;
  pages: LaidOutPage[];
}

/**
 * Pages to draw, in order, each laid out when it is read and dropped once drawn: what the drawing
 * takes (a `LaidOutDocument` is one, with its pages all laid out beforehand).
 */
export interface PageSequence {
  width: number;
  height: number;
  pages: Iterable<LaidOutPage>;
}
