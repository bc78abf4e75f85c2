import type { DepreciationTotal, RegisterDepreciation } from '@inventario/shared/contracts/value-vouchers';
import { describe, expect, it } from 'vitest';
import { depreciationView, formatRate, subcategoryView, sumFigures } from './depreciation-view.ts';

const preview: DepreciationTotal = {
  year: 2026,
  done: false,
  total: 300.3,
  registers: [
    {
      registerId: 1,
      description: 'Beni mobili',
      assetCount: 3,
      actualValue: 1000.1,
      depreciation: 200.1,
      residualValue: 800,
      voucherId: null,
    },
    {
      registerId: 4,
      description: 'Mezzi di trasporto',
      assetCount: 1,
      actualValue: 500.2,
      depreciation: 100.2,
      residualValue: 400,
      voucherId: null,
    },
  ],
};

describe('depreciationView', () => {
  it('keeps the registers in the server order and sums them in cents, without float errors', () => {
    const view = depreciationView(preview);
    expect(view.rows.map((row) => row.description)).toEqual(['Beni mobili', 'Mezzi di trasporto']);
    expect(view.totals).toEqual({
      assetCount: 4,
      actualValue: 1500.3,
      depreciation: 300.3,
      residualValue: 1200,
    });
    expect(view.empty).toBe(false);
  });

  it("gives each register its share of the year's depreciation, one decimal", () => {
    const shares = depreciationView(preview).rows.map((row) => row.share);
    expect(shares).toEqual([66.6, 33.4]);
  });

  it('is empty with no register, or when nothing loses value, and shares are then zero', () => {
    expect(depreciationView({ ...preview, registers: [], total: 0 })).toEqual({
      rows: [],
      totals: { assetCount: 0, actualValue: 0, depreciation: 0, residualValue: 0 },
      empty: true,
    });
    const flat = depreciationView({
      ...preview,
      total: 0,
      registers: [{ ...preview.registers[0], depreciation: 0, residualValue: 1000.1 } as never],
    });
    expect(flat.empty).toBe(true);
    expect(flat.rows[0]?.share).toBe(0);
  });
});

describe('sumFigures', () => {
  it('adds amounts that a float sum would get wrong (0,1 + 0,2)', () => {
    const line = { assetCount: 1, actualValue: 0.1, depreciation: 0.2, residualValue: 0.1 };
    const other = { assetCount: 2, actualValue: 0.2, depreciation: 0.1, residualValue: 0.2 };
    expect(sumFigures([line, other])).toEqual({
      assetCount: 3,
      actualValue: 0.3,
      depreciation: 0.3,
      residualValue: 0.3,
    });
  });
});

describe('subcategoryView', () => {
  it("lists a register's subcategories with their rate and totals them", () => {
    const register: RegisterDepreciation = {
      registerId: 1,
      description: 'Beni mobili',
      total: 250,
      subcategories: [
        {
          subcategoryId: 7,
          code: '1.1',
          description: 'Mobili e arredi',
          rate: 12.5,
          assetCount: 2,
          actualValue: 800,
          depreciation: 100,
          residualValue: 700,
        },
        {
          subcategoryId: 9,
          code: '1.3',
          description: 'Hardware',
          rate: 25,
          assetCount: 1,
          actualValue: 600,
          depreciation: 150,
          residualValue: 450,
        },
      ],
    };
    const view = subcategoryView(register);
    expect(view.rows.map((row) => [row.code, row.rate])).toEqual([
      ['1.1', 12.5],
      ['1.3', 25],
    ]);
    expect(view.totals).toEqual({ assetCount: 3, actualValue: 1400, depreciation: 250, residualValue: 1150 });
  });
});

describe('formatRate', () => {
  it('writes the rate with the language decimal comma', () => {
    expect(formatRate(12.5, 'it')).toBe('12,5 %');
    expect(formatRate(20, 'it')).toBe('20 %');
    expect(formatRate(12.5, 'en')).toBe('12.5 %');
  });
});
