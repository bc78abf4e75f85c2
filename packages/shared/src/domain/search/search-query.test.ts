import { describe, expect, it } from 'vitest';
import { parseSearchQuery, SEARCH_TEXT_MAX } from './search-query.ts';

describe('parseSearchQuery', () => {
  it('reads a number alone as an inventory number of any register, and as text', () => {
    expect(parseSearchQuery('12')).toEqual({
      text: '12',
      number: { value: 12, registers: null },
      movement: null,
    });
    expect(parseSearchQuery(' 0042 ')?.number).toEqual({ value: 42, registers: null });
  });

  it('reads the register acronym however it is written, that register only', () => {
    for (const typed of ['BM 12', 'bm12', 'Bm/12', 'BM-12', 'bm.12', 'BM  012']) {
      expect(parseSearchQuery(typed)?.number).toEqual({ value: 12, registers: ['movable'] });
    }
    expect(parseSearchQuery('bsa 7')?.number).toEqual({ value: 7, registers: ['historic'] });
    expect(parseSearchQuery('LB 3')?.number).toEqual({ value: 3, registers: ['books'] });
  });

  it('keeps an unknown acronym or a zero as text only', () => {
    expect(parseSearchQuery('XY 12')).toEqual({ text: 'XY 12', number: null, movement: null });
    expect(parseSearchQuery('0')).toEqual({ text: '0', number: null, movement: null });
  });

  it('reads a number and a year as a movement', () => {
    for (const typed of ['12/2025', '12-2025', '12 / 2025', '012/2025']) {
      expect(parseSearchQuery(typed)?.movement).toEqual({ number: 12, year: 2025 });
    }
    expect(parseSearchQuery('12/2025')?.number).toBeNull();
    expect(parseSearchQuery('12/25')?.movement).toBeNull();
    expect(parseSearchQuery('12/1850')?.movement).toBeNull();
    expect(parseSearchQuery('0/2025')?.movement).toBeNull();
  });

  it('keeps free text as typed, spaces collapsed', () => {
    expect(parseSearchQuery('  Notebook\t Lenovo ')).toEqual({
      text: 'Notebook Lenovo',
      number: null,
      movement: null,
    });
    expect(parseSearchQuery('SN-4410X')?.number).toBeNull();
  });

  it('refuses blank and too long texts', () => {
    expect(parseSearchQuery('   ')).toBeNull();
    expect(parseSearchQuery('\n\r')).toBeNull();
    expect(parseSearchQuery('a'.repeat(SEARCH_TEXT_MAX))?.text).toHaveLength(SEARCH_TEXT_MAX);
    expect(parseSearchQuery('a'.repeat(SEARCH_TEXT_MAX + 1))).toBeNull();
  });
});
