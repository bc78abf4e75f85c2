import type { FinancialYear } from '@inventario/shared/contracts/financial-years';
import { YEAR_STATUS } from '@inventario/shared/domain/financial-years/financial-year';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error.ts';
import { yearFailureReaction } from '../api/year-failures.ts';
import { defaultCloseDateText, parseCloseDate } from './close-date.ts';
import { statusTextKey, yearActionTargets } from './year-actions.ts';

function year(value: number, code: number, movementCount = 0): FinancialYear {
  return {
    id: value - 2000,
    year: value,
    startDate: `${value}-01-01`,
    endDate: code === YEAR_STATUS.open ? null : `${value}-12-31`,
    status: { code, description: String(code) },
    toDepreciate: false,
    movementCount,
  };
}
const { open, closed, closedWithDepreciation, imported } = YEAR_STATUS;

describe('yearActionTargets', () => {
  it('with no year opens the current one and offers nothing else', () => {
    expect(yearActionTargets([], 2026)).toEqual({
      create: 2026,
      close: undefined,
      reopen: undefined,
      remove: undefined,
      removeRefusal: undefined,
    });
  });

  it('offers the latest open year for deletion, refused while it has movements', () => {
    expect(yearActionTargets([year(2026, open, 9), year(2025, closed)], 2026)).toMatchObject({
      remove: { year: 2026 },
      removeRefusal: 'yearHasMovements',
    });
    expect(
      yearActionTargets([year(2026, open, 0), year(2025, closed, 40)], 2026).removeRefusal,
    ).toBeUndefined();
  });

  it('closes the oldest open year, reopens the latest closed one, deletes the latest open one', () => {
    const years = [
      year(2027, open),
      year(2024, closed),
      year(2026, open),
      year(2025, closedWithDepreciation),
    ];
    const targets = yearActionTargets(years, 2026);
    expect(targets.create).toBe(2028);
    expect(targets.close?.year).toBe(2026);
    expect(targets.reopen?.year).toBe(2025);
    expect(targets.remove?.year).toBe(2027);
  });

  it('deletes nothing when the latest year is closed, and never reopens an imported year', () => {
    const targets = yearActionTargets([year(2024, imported), year(2023, closed)], 2026);
    expect(targets.remove).toBeUndefined();
    expect(targets.reopen).toBeUndefined();
    expect(targets.close).toBeUndefined();
  });
});

describe('statusTextKey', () => {
  it('names the four statuses and leaves unknown codes to the server description', () => {
    expect(statusTextKey(open)).toBe('financialYear.status.open');
    expect(statusTextKey(closedWithDepreciation)).toBe('financialYear.status.closedWithDepreciation');
    expect(statusTextKey(imported)).toBe('financialYear.status.imported');
    expect(statusTextKey(9)).toBeUndefined();
  });
});

describe('close date', () => {
  it('proposes 31 December and accepts only dates of the year being closed', () => {
    expect(defaultCloseDateText(2026)).toBe('31/12/2026');
    expect(parseCloseDate(' 30/06/2026 ', 2026)).toBe('2026-06-30');
    expect(parseCloseDate('01/01/2027', 2026)).toBeNull();
    expect(parseCloseDate('31/02/2026', 2026)).toBeNull();
    expect(parseCloseDate('2026', 2026)).toBeNull();
  });
});

describe('yearFailureReaction (spec 01 §8)', () => {
  const refused = (code: string) => new ApiError(code, code, 409);

  it('alerts the close refusals with the spec titles and toasts the rest', () => {
    expect(yearFailureReaction('close', refused('existingOutConfirmed'))).toEqual({
      kind: 'alert',
      title: 'attention',
    });
    expect(yearFailureReaction('close', refused('errorClosingMovementsWithSuccessiveDates'))).toEqual({
      kind: 'alert',
      title: 'attention',
    });
    expect(yearFailureReaction('close', refused('errorOngoingRenewal'))).toEqual({
      kind: 'alert',
      title: 'advice',
    });
    expect(yearFailureReaction('close', refused('depreciationNotAvailable'))).toEqual({
      kind: 'alert',
      title: 'advice',
    });
    expect(yearFailureReaction('close', refused('endDateOutsideYear'))).toEqual({ kind: 'toast' });
  });

  it('advises on two open years and an ongoing renewal when creating, toasts anything else', () => {
    expect(yearFailureReaction('create', refused('twoOpenYears'))).toEqual({
      kind: 'alert',
      title: 'advice',
    });
    expect(yearFailureReaction('create', refused('errorOngoingRenewal'))).toEqual({
      kind: 'alert',
      title: 'advice',
    });
    expect(yearFailureReaction('create', refused('yearNotConsecutive'))).toEqual({ kind: 'toast' });
    expect(yearFailureReaction('create', new Error('network'))).toEqual({ kind: 'toast' });
    expect(yearFailureReaction('delete', refused('yearHasMovements'))).toEqual({ kind: 'toast' });
  });
});
