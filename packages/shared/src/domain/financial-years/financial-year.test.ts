import { describe, expect, it } from 'vitest';
import {
  checkCloseYear,
  checkCreateYear,
  checkDeleteYear,
  checkMovementYear,
  checkReopenYear,
  defaultPrintDate,
  proposalYear,
  startupYearAdvice,
  YEAR_STATUS,
} from './financial-year.ts';

const open = (year: number) => ({ year, status: YEAR_STATUS.open });
const closed = (year: number) => ({ year, status: YEAR_STATUS.closed });
const imported = (year: number) => ({ year, status: YEAR_STATUS.imported });

describe('checkCreateYear', () => {
  it('accepts the first year of a school on any 1 January', () => {
    expect(checkCreateYear([], '2026-01-01')).toEqual({ ok: true });
  });

  it('refuses a start that is not 1 January', () => {
    expect(checkCreateYear([], '2026-01-02')).toEqual({ ok: false, code: 'startDateNotFirstJanuary' });
    expect(checkCreateYear([], '2026-12-31')).toEqual({ ok: false, code: 'startDateNotFirstJanuary' });
  });

  it('accepts only the year after the latest one', () => {
    expect(checkCreateYear([closed(2025)], '2026-01-01')).toEqual({ ok: true });
    expect(checkCreateYear([closed(2025)], '2027-01-01')).toEqual({ ok: false, code: 'yearNotConsecutive' });
    expect(checkCreateYear([closed(2025)], '2024-01-01')).toEqual({ ok: false, code: 'yearNotConsecutive' });
    expect(checkCreateYear([closed(2025)], '2025-01-01')).toEqual({ ok: false, code: 'yearAlreadyExists' });
  });

  it('allows a second open year but not a third', () => {
    expect(checkCreateYear([open(2025)], '2026-01-01')).toEqual({ ok: true });
    expect(checkCreateYear([open(2025), open(2026)], '2027-01-01')).toEqual({
      ok: false,
      code: 'twoOpenYears',
    });
  });
});

describe('checkCloseYear', () => {
  const facts = { endDate: '2025-12-31', lastMovementDate: '2025-11-30', confirmedProposals: 0 };

  it('closes the older open year', () => {
    expect(checkCloseYear({ ...facts, years: [open(2025), open(2026)] })).toEqual({ ok: true, year: 2025 });
  });

  it('refuses an end date outside the older open year', () => {
    expect(checkCloseYear({ ...facts, years: [open(2025), open(2026)], endDate: '2026-12-31' })).toEqual({
      ok: false,
      code: 'endDateOutsideYear',
    });
  });

  it('refuses an end date before the last movement, but accepts the same day', () => {
    const years = [open(2025)];
    expect(checkCloseYear({ ...facts, years, endDate: '2025-11-29' })).toEqual({
      ok: false,
      code: 'errorClosingMovementsWithSuccessiveDates',
    });
    expect(checkCloseYear({ ...facts, years, endDate: '2025-11-30' })).toEqual({ ok: true, year: 2025 });
    expect(checkCloseYear({ ...facts, years, lastMovementDate: null, endDate: '2025-01-01' })).toEqual({
      ok: true,
      year: 2025,
    });
  });

  it('refuses while a discharge proposal is confirmed', () => {
    expect(checkCloseYear({ ...facts, years: [open(2025)], confirmedProposals: 1 })).toEqual({
      ok: false,
      code: 'existingOutConfirmed',
    });
  });

  it('refuses when no year is open', () => {
    expect(checkCloseYear({ ...facts, years: [closed(2025)] })).toEqual({
      ok: false,
      code: 'noOpenFinancialYear',
    });
  });
});

describe('checkReopenYear', () => {
  it('reopens the latest closed year', () => {
    expect(checkReopenYear([closed(2024), closed(2025), open(2026)], 2025)).toEqual({ ok: true });
  });

  it('refuses a year with a later closed year, an imported year, an open year, and a third open year', () => {
    expect(checkReopenYear([closed(2024), closed(2025)], 2024)).toEqual({
      ok: false,
      code: 'laterYearClosed',
    });
    expect(checkReopenYear([imported(2021), open(2022)], 2021)).toEqual({
      ok: false,
      code: 'importedYearCannotBeReopened',
    });
    expect(checkReopenYear([open(2026)], 2026)).toEqual({ ok: false, code: 'yearNotClosed' });
    expect(checkReopenYear([closed(2024), open(2025), open(2026)], 2024)).toEqual({
      ok: false,
      code: 'twoOpenYears',
    });
    expect(checkReopenYear([open(2026)], 2020)).toEqual({ ok: false, code: 'yearNotFound' });
  });
});

describe('checkDeleteYear', () => {
  it('deletes the latest open year without movements', () => {
    expect(checkDeleteYear([closed(2025), open(2026)], 2026, 0)).toEqual({ ok: true });
  });

  it('refuses an earlier year, a closed one, and one with movements', () => {
    expect(checkDeleteYear([open(2025), open(2026)], 2025, 0)).toEqual({
      ok: false,
      code: 'onlyLatestYearDeletable',
    });
    expect(checkDeleteYear([closed(2025)], 2025, 0)).toEqual({ ok: false, code: 'yearNotOpen' });
    expect(checkDeleteYear([open(2026)], 2026, 1)).toEqual({ ok: false, code: 'yearHasMovements' });
  });

  it('keeps the first year after a renewal, where the renewed registers start', () => {
    expect(checkDeleteYear([closed(2026), open(2027)], 2027, 0, 2026)).toEqual({
      ok: false,
      code: 'firstYearAfterRenewal',
    });
    expect(checkDeleteYear([closed(2027), open(2028)], 2028, 0, 2026)).toEqual({ ok: true });
  });
});

describe('checkMovementYear', () => {
  it('accepts a date of an open year, across the turn of the year too', () => {
    const years = [open(2025), open(2026)];
    expect(checkMovementYear(years, '2025-12-31')).toEqual({ ok: true });
    expect(checkMovementYear(years, '2026-01-01')).toEqual({ ok: true });
  });

  it('refuses a date of a missing or closed year', () => {
    expect(checkMovementYear([closed(2025), open(2026)], '2025-06-30')).toEqual({
      ok: false,
      code: 'financialYearClosed',
    });
    expect(checkMovementYear([open(2026)], '2027-01-01')).toEqual({
      ok: false,
      code: 'financialYearMissing',
    });
  });
});

describe('proposalYear and startup advice', () => {
  it('puts proposals in the older open year', () => {
    expect(proposalYear([open(2026), open(2025)])).toBe(2025);
    expect(proposalYear([closed(2025)])).toBeUndefined();
  });

  it('advises a missing year, then the current year', () => {
    expect(startupYearAdvice([], 2026)).toBe('missing');
    expect(startupYearAdvice([closed(2024), open(2025)], 2026)).toBe('openCurrent');
    expect(startupYearAdvice([open(2026)], 2026)).toBe('none');
  });
});

describe('defaultPrintDate', () => {
  it('proposes today in the current open year, 31 December in another open year', () => {
    expect(defaultPrintDate({ ...open(2026), endDate: null }, '2026-11-22')).toBe('2026-11-22');
    expect(defaultPrintDate({ ...open(2025), endDate: null }, '2026-01-10')).toBe('2025-12-31');
  });

  it("proposes a closed year's end date", () => {
    expect(defaultPrintDate({ ...closed(2025), endDate: '2025-08-31' }, '2026-11-22')).toBe('2025-08-31');
  });
});
