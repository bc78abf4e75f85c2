import type { FinancialYear } from '@inventario/shared/contracts/financial-years';
import { YEAR_STATUS } from '@inventario/shared/domain/financial-years/financial-year';
import { describe, expect, it } from 'vitest';
import { defaultYear, depreciationStage, voucherRegisters } from './year-stage.ts';

function year(value: number, code: number, movementCount = 0): FinancialYear {
  return {
    id: value - 2000,
    year: value,
    startDate: `${value}-01-01`,
    endDate: code === YEAR_STATUS.open ? null : `${value}-12-31`,
    status: { code, description: String(code) },
    toDepreciate: code === YEAR_STATUS.closedWithDepreciation,
    movementCount,
  };
}
const { open, closed, closedWithDepreciation, imported } = YEAR_STATUS;

describe('defaultYear', () => {
  it('shows the older open year first: the one a close applies to', () => {
    expect(defaultYear([year(2027, open), year(2025, closed), year(2026, open)])).toBe(2026);
  });

  it('with every year closed shows the latest, and with none nothing', () => {
    expect(defaultYear([year(2024, closedWithDepreciation), year(2025, closed)])).toBe(2025);
    expect(defaultYear([])).toBeUndefined();
  });
});

describe('depreciationStage', () => {
  const years = [year(2024, imported), year(2025, closed), year(2026, open), year(2027, open)];
  const stageOf = (value: number, done = false) =>
    depreciationStage(years.find((y) => y.year === value) as FinancialYear, years, done);

  it('offers the close only on the older open year', () => {
    expect(stageOf(2026)).toEqual({ kind: 'closable' });
    expect(stageOf(2027)).toEqual({ kind: 'notOldest', oldest: 2026 });
  });

  it('sends a year closed without depreciation to be reopened, and leaves imported ones alone', () => {
    expect(stageOf(2025)).toEqual({ kind: 'closedWithout' });
    expect(stageOf(2024)).toEqual({ kind: 'imported' });
  });

  it('is done when the year is closed with depreciation, or when the preview says so', () => {
    const closedWith = year(2025, closedWithDepreciation);
    expect(depreciationStage(closedWith, [closedWith], false)).toEqual({ kind: 'done' });
    expect(stageOf(2026, true)).toEqual({ kind: 'done' });
  });
});

describe('voucherRegisters', () => {
  it("names each done register's voucher, and none in a preview", () => {
    const names = voucherRegisters([
      { description: 'Beni mobili', voucherId: 10 },
      { description: 'Libri', voucherId: 11 },
      { description: 'Mezzi di trasporto', voucherId: null },
    ]);
    expect([...names]).toEqual([
      [10, 'Beni mobili'],
      [11, 'Libri'],
    ]);
  });
});
