import { describe, expect, it } from 'vitest';
import {
  A4,
  labelGrid,
  labelTemplate,
  mm,
  paginateLabels,
  planLabels,
  skippedCells,
  ZEBRA_LABEL,
} from './label-layout.ts';
import type { LabelsLayoutSetting, LabelView } from './label-view.ts';

const sheet = (rowsNumber: number, columnsNumber: number, barcodeScale = 1): LabelsLayoutSetting => ({
  kind: 'sheet',
  rowsNumber,
  columnsNumber,
  barcodeScale,
});
const zebra: LabelsLayoutSetting = { kind: 'zebra', rowsNumber: 1, columnsNumber: 1, barcodeScale: 1 };

const buildViews = (count: number): LabelView[] =>
  Array.from({ length: count }, (_, i) => ({
    codMin: 'RMIC81500X',
    heading: 'IC Via dei Glicini',
    numberText: `N. inv. ${i + 1}`,
    barcode: String(i + 1),
    originalText: null,
  }));

describe('labelGrid', () => {
  it('divides A4 into the sheet cells (3×8: 70 × 37.1 mm)', () => {
    const grid = labelGrid(sheet(8, 3));
    expect(grid.pageSize).toEqual(A4);
    expect(grid.cellSize.width).toBeCloseTo(mm(70));
    expect(grid.cellSize.height).toBeCloseTo(mm(37.125));
    expect(labelGrid(sheet(7, 2)).cellSize.width).toBeCloseTo(mm(105));
  });

  it('makes a zebra label its own 100×50 mm page', () => {
    expect(labelGrid(zebra)).toEqual({ pageSize: ZEBRA_LABEL, cellSize: ZEBRA_LABEL, rows: 1, columns: 1 });
  });
});

describe('skippedCells', () => {
  const grid = { rows: 8, columns: 3 };

  it('leaves the cells before the start empty, row by row', () => {
    expect(skippedCells(grid)).toBe(0);
    expect(skippedCells(grid, { row: 1, column: 1 })).toBe(0);
    expect(skippedCells(grid, { row: 1, column: 3 })).toBe(2);
    expect(skippedCells(grid, { row: 2, column: 3 })).toBe(5);
    expect(skippedCells(grid, { row: 8, column: 3 })).toBe(23);
  });

  it('refuses a start outside the grid', () => {
    expect(() => skippedCells(grid, { row: 9, column: 1 })).toThrow(RangeError);
    expect(() => skippedCells(grid, { row: 1, column: 4 })).toThrow(RangeError);
    expect(() => skippedCells(grid, { row: 0, column: 1 })).toThrow(RangeError);
    expect(() => skippedCells(grid, { row: 1.5, column: 1 })).toThrow(RangeError);
  });

  it('ignores the start of a one-label layout, whose grid the dialog disables', () => {
    expect(skippedCells({ rows: 1, columns: 1 }, { row: 3, column: 2 })).toBe(0);
  });
});

describe('paginateLabels', () => {
  const grid = labelGrid(sheet(8, 3));

  it('starts at row 2, column 3 and carries on to a new sheet from its first cell', () => {
    const pages = paginateLabels(grid, buildViews(20), skippedCells(grid, { row: 2, column: 3 }));
    expect(pages.map((page) => page.length)).toEqual([19, 1]);
    const [first] = pages[0] ?? [];
    expect(first).toMatchObject({ row: 2, column: 3, view: { barcode: '1' } });
    expect(first?.x).toBeCloseTo(2 * grid.cellSize.width);
    expect(first?.y).toBeCloseTo(grid.cellSize.height);
    expect(pages[0]?.[1]).toMatchObject({ row: 3, column: 1, x: 0 });
    expect(pages[0]?.at(-1)).toMatchObject({ row: 8, column: 3, view: { barcode: '19' } });
    expect(pages[1]?.[0]).toMatchObject({ row: 1, column: 1, x: 0, y: 0, view: { barcode: '20' } });
  });

  it('breaks pages every rows × columns labels', () => {
    expect(paginateLabels(grid, buildViews(24), 0).map((page) => page.length)).toEqual([24]);
    expect(paginateLabels(grid, buildViews(25), 0).map((page) => page.length)).toEqual([24, 1]);
    expect(paginateLabels(grid, buildViews(0), 0)).toEqual([]);
  });
});

describe('planLabels', () => {
  it('puts each zebra label on a page of its own, whatever start it is given', () => {
    const plan = planLabels(zebra, buildViews(3), { start: { row: 2, column: 2 }, withOriginal: false });
    expect(plan.pageSize).toEqual(ZEBRA_LABEL);
    expect(plan.pages).toHaveLength(3);
    expect(plan.pages.every((page) => page.length === 1 && page[0]?.x === 0 && page[0]?.y === 0)).toBe(true);
  });

  it('does the same for a one-label sheet', () => {
    const plan = planLabels(sheet(1, 1), buildViews(2), { start: { row: 1, column: 1 }, withOriginal: true });
    expect(plan.pages.map((page) => page.length)).toEqual([1, 1]);
  });
});

describe('labelTemplate', () => {
  const layouts = [sheet(8, 3), sheet(7, 3), sheet(7, 2, 1.2), zebra, sheet(1, 1, 4), sheet(40, 6, 0.5)];

  it.each(layouts)('keeps every line and the barcode inside the cell (%o)', (setting) => {
    const cell = labelGrid(setting).cellSize;
    for (const withOriginal of [false, true]) {
      const template = labelTemplate(setting.kind, cell, {
        withOriginal,
        barcodeScale: setting.barcodeScale,
      });
      const slots = [template.heading, template.codMin, template.number, template.original].filter(
        (slot) => !!slot,
      );
      const bottoms = slots.map((slot) => slot.y + slot.size * slot.lineHeight * slot.maxLines);
      const barcode = template.barcode ?? { y: Number.NaN, height: Number.NaN };
      expect(Math.min(...slots.map((slot) => slot.y), barcode.y)).toBeGreaterThanOrEqual(0);
      expect(Math.max(...bottoms, barcode.y + barcode.height)).toBeLessThanOrEqual(cell.height);
      expect(template.x * 2 + template.width).toBeCloseTo(cell.width);
    }
  });

  it('orders heading, ministerial code, barcode, number, original number', () => {
    const { heading, codMin, barcode, number, original } = labelTemplate(
      'sheet',
      labelGrid(sheet(8, 3)).cellSize,
      {
        withOriginal: true,
        barcodeScale: 1,
      },
    );
    const tops = [
      heading?.y ?? Number.NaN,
      codMin?.y ?? Number.NaN,
      barcode?.y ?? Number.NaN,
      number.y,
      original?.y ?? Number.NaN,
    ];
    expect(tops.every(Number.isFinite)).toBe(true);
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    expect(barcode?.height).toBeGreaterThanOrEqual(mm(8));
  });

  it.each([sheet(8, 3), sheet(7, 2, 1.2), zebra])(
    'puts the QR code right of the lines, 15 mm or more (%o)',
    (setting) => {
      const cell = labelGrid(setting).cellSize;
      for (const symbols of ['qr', 'both'] as const) {
        const template = labelTemplate(setting.kind, cell, { withOriginal: true, barcodeScale: 1, symbols });
        const qr = template.qr ?? { x: Number.NaN, y: Number.NaN, side: Number.NaN };
        expect(qr.side).toBeGreaterThanOrEqual(mm(15));
        expect(qr.y).toBeGreaterThanOrEqual(0);
        expect(qr.y + qr.side).toBeLessThanOrEqual(cell.height);
        expect(qr.x + qr.side).toBeLessThanOrEqual(cell.width);
        // The lines' column ends before the QR code's square begins.
        expect(template.x + template.width).toBeLessThan(qr.x);
        expect(template.barcode === null).toBe(symbols === 'qr');
      }
      expect(labelTemplate(setting.kind, cell, { withOriginal: true, barcodeScale: 1 }).qr).toBeNull();
    },
  );

  it('drops the original number, then the heading, on cells too small for every line', () => {
    const tiny = labelTemplate('sheet', labelGrid(sheet(40, 6)).cellSize, {
      withOriginal: true,
      barcodeScale: 1,
    });
    expect(tiny.original).toBeNull();
    expect(tiny.heading).toBeNull();
    expect(tiny.number).not.toBeNull();
    const roomy = labelTemplate('sheet', labelGrid(sheet(7, 3)).cellSize, {
      withOriginal: true,
      barcodeScale: 1,
    });
    expect(roomy.heading?.maxLines).toBe(2);
    expect(roomy.original).not.toBeNull();
    expect(roomy.number.size).toBe(9);
  });

  it('asks for bars on whole printer dots: 4 at 300 dpi on sheets, 2 at 203 dpi on a zebra, times the scale', () => {
    const cell = labelGrid(sheet(7, 2)).cellSize;
    expect(labelTemplate('sheet', cell, { withOriginal: false, barcodeScale: 1 }).module).toEqual({
      preferred: (4 * 72) / 300,
      pitch: 72 / 300,
    });
    expect(
      labelTemplate('sheet', cell, { withOriginal: false, barcodeScale: 1.2 }).module.preferred,
    ).toBeCloseTo((5 * 72) / 300);
    expect(
      labelTemplate('zebra', ZEBRA_LABEL, { withOriginal: false, barcodeScale: 1 }).module.preferred,
    ).toBeCloseTo((2 * 72) / 203);
  });
});
