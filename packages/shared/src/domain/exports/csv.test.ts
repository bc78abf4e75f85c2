import { describe, expect, it } from 'vitest';
import { csvField, csvLine, csvText, inertText } from './csv.ts';

const rome = { timeZone: 'Europe/Rome' };

describe('CSV for an Italian spreadsheet', () => {
  it('makes a text that a spreadsheet would run inert', () => {
    for (const text of ['=1+1', '+39 333', '-5', '@SUM(A1)', '\tx', '\rx'])
      expect(inertText(text)).toBe(`'${text}`);
    expect(inertText('Banco 3')).toBe('Banco 3');
    expect(inertText('a=b')).toBe('a=b');
  });

  it('escapes text columns only: numbers stay numbers', () => {
    expect(csvText('text', '-5', rome)).toBe("'-5");
    expect(csvText('euro', -5, rome)).toBe('-5,00');
    expect(csvText('integer', -5, rome)).toBe('-5');
  });

  it('writes amounts with a decimal comma, numbers with their prefix, dates gg/mm/aaaa', () => {
    expect(csvText('euro', 1234.5, rome)).toBe('1234,50');
    expect(csvText('integer', 12, { ...rome, prefix: 'BM' })).toBe('BM 12');
    expect(csvText('date', '2026-03-05', rome)).toBe('05/03/2026');
    expect(csvText('dateTime', '2026-03-05T09:07:00Z', rome)).toBe('05/03/2026 10:07');
    expect(csvText('dateTime', '2026-07-05T09:07:00Z', rome)).toBe('05/07/2026 11:07');
    expect(csvText('text', null, rome)).toBe('');
  });

  it('quotes a field holding the separator, a quote or a line break', () => {
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('detto "Lim"')).toBe('"detto ""Lim"""');
    expect(csvField('riga\nnuova')).toBe('"riga\nnuova"');
    expect(csvField('semplice')).toBe('semplice');
    expect(csvLine(['a', 'b;c'])).toBe('a;"b;c"\r\n');
  });
});
