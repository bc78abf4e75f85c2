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
  styleOf,
} from './row-boxes.ts';
import type {
  CarryForward,
  LaidOutDocument,
  LaidOutPage,
  PlacedText,
  TableDocument,
  TextMetrics,
} from './table-document.ts';
import { alignedX } from './table-geometry.ts';

const HEADING_GAP = 6;
const FOOTER_GAP = 4;
const FRAME_RULE = { width: 0.6, gray: 0.25 };
const ROW_RULE = { width: 0.25, gray: 0.7 };

/**
 * Lays a table document out on pages: the heading block and the header row on every page, rows that
 * never split unless one is taller than a page, page totals carried forward when asked, and
 * "Pagina N di M" once the number of pages is known. Pure: `metrics` is the only view of the fonts.
 */
export function layoutTableDocument(document: TableDocument, metrics: TextMetrics): LaidOutDocument {
  const ctx = layoutContext(document, metrics);
  const flow = new PageFlow(ctx, document);
  if (document.rows.length === 0) flow.addMessage(messageRow(ctx, document.emptyMessage));
  for (const row of document.rows) {
    flow.add(rowBox(ctx, row.cells, styleOf(row.kind), fillOf(row.kind), row.carried));
  }
  const pages = flow.finish();
  addFooters(ctx, pages, document.footer);
  return { width: ctx.frame.width, height: ctx.frame.height, pages };
}

/** The heading block's lines, the same on every page, and the height they take with the gap below. */
function headingBlock(ctx: LayoutContext, document: TableDocument): { texts: PlacedText[]; height: number } {
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

function addFooters(
  ctx: LayoutContext,
  pages: readonly LaidOutPage[],
  footer: TableDocument['footer'],
): void {
  const { fitter, frame, fontSize } = ctx;
  const y = frame.bottom - ctx.lineHeight;
  pages.forEach((page, index) => {
    const text = footer(index + 1, pages.length);
    const x = alignedX(
      frame.left,
      frame.right - frame.left,
      0,
      'center',
      fitter.width(text, 'regular', fontSize),
    );
    page.texts.push({ text, x, y, style: 'regular', size: fontSize });
  });
}

/** Fills pages top to bottom, breaking where the next row does not fit. */
class PageFlow {
  private readonly pages: LaidOutPage[] = [];
  private page: LaidOutPage = { texts: [], rules: [], fills: [] };
  private y = 0;
  private tableTop = 0;
  private bodyRowsOnPage = 0;
  private columnRulesEnd: number | undefined;
  private readonly heading: { texts: PlacedText[]; height: number };
  private readonly header: RowBox;
  private readonly carry: CarryForward | undefined;
  private readonly totals: number[];
  private readonly bodyBottom: number;
  private readonly ctx: LayoutContext;

  constructor(ctx: LayoutContext, document: TableDocument) {
    this.ctx = ctx;
    this.heading = headingBlock(ctx, document);
    const titles = document.columns.map((column) => column.title);
    this.header = rowBox(ctx, titles, 'bold', FILL.header, undefined, { align: 'center', middle: true });
    this.carry = document.carryForward;
    this.totals = (this.carry?.columns ?? []).map(() => 0);
    const carryHeight = this.carry ? rowHeight(ctx, 1) : 0;
    this.bodyBottom = ctx.frame.bottom - footerHeight(ctx) - carryHeight;
    this.startPage();
  }

  /** Places a row, on a new page when it does not fit, split over pages only when taller than one. */
  add(box: RowBox): void {
    let from = 0;
    while (from < box.lineCount) {
      const fit = Math.floor((this.bodyBottom - this.y - 2 * PADDING_Y) / this.ctx.lineHeight);
      if (fit < box.lineCount - from && this.bodyRowsOnPage > 0) {
        this.breakPage();
        continue;
      }
      const to = Math.min(box.lineCount, from + Math.max(1, fit));
      this.place(box, from, to);
      if (from === 0) this.addToTotals(box.carried);
      this.bodyRowsOnPage++;
      from = to;
    }
  }

  /** A row across the whole table, with no column lines through it. */
  addMessage(box: RowBox): void {
    this.columnRulesEnd = this.y;
    this.add(box);
  }

  finish(): LaidOutPage[] {
    this.closePage();
    return this.pages;
  }

  private startPage(): void {
    this.page = { texts: [...this.heading.texts], rules: [], fills: [] };
    this.pages.push(this.page);
    this.bodyRowsOnPage = 0;
    this.columnRulesEnd = undefined;
    this.tableTop = this.ctx.frame.top + this.heading.height;
    this.y = this.tableTop;
    this.place(this.header, 0, this.header.lineCount);
    this.rule(this.tableTop, FRAME_RULE);
    this.rule(this.y, FRAME_RULE);
    if (this.carry && this.pages.length > 1) this.placeCarryRow(this.carry, this.carry.broughtForwardLabel);
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

  /** Writes lines [from, to) of a row at the current y and moves below it. */
  private place(box: RowBox, from: number, to: number): void {
    const { ctx, page } = this;
    const height = rowHeight(ctx, to - from);
    if (box.fill !== undefined) {
      page.fills.push({
        x: ctx.tableLeft,
        y: this.y,
        width: ctx.tableRight - ctx.tableLeft,
        height,
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
        const y = this.y + PADDING_Y + shift + (line - from) * ctx.lineHeight;
        page.texts.push({ text, x, y, style: box.style, size: ctx.fontSize });
      }
    }
    this.y += height;
    this.rule(this.y, ROW_RULE);
  }

  private rule(y: number, style: { width: number; gray: number }): void {
    this.page.rules.push({ x1: this.ctx.tableLeft, y1: y, x2: this.ctx.tableRight, y2: y, ...style });
  }

  /** The column lines and the table's bottom edge, once the page's last row is known. */
  private closePage(): void {
    const { columns, tableLeft, tableRight } = this.ctx;
    const { rules } = this.page;
    rules.push({ x1: tableLeft, y1: this.tableTop, x2: tableLeft, y2: this.y, ...FRAME_RULE });
    const columnsEnd = this.columnRulesEnd ?? this.y;
    for (const column of columns.slice(1)) {
      rules.push({ x1: column.x, y1: this.tableTop, x2: column.x, y2: columnsEnd, ...ROW_RULE });
    }
    rules.push({ x1: tableRight, y1: this.tableTop, x2: tableRight, y2: this.y, ...FRAME_RULE });
    this.rule(this.y, FRAME_RULE);
  }
}
