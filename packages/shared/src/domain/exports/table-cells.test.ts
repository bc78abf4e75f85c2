import { describe, expect, it } from 'vitest';
import { cellFits, EXPORT_TABLE_MAX_ROWS, tableProblem } from './table-cells.ts';

describe('the cells of a table the client sends', () => {
  it('takes each kind only what it writes', () => {
    expect(cellFits('text', 'Aula 3')).toBe(true);
    expect(cellFits('text', 3)).toBe(false);
    expect(cellFits('integer', 12)).toBe(true);
    expect(cellFits('integer', 1.5)).toBe(false);
    expect(cellFits('integer', 2 ** 60)).toBe(false);
    expect(cellFits('euro', -1234.56)).toBe(true);
    expect(cellFits('euro', '1234,56')).toBe(false);
    expect(cellFits('date', '2024-02-29')).toBe(true);
    expect(cellFits('date', '2026-02-29')).toBe(false);
    expect(cellFits('date', '01/02/2026')).toBe(false);
    expect(cellFits('dateTime', '2026-03-05T09:07:00.000Z')).toBe(true);
    expect(cellFits('dateTime', '2026-03-05T10:07+01:00')).toBe(true);
    expect(cellFits('dateTime', '2026-03-05')).toBe(false);
    expect(cellFits('dateTime', '2026-13-05T09:07:00Z')).toBe(false);
    for (const kind of ['text', 'integer', 'euro', 'date', 'dateTime'] as const)
      expect(cellFits(kind, null)).toBe(true);
  });

  it('names the first cell that does not fit, as a spreadsheet counts rows and columns', () => {
    const kinds = ['text', 'euro', 'date'] as const;
    expect(
      tableProblem(kinds, [
        ['a', 1, '2026-01-01'],
        ['b', null, null],
      ]),
    ).toBeNull();
    expect(
      tableProblem(kinds, [
        ['a', 1, null],
        ['b', 'x', 'y'],
      ]),
    ).toEqual({
      code: 'exportCellInvalid',
      row: 2,
      column: 2,
      kind: 'euro',
    });
    expect(tableProblem(kinds, [['a', 1]])).toEqual({
      code: 'exportCellInvalid',
      row: 1,
      column: 3,
      kind: 'date',
    });
    expect(tableProblem(kinds, [['a', 1, null, 'extra']])).toMatchObject({ row: 1, column: 4 });
  });

  it('refuses more rows than it keeps', () => {
    const rows = Array.from({ length: EXPORT_TABLE_MAX_ROWS + 1 }, () => [null]);
    expect(tableProblem(['text'], rows)).toEqual({
      code: 'exportTableTooLarge',
      rows: EXPORT_TABLE_MAX_ROWS + 1,
    });
    expect(tableProblem(['text'], rows.slice(1))).toBeNull();
  });
});
