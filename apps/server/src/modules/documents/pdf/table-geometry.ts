import type { Align, ColumnSpec, PageSetup } from './table-document.ts';

/** ISO 216 A4 in PostScript points. */
const A4 = { width: 595.28, height: 841.89 };

/** The printable box of a page, in points from its top-left corner. */
export interface PageFrame {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** A column placed across the table. */
export interface PlacedColumn {
  x: number;
  width: number;
  align: Align;
  overflow: 'wrap' | 'ellipsis';
}

export function pageFrame(setup: PageSetup): PageFrame {
  const landscape = setup.orientation === 'landscape';
  const width = landscape ? A4.height : A4.width;
  const height = landscape ? A4.width : A4.height;
  const { margins } = setup;
  return {
    width,
    height,
    left: margins.left,
    right: width - margins.right,
    top: margins.top,
    bottom: height - margins.bottom,
  };
}

/**
 * Places the columns from the frame's left edge: fixed widths first, then the shares split what is
 * left. Throws when the fixed widths alone are wider than the page, a mistake of the document's spec.
 */
export function placeColumns(columns: readonly ColumnSpec[], frame: PageFrame): PlacedColumn[] {
  const available = frame.right - frame.left;
  let fixed = 0;
  let shares = 0;
  for (const column of columns) {
    if (typeof column.width === 'number') fixed += column.width;
    else shares += column.width.share;
  }
  const left = available - fixed;
  if (left < 0) throw new Error(`columns need ${fixed} pt, the page has ${available} pt`);
  let x = frame.left;
  return columns.map((column) => {
    const width = typeof column.width === 'number' ? column.width : (left * column.width.share) / shares;
    const placed: PlacedColumn = {
      x,
      width,
      align: column.align ?? 'left',
      overflow: column.overflow ?? 'wrap',
    };
    x += width;
    return placed;
  });
}

/** The x of a line of `lineWidth` aligned inside [x + padding, x + width − padding]. */
export function alignedX(x: number, width: number, padding: number, align: Align, lineWidth: number): number {
  switch (align) {
    case 'left':
      return x + padding;
    case 'right':
      return x + width - padding - lineWidth;
    case 'center':
      return x + (width - lineWidth) / 2;
  }
}
