import { describe, expect, it } from 'vitest';
import {
  labelCellMillimetres,
  labelHeadingMaxLength,
  labelSymbolsFit,
  startPositionSelectable,
} from './labels-setting.ts';

const sheet = (columnsNumber: number, rowsNumber = 8) => ({
  kind: 'sheet' as const,
  rowsNumber,
  columnsNumber,
});

describe('labelHeadingMaxLength', () => {
  it('gives 100 to two columns, 60 to three, 40 to zebra', () => {
    expect(labelHeadingMaxLength(sheet(2))).toBe(100);
    expect(labelHeadingMaxLength(sheet(3))).toBe(60);
    expect(labelHeadingMaxLength({ kind: 'zebra', rowsNumber: 1, columnsNumber: 1 })).toBe(40);
  });

  it('gives 60 to any other layout and to no layout at all', () => {
    expect(labelHeadingMaxLength(sheet(1))).toBe(60);
    expect(labelHeadingMaxLength(sheet(4))).toBe(60);
    expect(labelHeadingMaxLength(undefined)).toBe(60);
  });

  it('lets a zebra layout win over its column count', () => {
    expect(labelHeadingMaxLength({ kind: 'zebra', rowsNumber: 1, columnsNumber: 2 })).toBe(40);
  });
});

describe('startPositionSelectable', () => {
  it('offers the grid for sheets of more than one label only', () => {
    expect(startPositionSelectable(sheet(3))).toBe(true);
    expect(startPositionSelectable(sheet(1, 1))).toBe(false);
    expect(startPositionSelectable({ kind: 'zebra', rowsNumber: 1, columnsNumber: 1 })).toBe(false);
  });
});

describe('labelSymbolsFit', () => {
  const sheet = (rowsNumber: number, columnsNumber: number) => ({
    kind: 'sheet' as const,
    rowsNumber,
    columnsNumber,
  });
  const zebra = { kind: 'zebra' as const, rowsNumber: 1, columnsNumber: 1 };

  it('measures a sheet cell as its share of A4 and a zebra label as 100×50 mm', () => {
    expect(labelCellMillimetres(sheet(8, 3))).toEqual({ width: 70, height: 297 / 8 });
    expect(labelCellMillimetres(zebra)).toEqual({ width: 100, height: 50 });
  });

  it('fits a barcode on any layout and a QR on the product layouts', () => {
    expect(labelSymbolsFit({ ...sheet(40, 6), symbols: 'barcode' })).toBe(true);
    for (const layout of [sheet(8, 3), sheet(7, 3), sheet(7, 2), zebra]) {
      expect(labelSymbolsFit({ ...layout, symbols: 'qr' })).toBe(true);
      expect(labelSymbolsFit({ ...layout, symbols: 'both' })).toBe(true);
    }
  });

  it('refuses a QR on labels too low or too narrow for it', () => {
    // 35 × 14.85 mm: too low for a QR.
    expect(labelSymbolsFit({ ...sheet(20, 6), symbols: 'qr' })).toBe(false);
    expect(labelSymbolsFit({ ...sheet(16, 6), symbols: 'qr' })).toBe(true);
    // 42 mm wide: a QR alone fits, not beside a barcode.
    expect(labelSymbolsFit({ ...sheet(8, 5), symbols: 'qr' })).toBe(true);
    expect(labelSymbolsFit({ ...sheet(8, 5), symbols: 'both' })).toBe(false);
    expect(labelSymbolsFit({ ...sheet(14, 3), symbols: 'both' })).toBe(false);
  });
});
