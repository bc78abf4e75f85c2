import { describe, expect, it } from 'vitest';
import { layoutMatchesKind } from './layout-kind.ts';

describe('layoutMatchesKind', () => {
  it('accepts a zebra layout of one label only', () => {
    expect(layoutMatchesKind({ kind: 'zebra', rowsNumber: 1, columnsNumber: 1 })).toBe(true);
    expect(layoutMatchesKind({ kind: 'zebra', rowsNumber: 2, columnsNumber: 1 })).toBe(false);
    expect(layoutMatchesKind({ kind: 'zebra', rowsNumber: 1, columnsNumber: 3 })).toBe(false);
  });

  it('accepts any grid for a sheet, one label included', () => {
    expect(layoutMatchesKind({ kind: 'sheet', rowsNumber: 8, columnsNumber: 3 })).toBe(true);
    expect(layoutMatchesKind({ kind: 'sheet', rowsNumber: 1, columnsNumber: 1 })).toBe(true);
  });
});
