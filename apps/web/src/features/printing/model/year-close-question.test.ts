import { describe, expect, it } from 'vitest';
import { closeRequestOf, yearCloseQuestion } from './year-close-question.ts';

const years = [
  { year: 2025, status: 2, endDate: '2025-12-31' },
  { year: 2026, status: 1, endDate: null },
];

describe('yearCloseQuestion (spec 01 §4 print flow)', () => {
  it('asks about depreciation on 31 December and dimensioning on 31 August of the latest open year', () => {
    expect(yearCloseQuestion(7, '2026-12-31', years)).toBe('depreciation');
    expect(yearCloseQuestion(7, '2026-08-31', years)).toBe('dimensioning');
  });
  it('asks nothing for other days, closed years, other types or no open year', () => {
    expect(yearCloseQuestion(7, '2026-12-30', years)).toBeNull();
    expect(yearCloseQuestion(7, '2025-12-31', years)).toBeNull();
    expect(yearCloseQuestion(8, '2026-12-31', years)).toBeNull();
    expect(yearCloseQuestion(7, '2026-12-31', [years[0]!])).toBeNull();
    expect(yearCloseQuestion(7, null, years)).toBeNull();
  });
  it('closes at the chosen date with depreciation', () => {
    expect(closeRequestOf('2026-12-31')).toEqual({ endDate: '2026-12-31', toDepreciate: true });
  });
});
