import { describe, expect, it } from 'vitest';
import { formatRanges, numberingGaps } from './row-values.ts';

describe('numberingGaps', () => {
  it('finds the runs missing from 1 to the highest number', () => {
    expect(numberingGaps([2, 5, 9, 5])).toEqual([
      { from: 1, to: 1 },
      { from: 3, to: 4 },
      { from: 6, to: 8 },
    ]);
    expect(numberingGaps([1, 2, 3])).toEqual([]);
    expect(numberingGaps([])).toEqual([]);
  });

  it('stays quick on numbers far apart (no loop over the range)', () => {
    expect(numberingGaps([1, 9_000_000_000])).toEqual([{ from: 2, to: 8_999_999_999 }]);
  });
});

describe('formatRanges', () => {
  it('writes runs as people do, and cuts a long list', () => {
    expect(formatRanges(numberingGaps([2, 5, 9]))).toBe('1, 3, 4, 6–8');
    const many = Array.from({ length: 30 }, (_, i) => ({ from: i * 3, to: i * 3 }));
    expect(formatRanges(many).endsWith(', …')).toBe(true);
    expect(formatRanges(many).split(', ')).toHaveLength(21);
  });
});
