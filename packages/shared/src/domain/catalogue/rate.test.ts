import { describe, expect, it } from 'vitest';
import { canChangeSubcategoryTable, checkRate } from './rate.ts';

describe('checkRate', () => {
  it('accepts the bounds 0 and 100 and two decimals', () => {
    expect(checkRate(0)).toBe('valid');
    expect(checkRate(100)).toBe('valid');
    expect(checkRate(12.5)).toBe('valid');
    expect(checkRate(33.33)).toBe('valid');
  });

  it('refuses values outside 0–100', () => {
    expect(checkRate(-0.01)).toBe('outOfRange');
    expect(checkRate(100.01)).toBe('outOfRange');
  });

  it('refuses a third decimal and things that are not numbers', () => {
    expect(checkRate(12.345)).toBe('tooManyDecimals');
    expect(checkRate(Number.NaN)).toBe('notANumber');
    expect(checkRate(Number.POSITIVE_INFINITY)).toBe('notANumber');
  });
});

describe('canChangeSubcategoryTable', () => {
  it('allows changes without a renewal, and during one before the revaluation', () => {
    expect(canChangeSubcategoryTable(undefined)).toBe(true);
    expect(canChangeSubcategoryTable({ ongoing: true, revaluationDone: false })).toBe(true);
    expect(canChangeSubcategoryTable({ ongoing: false, revaluationDone: true })).toBe(true);
  });

  it('refuses changes during a renewal after the revaluation', () => {
    expect(canChangeSubcategoryTable({ ongoing: true, revaluationDone: true })).toBe(false);
  });
});
