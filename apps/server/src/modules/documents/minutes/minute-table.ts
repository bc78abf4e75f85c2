import type { MinuteBlock, MinuteColumn, MinuteTableRow } from './minute-document.ts';
import type { Flow } from './minute-layout.ts';

type TableBlock = Extract<MinuteBlock, { kind: 'table' }>;

const SIZE = 8;
const PADDING = 3;
const BAND = 0.9;

/** Column widths in points: fixed ones as given, the rest shares of what they leave. */
export function columnWidths(columns: readonly MinuteColumn[], total: number): number[] {
  const fixed = columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 0), 0);
  const shares = columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? 0 : c.width.share), 0);
  return columns.map((c) =>
    typeof c.width === 'number' ? c.width : ((total - fixed) * c.width.share) / (shares || 1),
  );
}

/**
 * A simple ruled table in the flow: a bold header on a grey band (repeated on each page the table
 * runs onto), wrapped cells, a rule under each row; a row is never split across pages.
 */
export function layoutTable(flow: Flow, table: TableBlock): void {
  const widths = columnWidths(table.columns, flow.width);
  const header: MinuteTableRow = { cells: table.columns.map((c) => c.title), kind: 'total' };
  const rows = table.rows.length ? table.rows : [{ cells: [table.emptyMessage] }];
  const heightOf = (row: MinuteTableRow) => rowLines(flow, row, widths).height;
  flow.room(heightOf(header) + heightOf(rows[0] ?? header));
  drawRow(flow, header, widths, table);
  for (const row of rows) {
    if (flow.y + heightOf(row) > flow.bottom) {
      flow.newPage();
      drawRow(flow, header, widths, table);
    }
    drawRow(flow, row, widths, table);
  }
}

function rowLines(flow: Flow, row: MinuteTableRow, widths: readonly number[]) {
  const style = row.kind === 'total' ? 'bold' : 'regular';
  // A row of one cell (the empty message) spans the whole table.
  const spans = row.cells.length === 1 ? [widths.reduce((a, b) => a + b, 0)] : widths;
  const lines = row.cells.map((cell, i) =>
    flow.fitter.wrap(cell, (spans[i] ?? 0) - 2 * PADDING, style, SIZE),
  );
  const count = Math.max(1, ...lines.map((l) => l.length));
  return { style, spans, lines, height: count * flow.lineHeight(SIZE) + 2 * PADDING } as const;
}

function drawRow(flow: Flow, row: MinuteTableRow, widths: readonly number[], table: TableBlock): void {
  const { style, spans, lines, height } = rowLines(flow, row, widths);
  const page = flow.page;
  if (row.kind === 'total')
    page.fills.push({ x: flow.left, y: flow.y, width: flow.width, height, gray: BAND });
  let x = flow.left;
  lines.forEach((cellLines, i) => {
    const width = spans[i] ?? 0;
    const align = row.cells.length === 1 ? 'left' : (table.columns[i]?.align ?? 'left');
    cellLines.forEach((text, n) => {
      const saved = flow.y;
      flow.y = saved + PADDING + n * flow.lineHeight(SIZE);
      flow.text(text, style, SIZE, align, x + PADDING, width - 2 * PADDING);
      flow.y = saved;
    });
    x += width;
  });
  flow.y += height;
  page.rules.push({
    x1: flow.left,
    y1: flow.y,
    x2: flow.left + flow.width,
    y2: flow.y,
    width: 0.4,
    gray: 0.3,
  });
}
