import type { RegisterPicture } from '@inventario/shared/contracts/value-vouchers';
import { YEAR_STATUS } from '@inventario/shared/domain/financial-years/financial-year';
import { describe, expect, it } from 'vitest';
import { hasPictures, picturesView } from './year-pictures.ts';

const TAKEN = '2026-01-15T10:30:00.000Z';
function picture(registerId: number, assetClass: 'inventory' | 'durable', values: [number, number, number]) {
  const [assetCount, historicalValue, actualValue] = values;
  return {
    registerId,
    description: `Registro ${registerId}`,
    assetClass,
    assetCount,
    historicalValue,
    actualValue,
    takenAt: TAKEN,
  } satisfies RegisterPicture;
}

describe('hasPictures', () => {
  it('offers the pictures of closed years only (every close takes them)', () => {
    const status = (code: number) => ({ status: { code, description: '' } });
    expect(hasPictures(status(YEAR_STATUS.closed))).toBe(true);
    expect(hasPictures(status(YEAR_STATUS.closedWithDepreciation))).toBe(true);
    expect(hasPictures(status(YEAR_STATUS.open))).toBe(false);
    expect(hasPictures(status(YEAR_STATUS.imported))).toBe(false);
  });
});

describe('picturesView', () => {
  it('orders by register, inventory before durable, and totals each class in cents', () => {
    const view = picturesView([
      picture(2, 'inventory', [1, 300.1, 250.2]),
      picture(1, 'durable', [4, 0.2, 0.1]),
      picture(1, 'inventory', [2, 1000.1, 800.2]),
    ]);
    expect(view.rows.map((row) => [row.registerId, row.assetClass])).toEqual([
      [1, 'inventory'],
      [1, 'durable'],
      [2, 'inventory'],
    ]);
    expect(view.totals.inventory).toEqual({ assetCount: 3, historicalValue: 1300.2, actualValue: 1050.4 });
    expect(view.totals.durable).toEqual({ assetCount: 4, historicalValue: 0.2, actualValue: 0.1 });
    expect(view.totals.all).toEqual({ assetCount: 7, historicalValue: 1300.4, actualValue: 1050.5 });
    expect(view.takenAt).toBe(TAKEN);
  });

  it('has no rows, zero totals and no time for a year without pictures', () => {
    const view = picturesView([]);
    expect(view.rows).toEqual([]);
    expect(view.totals.all).toEqual({ assetCount: 0, historicalValue: 0, actualValue: 0 });
    expect(view.takenAt).toBeUndefined();
  });
});
