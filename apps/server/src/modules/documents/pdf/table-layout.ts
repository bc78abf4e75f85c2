import {
  FILL,
  fillOf,
  type LayoutContext,
  layoutContext,
  messageRow,
  PADDING_X,
  PADDING_Y,
  type RowBox,
  rowBox,
  rowHeight,
  rowLineCount,
  styleOf,
} from './row-boxes.ts';
import type {
  AnyTableDocument,
  CarryForward,
  LaidOutDocument,
  LaidOutPage,
  PageSequence,
  PlacedText,
  Rule,
  TableRow,
  TextMetrics,
  TextStyle,
} from './table-document.ts';
import { alignedX } from './table-geometry.ts';

const HEADING_GAP = 6;
const FOOTER_GAP = 4;
const FRAME_RULE = { width: 0.6, gray: 0.25 };
const ROW_RULE = { width: 0.25, gray: 0.7 };

type RuleStyle = typeof FRAME_RULE;

/** A table document's pages, laid out one at a time as they are read, and how many there are. */
export interface TablePages extends PageSequence {
  pageCount: number;
}

/**
 * Lays a table document out on pages: the heading block and the header row on every page, rows that
 * never split unless one is taller than a page, page totals carried forward when asked, and
 * "Pagina N di M". Two passes over the rows, through the same `PageFlow`, so they break pages alike:
 * the first only counts the pages (rows measured into line counts, carried totals summed: numbers,
 * no placed text), which gives M; the second, run as `pages` is read, lays out one page at a time and
 * hands it over finished, so a document's layout never holds more than a page whatever its length.
 * Pure: `metrics` is the only view of the fonts.
 */
export function tablePages(document: AnyTableDocument, metrics: TextMetrics): TablePages {
  const ctx = layoutContext(document, metrics);
  const heading = headingBlock(ctx, document);
  const pageCount = countPages(ctx, document, heading.height);
  return {
    width: ctx.frame.width,
    height: ctx.frame.height,
    pageCount,
    pages: { [Symbol.iterator]: () => writePages(ctx, document, heading, pageCount) },
  };
}

/** The whole document laid out at once (small documents and tests): the pages of `tablePages`. */
export function layoutTableDocument(document: AnyTableDocument, metrics: TextMetrics): LaidOutDocument {
  const { width, height, pages } = tablePages(document, metrics);
  return { width, height, pages: [...pages] };
}

/** What page breaks are decided on: a row's height in lines and the amounts it adds to the totals. */
interface RowSize {
  lineCount: number;
  carried: readonly number[] | undefined;
}

/** The first pass: the rows' sizes through the flow, with nothing placed. */
function countPages(ctx: LayoutContext, document: AnyTableDocument, headingHeight: number): number {
  const flow = new PageFlow<RowSize>(ctx, document, headingHeight, COUNTING);
  // One object for every row: the flow reads a row's size and amounts and keeps neither.
  const size: RowSize = { lineCount: 1, carried: undefined };
  const rows = flowRows(ctx, document, flow, (row) => {
    size.lineCount = rowLineCount(ctx, row.cells, styleOf(row.kind));
    size.carried = row.carried;
    return size;
  });
  let step = rows.next();
  while (!step.done) step = rows.next();
  return flow.pageCount;
}

/** The second pass: the rows measured and wrapped again and placed, each page handed over when full. */
function* writePages(
  ctx: LayoutContext,
  document: AnyTableDocument,
  heading: HeadingBlock,
  pageCount: number,
): Generator<LaidOutPage, void, undefined> {
  const finished: LaidOutPage[] = [];
  const writer = new PageWriter(ctx, heading.texts, document.footer, pageCount, (page) =>
    finished.push(page),
  );
  const flow = new PageFlow<RowBox>(ctx, document, heading.height, writer);
  const rows = flowRows(ctx, document, flow, (row) =>
    rowBox(ctx, row.cells, styleOf(row.kind), fillOf(row.kind), row.carried),
  );
  for (const _ of rows) {
    while (finished.length > 0) yield finished.shift() as LaidOutPage;
  }
  while (finished.length > 0) yield finished.shift() as LaidOutPage;
  if (flow.pageCount !== pageCount) {
    throw new Error(
      `the table's two passes disagree: ${pageCount} pages counted, ${flow.pageCount} laid out`,
    );
  }
}

/**
 * Feeds the document's rows to the flow, in order, stopping after each (so a page can be taken as
 * soon as it is full), then the empty table's message if there was no row, then ends the last page.
 */
function* flowRows<R extends RowSize>(
  ctx: LayoutContext,
  document: AnyTableDocument,
  flow: PageFlow<R>,
  sizeOf: (row: TableRow) => R,
): Generator<void, void, undefined> {
  let empty = true;
  for (const row of document.rows) {
    empty = false;
    flow.add(sizeOf(row));
    yield;
  }
  if (empty) flow.addMessage(messageRow(ctx, document.emptyMessage));
  flow.finish();
}

/** The heading block's lines, the same on every page, and the height they take with the gap below. */
interface HeadingBlock {
  texts: PlacedText[];
  height: number;
}

function headingBlock(ctx: LayoutContext, document: AnyTableDocument): HeadingBlock {
  const { fitter, frame } = ctx;
  const width = frame.right - frame.left;
  const texts: PlacedText[] = [];
  let y = frame.top;
  for (const line of document.heading) {
    const style = line.style ?? 'regular';
    const size = line.size ?? ctx.fontSize + 1;
    // A heading the school typed may be longer than the page is wide: it wraps, never loses words.
    for (const text of fitter.wrap(line.text, width, style, size)) {
      const x = alignedX(frame.left, width, 0, line.align ?? 'left', fitter.width(text, style, size));
      texts.push({ text, x, y, style, size });
      y += ctx.metrics.lineHeight(size);
    }
  }
  return { texts, height: y - frame.top + (texts.length > 0 ? HEADING_GAP : 0) };
}

function footerHeight(ctx: LayoutContext): number {
  return ctx.lineHeight + FOOTER_GAP;
}

/**
 * What the flow does with what it places: nothing when counting, positioned text, rules and fills on
 * the page being written otherwise. `y` is the top of the row's lines being placed.
 */
interface PageOutput<R extends RowSize> {
  startPage(): void;
  place(row: R | RowBox, from: number, to: number, y: number): void;
  rule(y: number, style: RuleStyle): void;
  /** The page's last row is placed: its column lines and bottom edge, its footer. */
  closePage(tableTop: number, columnsEnd: number, bottom: number): void;
}

const COUNTING: PageOutput<RowSize> = {
  startPage: () => {},
  place: () => {},
  rule: () => {},
  closePage: () => {},
};

/**
 * Fills pages top to bottom, breaking where the next row does not fit: the one place where page
 * breaks and carried totals are decided, for both passes.
 */
class PageFlow<R extends RowSize> {
  private pages = 0;
  private y = 0;
  private tableTop = 0;
  private bodyRowsOnPage = 0;
  private columnRulesEnd: number | undefined;
  private readonly header: RowBox;
  private readonly carry: CarryForward | undefined;
  private readonly totals: number[];
  private readonly bodyBottom: number;
  private readonly ctx: LayoutContext;
  private readonly headingHeight: number;
  private readonly out: PageOutput<R>;

  constructor(ctx: LayoutContext, document: AnyTableDocument, headingHeight: number, out: PageOutput<R>) {
    this.ctx = ctx;
    this.headingHeight = headingHeight;
    this.out = out;
    const titles = document.columns.map((column) => column.title);
    this.header = rowBox(ctx, titles, 'bold', FILL.header, undefined, { align: 'center', middle: true });
    this.carry = document.carryForward;
    this.totals = (this.carry?.columns ?? []).map(() => 0);
    const carryHeight = this.carry ? rowHeight(ctx, 1) : 0;
    this.bodyBottom = ctx.frame.bottom - footerHeight(ctx) - carryHeight;
    this.startPage();
  }

  /** Pages started so far: all of them once `finish` is called. */
  get pageCount(): number {
    return this.pages;
  }

  /** Places a row, on a new page when it does not fit, split over pages only when taller than one. */
  add(row: R | RowBox): void {
    let from = 0;
    while (from < row.lineCount) {
      const fit = Math.floor((this.bodyBottom - this.y - 2 * PADDING_Y) / this.ctx.lineHeight);
      if (fit < row.lineCount - from && this.bodyRowsOnPage > 0) {
        this.breakPage();
        continue;
      }
      const to = Math.min(row.lineCount, from + Math.max(1, fit));
      this.place(row, from, to);
      if (from === 0) this.addToTotals(row.carried);
      this.bodyRowsOnPage++;
      from = to;
    }
  }

  /** A row across the whole table, with no column lines through it. */
  addMessage(box: RowBox): void {
    this.columnRulesEnd = this.y;
    this.add(box);
  }

  finish(): void {
    this.closePage();
  }

  private startPage(): void {
    this.pages++;
    this.out.startPage();
    this.bodyRowsOnPage = 0;
    this.columnRulesEnd = undefined;
    this.tableTop = this.ctx.frame.top + this.headingHeight;
    this.y = this.tableTop;
    this.place(this.header, 0, this.header.lineCount);
    this.out.rule(this.tableTop, FRAME_RULE);
    this.out.rule(this.y, FRAME_RULE);
    if (this.carry && this.pages > 1) this.placeCarryRow(this.carry, this.carry.broughtForwardLabel);
  }

  private breakPage(): void {
    if (this.carry) this.placeCarryRow(this.carry, this.carry.carriedForwardLabel);
    this.closePage();
    this.startPage();
  }

  private addToTotals(carried: readonly number[] | undefined): void {
    if (!carried) return;
    carried.forEach((amount, index) => {
      this.totals[index] = (this.totals[index] ?? 0) + amount;
    });
  }

  private placeCarryRow(carry: CarryForward, label: string): void {
    const texts = this.ctx.columns.map(() => '');
    texts[carry.labelColumn] = label;
    carry.columns.forEach((column, index) => {
      texts[column] = carry.format(this.totals[index] ?? 0);
    });
    this.place(rowBox(this.ctx, texts, 'bold', FILL.carry, undefined, { oneLine: true }), 0, 1);
  }

  /** Places lines [from, to) of a row at the current y and moves below it. */
  private place(row: R | RowBox, from: number, to: number): void {
    this.out.place(row, from, to, this.y);
    this.y += rowHeight(this.ctx, to - from);
    this.out.rule(this.y, ROW_RULE);
  }

  private closePage(): void {
    this.out.closePage(this.tableTop, this.columnRulesEnd ?? this.y, this.y);
  }
}

/**
 * A line of text on the page being written, made by a constructor rather than an object literal (and
 * so `PageRule`). A page's texts are kept until the page is handed over, so a collection may find
 * most of the recent ones alive; from one such finding V8 may decide to allocate every later object of
 * that literal directly in the old generation (allocation-site pretenuring), where a long document's
 * texts then piled up as garbage until a full collection: 100,000 rows peaked at about 350 MB instead
 * of 230 in one render of ten. No render of 60 did so with constructors.
 */
class PageText implements PlacedText {
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly style: TextStyle;
  readonly size: number;

  constructor(text: string, x: number, y: number, style: TextStyle, size: number) {
    this.text = text;
    this.x = x;
    this.y = y;
    this.style = style;
    this.size = size;
  }
}

/** A rule on the page being written (see `PageText`). */
class PageRule implements Rule {
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
  readonly width: number;
  readonly gray: number;

  constructor(x1: number, y1: number, x2: number, y2: number, style: RuleStyle) {
    this.x1 = x1;
    this.y1 = y1;
    this.x2 = x2;
    this.y2 = y2;
    this.width = style.width;
    this.gray = style.gray;
  }
}

/** The second pass's output: the page being written, handed to `done` once closed. */
class PageWriter implements PageOutput<RowBox> {
  private page: LaidOutPage = { texts: [], rules: [], fills: [] };
  private pageNumber = 0;

  private readonly ctx: LayoutContext;
  private readonly headingTexts: readonly PlacedText[];
  private readonly footer: AnyTableDocument['footer'];
  private readonly pageCount: number;
  private readonly done: (page: LaidOutPage) => void;

  constructor(
    ctx: LayoutContext,
    headingTexts: readonly PlacedText[],
    footer: AnyTableDocument['footer'],
    pageCount: number,
    done: (page: LaidOutPage) => void,
  ) {
    this.ctx = ctx;
    this.headingTexts = headingTexts;
    this.footer = footer;
    this.pageCount = pageCount;
    this.done = done;
  }

  startPage(): void {
    this.pageNumber++;
    this.page = { texts: [...this.headingTexts], rules: [], fills: [] };
  }

  place(box: RowBox, from: number, to: number, top: number): void {
    const { ctx, page } = this;
    if (box.fill !== undefined) {
      page.fills.push({
        x: ctx.tableLeft,
        y: top,
        width: ctx.tableRight - ctx.tableLeft,
        height: rowHeight(ctx, to - from),
        gray: box.fill,
      });
    }
    for (const cell of box.cells) {
      const shift = box.middle ? ((box.lineCount - cell.lines.length) * ctx.lineHeight) / 2 : 0;
      for (let line = from; line < to && line < cell.lines.length; line++) {
        const text = cell.lines[line];
        if (!text) continue;
        const width = cell.align === 'left' ? 0 : ctx.measure[box.style](text);
        const x = alignedX(cell.x, cell.width, PADDING_X, cell.align, width);
        const y = top + PADDING_Y + shift + (line - from) * ctx.lineHeight;
        page.texts.push(new PageText(text, x, y, box.style, ctx.fontSize));
      }
    }
  }

  rule(y: number, style: RuleStyle): void {
    this.page.rules.push(new PageRule(this.ctx.tableLeft, y, this.ctx.tableRight, y, style));
  }

  /** The column lines and the table's bottom edge, once the page's last row is known, then the footer. */
  closePage(tableTop: number, columnsEnd: number, bottom: number): void {
    const { columns, tableLeft, tableRight, fitter, frame, fontSize } = this.ctx;
    const { rules, texts } = this.page;
    rules.push(new PageRule(tableLeft, tableTop, tableLeft, bottom, FRAME_RULE));
    for (const column of columns.slice(1)) {
      rules.push(new PageRule(column.x, tableTop, column.x, columnsEnd, ROW_RULE));
    }
    rules.push(new PageRule(tableRight, tableTop, tableRight, bottom, FRAME_RULE));
    this.rule(bottom, FRAME_RULE);
    const text = this.footer(this.pageNumber, this.pageCount);
    const width = fitter.width(text, 'regular', fontSize);
    const x = alignedX(frame.left, frame.right - frame.left, 0, 'center', width);
    texts.push(new PageText(text, x, frame.bottom - this.ctx.lineHeight, 'regular', fontSize));
    this.done(this.page);
  }
}
