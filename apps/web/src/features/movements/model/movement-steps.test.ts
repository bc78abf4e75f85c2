import { describe, expect, it } from 'vitest';
import { lineTotals, subcategoryText } from './movement-lines.ts';
import { assetCountProblem, forwardProblem, forwardStop, type MovementStep } from './movement-steps.ts';
import { voucherNumberText } from './voucher.ts';

describe('assetCountProblem', () => {
  it('refuses no assets and more than the limit, accepts 1 to the limit', () => {
    expect(assetCountProblem(0, 600)).toBe('errors.noAssets');
    expect(assetCountProblem(1, 600)).toBeUndefined();
    expect(assetCountProblem(600, 600)).toBeUndefined();
    expect(assetCountProblem(601, 600)).toBe('errors.tooManyAssets');
  });
});

describe('forwardProblem', () => {
  const problems: Partial<Record<MovementStep, string>> = { assets: 'errors.noAssets' };
  const problemOf = (step: MovementStep) => problems[step];

  it('blocks leaving the assets step forward, and a jump over it', () => {
    expect(forwardProblem('assets', 'details', problemOf)).toBe('errors.noAssets');
    expect(forwardProblem('type', 'details', problemOf)).toBe('errors.noAssets');
  });

  it('lets the user reach the assets step, stay, and go back', () => {
    expect(forwardProblem('type', 'assets', problemOf)).toBeUndefined();
    expect(forwardProblem('assets', 'assets', problemOf)).toBeUndefined();
    expect(forwardProblem('details', 'type', problemOf)).toBeUndefined();
  });
});

describe('forwardStop', () => {
  it('says which step stops a jump, and why', () => {
    const problemOf = (step: MovementStep) => (step === 'type' ? 'typeMissing' : 'errors.noAssets');
    expect(forwardStop('type', 'details', problemOf)).toEqual({ step: 'type', problem: 'typeMissing' });
    expect(forwardStop('assets', 'details', problemOf)).toEqual({
      step: 'assets',
      problem: 'errors.noAssets',
    });
    expect(forwardStop('details', 'type', problemOf)).toBeUndefined();
  });
});

describe('lineTotals', () => {
  it('sums inventory and durable assets apart', () => {
    expect(
      lineTotals([
        { assetClass: 'inventory', valueCents: 20_000 },
        { assetClass: 'durable', valueCents: 19_999 },
        { assetClass: 'inventory', valueCents: 123_456 },
      ]),
    ).toEqual({
      count: 3,
      inventoryCount: 2,
      durableCount: 1,
      inventoryCents: 143_456,
      durableCents: 19_999,
    });
    expect(lineTotals([])).toEqual({
      count: 0,
      inventoryCount: 0,
      durableCount: 0,
      inventoryCents: 0,
      durableCents: 0,
    });
  });
});

describe('texts', () => {
  it('writes a voucher number with its year and a subcategory with its code', () => {
    expect(voucherNumberText({ number: 12, year: 2026 })).toBe('12/2026');
    expect(subcategoryText({ code: '03.01', description: 'Personal computer' })).toBe(
      '03.01 Personal computer',
    );
  });
});
