import { describe, expect, it } from 'vitest';
import { printHeading } from './print-school.ts';

const school = { name: 'Istituto Comprensivo "Gianni Rodari"', ministerialCode: 'RMIC81200X' };

describe('printHeading', () => {
  it('prints the heading the school typed, one line per line, blank lines and extra spaces dropped', () => {
    expect(printHeading('  Ministero dell’Istruzione \r\n\n I.C. Rodari   –  Roma\n', school)).toEqual([
      'Ministero dell’Istruzione',
      'I.C. Rodari – Roma',
    ]);
  });

  it("falls back to the school's name and ministerial code when no heading is set", () => {
    expect(printHeading(' \n ', school)).toEqual(['Istituto Comprensivo "Gianni Rodari" (RMIC81200X)']);
  });
});
