import { YEAR_STATUS, type YearState } from '@inventario/shared/domain/financial-years/financial-year';
import { checkProposalYear } from '@inventario/shared/domain/movements/proposal';
import { describe, expect, it } from 'vitest';
import { defaultMovementDate, movementDateProblem, requiredCode } from './movement-details.ts';

const years: YearState[] = [
  { year: 2025, status: YEAR_STATUS.closed },
  { year: 2026, status: YEAR_STATUS.open },
];

describe('movementDateProblem', () => {
  it('leaves an unreadable date to its own message', () => {
    expect(movementDateProblem(null, { years })).toBeUndefined();
    expect(movementDateProblem('2026-13-40', { years })).toBeUndefined();
  });

  it('refuses a year missing or closed, once the years are known', () => {
    expect(movementDateProblem('2026-03-01', { years })).toBeUndefined();
    expect(movementDateProblem('2025-03-01', { years })).toBe('errors.financialYearClosed');
    expect(movementDateProblem('2024-03-01', { years })).toBe('errors.financialYearMissing');
    expect(movementDateProblem('2024-03-01', { years: undefined })).toBeUndefined();
  });

  it('keeps an edited voucher in its year, and checks that year unless told not to', () => {
    expect(movementDateProblem('2026-03-01', { years, originalDate: '2025-12-01' })).toBe(
      'errors.movementYearChanged',
    );
    expect(movementDateProblem('2025-03-01', { years, originalDate: '2025-12-01' })).toBe(
      'errors.financialYearClosed',
    );
    expect(
      movementDateProblem('2025-03-01', { years, originalDate: '2025-12-01', recheckEdited: false }),
    ).toBeUndefined();
  });

  it("applies the movement type's own year rule", () => {
    const twoOpen: YearState[] = [
      { year: 2025, status: YEAR_STATUS.open },
      { year: 2026, status: YEAR_STATUS.open },
    ];
    expect(movementDateProblem('2026-03-01', { years: twoOpen })).toBeUndefined();
    expect(movementDateProblem('2026-03-01', { years: twoOpen, checkYear: checkProposalYear })).toBe(
      'errors.proposalOnlyInOlderYear',
    );
  });
});

describe('requiredCode', () => {
  it('wants a code of at most 20 characters, not blank', () => {
    expect(requiredCode.safeParse('VEND').success).toBe(true);
    expect(requiredCode.safeParse('  ').error?.issues[0]?.message).toBe('rules.mandatory');
    expect(requiredCode.safeParse(null).error?.issues[0]?.message).toBe('rules.mandatory');
    expect(requiredCode.safeParse('x'.repeat(21)).error?.issues[0]?.message).toBe('rules.tooLongText');
  });
});

describe('defaultMovementDate', () => {
  it('proposes today, or the last day of the latest open year before it', () => {
    expect(defaultMovementDate('2026-05-04', years)).toBe('2026-05-04');
    expect(defaultMovementDate('2027-01-03', years)).toBe('2026-12-31');
    expect(defaultMovementDate('2027-01-03', [])).toBe('2027-01-03');
  });
});
