import { describe, expect, it } from 'vitest';
import {
  EMPTY_PROPOSAL_FILTERS,
  hasProposalFilters,
  type ProposalFilterValues,
  proposalFiltersSchema,
  toProposalSearch,
} from './proposal-filters.ts';

function messages(values: ProposalFilterValues): Record<string, string> {
  const result = proposalFiltersSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the proposal filters', () => {
  it('search discharge proposals (type 3) only when nothing is set', () => {
    expect(toProposalSearch(EMPTY_PROPOSAL_FILTERS)).toEqual({ type: 3 });
    expect(hasProposalFilters(toProposalSearch(EMPTY_PROPOSAL_FILTERS))).toBe(false);
  });

  it('need both ends of a date range, in order (spec 02 §5)', () => {
    expect(messages({ ...EMPTY_PROPOSAL_FILTERS, fromDate: '2026-01-01' })).toEqual({
      toDate: 'rules.bothRangeFields',
    });
    expect(messages({ ...EMPTY_PROPOSAL_FILTERS, toDate: '2026-01-01' })).toEqual({
      fromDate: 'rules.bothRangeFields',
    });
    expect(messages({ ...EMPTY_PROPOSAL_FILTERS, fromDate: '2026-02-01', toDate: '2026-01-01' })).toEqual({
      toDate: 'rules.notValid',
    });
    expect(messages({ ...EMPTY_PROPOSAL_FILTERS, fromDate: 'invalid', toDate: '2026-01-01' })).toEqual({
      fromDate: 'rules.notValid',
    });
    expect(messages({ ...EMPTY_PROPOSAL_FILTERS, fromDate: '2026-01-01', toDate: '2026-01-01' })).toEqual({});
  });

  it('take a progressive only as a positive whole number', () => {
    expect(messages({ ...EMPTY_PROPOSAL_FILTERS, progressive: '0' })).toEqual({
      progressive: 'rules.notValid',
    });
    expect(messages({ ...EMPTY_PROPOSAL_FILTERS, progressive: '2a' })).toEqual({
      progressive: 'rules.notValid',
    });
    expect(messages({ ...EMPTY_PROPOSAL_FILTERS, progressive: ' 3 ' })).toEqual({});
  });

  it('refuse a text longer than the search takes', () => {
    expect(messages({ ...EMPTY_PROPOSAL_FILTERS, text: 'x'.repeat(201) })).toEqual({
      text: 'rules.tooLongText',
    });
  });

  it('turn every filter into the movement search', () => {
    const search = toProposalSearch({
      year: 2026,
      fromDate: '2026-01-01',
      toDate: '2026-06-30',
      status: 1,
      progressive: ' 3 ',
      text: ' notebook ',
    });
    expect(search).toEqual({
      type: 3,
      year: 2026,
      fromDate: '2026-01-01',
      toDate: '2026-06-30',
      status: 1,
      progressive: 3,
      text: 'notebook',
    });
    expect(hasProposalFilters(search)).toBe(true);
  });

  it('leave out a half range (the form refuses it before)', () => {
    expect(toProposalSearch({ ...EMPTY_PROPOSAL_FILTERS, fromDate: '2026-01-01' })).toEqual({ type: 3 });
  });
});
