import type { Align, LaidOutDocument, LaidOutPage, TextMetrics, TextStyle } from '../pdf/table-document.ts';
import { createTextFitter, type TextFitter } from '../pdf/text-fitting.ts';
import { footerOf, type MinuteBlock, type MinuteDocument, type Signer } from './minute-document.ts';
import { layoutTable } from './minute-table.ts';

export const PAGE = { width: 595.28, height: 841.89, margin: 50 } as const;
const BODY_SIZE = 10;
const HEADING_SIZE = 10;
const FOOTER_SIZE = 8;
const PARAGRAPH_GAP = 6;
const SIGNATURE_WIDTH = 200;
const SIGNATURE_ROOM = 30;
const KEEP_WITH_NEXT = 45;

/** Where text goes on the page being filled, and how to start the next one. */
export class Flow {
  readonly pages: LaidOutPage[] = [];
  readonly fitter: TextFitter;
  readonly left: number = PAGE.margin;
  readonly width: number = PAGE.width - 2 * PAGE.margin;
  y = 0;
  /** Where the body ends, above the footer. */
  readonly bottom = PAGE.height - PAGE.margin - 14;

  readonly metrics: TextMetrics;
  private readonly heading: readonly string[];

  constructor(metrics: TextMetrics, heading: readonly string[]) {
    this.metrics = metrics;
    this.fitter = createTextFitter(metrics);
    // The school's heading may be longer than the page is wide: it wraps, never loses words.
    this.heading = heading.flatMap((line) => this.fitter.wrap(line, this.width, 'bold', HEADING_SIZE));
    this.newPage();
  }

  get page(): LaidOutPage {
    const page = this.pages.at(-1);
    if (!page) throw new Error('no page');
    return page;
  }

  newPage(): void {
    this.pages.push({ texts: [], rules: [], fills: [] });
    this.y = PAGE.margin;
    for (const line of this.heading) this.line(line, 'bold', HEADING_SIZE, 'center');
    this.y += 3;
    this.page.rules.push({
      x1: this.left,
      y1: this.y,
      x2: this.left + this.width,
      y2: this.y,
      width: 0.5,
      gray: 0,
    });
    this.y += 12;
  }

  /** Starts a new page unless `height` still fits on this one. */
  room(height: number): void {
    if (this.y + height > this.bottom && this.y > this.topOfBody()) this.newPage();
  }

  lineHeight(size: number): number {
    return this.metrics.lineHeight(size);
  }

  /** One line at the current height, then the height moves past it. */
  line(
    text: string,
    style: TextStyle,
    size: number,
    align: Align = 'left',
    x = this.left,
    width = this.width,
  ): void {
    this.text(text, style, size, align, x, width);
    this.y += this.lineHeight(size);
  }

  text(text: string, style: TextStyle, size: number, align: Align, x: number, width: number): void {
    const textWidth = this.fitter.width(text, style, size);
    const at = align === 'left' ? x : align === 'right' ? x + width - textWidth : x + (width - textWidth) / 2;
    this.page.texts.push({ text, x: at, y: this.y, style, size });
  }

  private topOfBody(): number {
    return PAGE.margin + this.heading.length * this.lineHeight(HEADING_SIZE) + 15;
  }
}

/** Lays a minute out on A4 portrait pages, "Pagina N di M" at the foot of each. */
export function layoutMinute(document: MinuteDocument, metrics: TextMetrics): LaidOutDocument {
  const flow = new Flow(metrics, document.heading);
  for (const block of document.blocks) layoutBlock(flow, block);
  flow.pages.forEach((page, index) => {
    const text = footerOf(index + 1, flow.pages.length);
    const width = flow.fitter.width(text, 'regular', FOOTER_SIZE);
    page.texts.push({
      text,
      x: flow.left + (flow.width - width) / 2,
      y: PAGE.height - PAGE.margin,
      style: 'regular',
      size: FOOTER_SIZE,
    });
  });
  return { width: PAGE.width, height: PAGE.height, pages: flow.pages };
}

function layoutBlock(flow: Flow, block: MinuteBlock): void {
  switch (block.kind) {
    case 'title':
      paragraph(flow, block.text, 'bold', 13, 'center');
      break;
    case 'subtitle':
      flow.y += 4;
      // A subtitle is not left alone at the foot of a page: what it heads starts under it.
      flow.room(flow.lineHeight(11) + KEEP_WITH_NEXT);
      paragraph(flow, block.text, 'bold', 11, 'left');
      break;
    case 'paragraph':
      paragraph(flow, block.text, block.style ?? 'regular', BODY_SIZE, block.align ?? 'left');
      break;
    case 'table':
      layoutTable(flow, block);
      flow.y += PARAGRAPH_GAP;
      break;
    case 'signatures':
      signatures(flow, block.signers);
      break;
    case 'pageBreak':
      flow.newPage();
      break;
  }
}

/** A wrapped paragraph; its lines move to the next page one by one as the page fills. */
function paragraph(flow: Flow, text: string, style: TextStyle, size: number, align: Align): void {
  for (const line of flow.fitter.wrap(text, flow.width, style, size)) {
    flow.room(flow.lineHeight(size));
    flow.line(line, style, size, align);
  }
  flow.y += PARAGRAPH_GAP;
}

/** Signature lines two by two; a pair is never split across pages. */
function signatures(flow: Flow, signers: readonly Signer[]): void {
  const columnWidth = flow.width / 2;
  for (let i = 0; i < signers.length; i += 2) {
    const pair = signers.slice(i, i + 2);
    const height = flow.lineHeight(BODY_SIZE) * 2 + SIGNATURE_ROOM + 12;
    flow.room(height);
    const top = flow.y + 8;
    pair.forEach((signer, column) => {
      // A signer alone on the last row stands in the middle.
      const left = pair.length === 1 ? flow.left + columnWidth / 2 : flow.left + column * columnWidth;
      const x = left + (columnWidth - SIGNATURE_WIDTH) / 2;
      flow.y = top;
      flow.line(signer.role, 'regular', BODY_SIZE, 'center', x, SIGNATURE_WIDTH);
      flow.y += SIGNATURE_ROOM;
      flow.page.rules.push({ x1: x, y1: flow.y, x2: x + SIGNATURE_WIDTH, y2: flow.y, width: 0.5, gray: 0 });
      flow.y += 2;
      flow.line(signer.name ?? '', 'regular', BODY_SIZE - 1, 'center', x, SIGNATURE_WIDTH);
    });
    flow.y = top + height - 8;
  }
}
