import { describe, expect, it } from 'vitest';
import {
  centsToEuros,
  eurosToCents,
  formatCents,
  formatEuros,
  formatSignedEuros,
  parseAmountToCents,
  tidyAmountText,
} from './currency.ts';

describe('formatCents', () => {
  it('writes thousands with dots, decimals after a comma and the euro sign after one space', () => {
    expect(formatCents(123456)).toBe('1.234,56 €');
  });

  it('groups four-digit amounts too, unlike the Italian locale of Intl', () => {
    expect(formatCents(100000)).toBe('1.000,00 €');
  });

  it('keeps two decimals for whole and small amounts', () => {
    expect(formatCents(0)).toBe('0,00 €');
    expect(formatCents(5)).toBe('0,05 €');
    expect(formatCents(20000)).toBe('200,00 €');
  });

  it('writes millions with two separators', () => {
    expect(formatCents(123456789)).toBe('1.234.567,89 €');
  });

  it('puts the minus sign before negative amounts', () => {
    expect(formatCents(-123456)).toBe('-1.234,56 €');
  });
});

describe('formatEuros', () => {
  it('formats wire amounts in euros without float noise', () => {
    expect(formatEuros(1234.56)).toBe('1.234,56 €');
    expect(formatEuros(0.29)).toBe('0,29 €');
  });
});

describe('eurosToCents and centsToEuros', () => {
  it('round-trips two-decimal amounts exactly', () => {
    expect(eurosToCents(0.29)).toBe(29);
    expect(centsToEuros(123456)).toBe(1234.56);
  });
});

describe('parseAmountToCents', () => {
  it('reads Italian amounts with thousands dots and a decimal comma', () => {
    expect(parseAmountToCents('1.234,56')).toBe(123456);
    expect(parseAmountToCents('1.234,56 €')).toBe(123456);
    expect(parseAmountToCents('1234,5')).toBe(123450);
  });

  it('reads a dot followed by three digits as a thousands separator', () => {
    expect(parseAmountToCents('1.234')).toBe(123400);
  });

  it('reads a dot with one or two decimals as a decimal point', () => {
    expect(parseAmountToCents('1234.56')).toBe(123456);
    expect(parseAmountToCents('12.5')).toBe(1250);
  });

  it('reads negative amounts', () => {
    expect(parseAmountToCents('-10,00')).toBe(-1000);
  });

  it('cuts, never rounds, what follows the second decimal (spec 02 §5: a price is cut to 2 decimals)', () => {
    expect(parseAmountToCents('1234,5678')).toBe(123456);
    expect(parseAmountToCents('1.234,999')).toBe(123499);
    expect(parseAmountToCents('1234.5678')).toBe(123456);
    expect(parseAmountToCents('0,019')).toBe(1);
  });

  it('refuses letters, a misplaced thousands dot and empty text', () => {
    expect(parseAmountToCents('abc')).toBeNull();
    expect(parseAmountToCents('12.34.5')).toBeNull();
    expect(parseAmountToCents('')).toBeNull();
  });
});

describe('tidyAmountText', () => {
  it('writes a typed amount as the forms show it, cut to two decimals', () => {
    expect(tidyAmountText('1234,5678')).toBe('1.234,56');
    expect(tidyAmountText(' 1234.5 ')).toBe('1.234,50');
    expect(tidyAmountText('-5')).toBe('-5,00');
  });

  it('leaves text that is no amount as typed', () => {
    expect(tidyAmountText('12a')).toBe('12a');
    expect(tidyAmountText('')).toBe('');
  });
});

describe('formatSignedEuros', () => {
  it('writes the sign of a rise as well as of a fall, and none for nothing', () => {
    expect(formatSignedEuros(12)).toBe('+12,00 €');
    expect(formatSignedEuros(-3.5)).toBe('-3,50 €');
    expect(formatSignedEuros(0)).toBe('0,00 €');
    expect(formatSignedEuros(1234.56)).toBe('+1.234,56 €');
  });
});
