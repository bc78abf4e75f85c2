import { describe, expect, it } from 'vitest';
import { labelHeadingMaxLength, startPositionSelectable } from './labels-setting.ts';

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
