import { importStates } from '@inventario/shared/contracts/imports';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_OVERVIEW_FILTERS,
  hasOverviewFilters,
  overviewFiltersSchema,
  toOverviewFilter,
} from './imports-overview-filters.ts';
import { overviewCounts, overviewDetail, overviewStateColor } from './imports-overview-rows.ts';

describe('toOverviewFilter', () => {
  it('sends nothing for blank filters: every school, every import', () => {
    const filter = toOverviewFilter(EMPTY_OVERVIEW_FILTERS);
    expect(filter).toEqual({});
    expect(hasOverviewFilters(filter)).toBe(false);
  });

  it('sends the school trimmed, the state, the type and both dates as from and to', () => {
    const filter = toOverviewFilter({
      school: '  DEMO ',
      state: 'failed',
      type: 3,
      fromDate: '2026-03-01',
      toDate: '2026-03-31',
    });
    expect(filter).toEqual({
      school: 'DEMO',
      state: 'failed',
      type: 3,
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(hasOverviewFilters(filter)).toBe(true);
  });
});

describe('overviewFiltersSchema', () => {
  const values = { ...EMPTY_OVERVIEW_FILTERS, fromDate: '2026-03-01' };

  it('asks for both ends of the dates, in order, as every list does', () => {
    const oneEnd = overviewFiltersSchema.safeParse(values);
    expect(oneEnd.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['toDate', 'rules.bothRangeFields'],
    ]);
    const reversed = overviewFiltersSchema.safeParse({ ...values, toDate: '2026-02-01' });
    expect(reversed.error?.issues.map((issue) => issue.message)).toEqual(['rules.notValid']);
    expect(overviewFiltersSchema.safeParse({ ...values, toDate: '2026-03-01' }).success).toBe(true);
  });

  it('takes up to 100 characters of school, as the API', () => {
    expect(
      overviewFiltersSchema.safeParse({ ...EMPTY_OVERVIEW_FILTERS, school: 'x'.repeat(100) }).success,
    ).toBe(true);
    expect(
      overviewFiltersSchema.safeParse({ ...EMPTY_OVERVIEW_FILTERS, school: 'x'.repeat(101) }).success,
    ).toBe(false);
  });
});

describe('overviewCounts', () => {
  it("counts an imported file's goods and its vouchers of every kind, from the result", () => {
    const result = {
      sites: 1,
      assets: 7,
      charge: 3,
      discharge: 1,
      proposal: 1,
      decrease: 0,
      increase: 1,
      lines: 10,
    };
    expect(overviewCounts({ counts: { assets: 9, movements: 8 }, result })).toEqual({
      goods: 7,
      vouchers: 6,
    });
  });

  it('counts the goods and movements of a checked file', () => {
    expect(overviewCounts({ counts: { sites: 1, assets: 2, movements: 1, lines: 2 }, result: null })).toEqual(
      {
        goods: 2,
        vouchers: 1,
      },
    );
    expect(overviewCounts({ counts: { assets: 12 }, result: null })).toEqual({ goods: 12, vouchers: 0 });
  });

  it('has nothing to count while the file is not read yet', () => {
    expect(overviewCounts({ counts: {}, result: null })).toBeNull();
    expect(overviewCounts({ counts: { sites: 2 }, result: {} })).toBeNull();
  });
});

describe('overviewStateColor', () => {
  it('colours the states as the other chips: done green, wrong red, under way blue, waiting amber', () => {
    expect(Object.fromEntries(importStates.map((state) => [state, overviewStateColor(state)]))).toEqual({
      validating: 'info',
      columns: 'warning',
      invalid: 'error',
      ready: 'warning',
      importing: 'info',
      imported: 'success',
      failed: 'error',
      discarded: 'default',
    });
  });
});

describe('overviewDetail', () => {
  const row = { state: 'imported' as const, failureCode: null, errorCount: 0, warningCount: 0 };

  it('says why a run failed, an unknown code as the generic failure', () => {
    expect(overviewDetail({ ...row, state: 'failed', failureCode: 'importSchoolChanged' })).toEqual({
      kind: 'failure',
      code: 'importSchoolChanged',
    });
    expect(overviewDetail({ ...row, state: 'failed', failureCode: 'somethingNew' })).toEqual({
      kind: 'failure',
      code: 'importFailed',
    });
  });

  it("gives a checked file's errors and warnings, and nothing for the others", () => {
    expect(overviewDetail({ ...row, state: 'invalid', errorCount: 2, warningCount: 1 })).toEqual({
      kind: 'issues',
      errors: 2,
      warnings: 1,
    });
    expect(overviewDetail({ ...row, state: 'ready', warningCount: 3 })).toEqual({
      kind: 'issues',
      errors: 0,
      warnings: 3,
    });
    expect(overviewDetail({ ...row, state: 'ready' })).toBeNull();
    expect(overviewDetail(row)).toBeNull();
  });
});
