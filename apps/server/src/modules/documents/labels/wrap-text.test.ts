import { describe, expect, it } from 'vitest';
import { wrapText } from './wrap-text.ts';

// One unit per character: widths are easy to count.
const measure = (text: string) => Array.from(text).length;

describe('wrapText', () => {
  it('keeps a text that fits on one line', () => {
    expect(wrapText('IC Via dei Glicini', 40, 2, measure)).toEqual(['IC Via dei Glicini']);
  });

  it('breaks between words', () => {
    expect(wrapText('Istituto Comprensivo Via dei Glicini', 20, 2, measure)).toEqual([
      'Istituto Comprensivo',
      'Via dei Glicini',
    ]);
  });

  it('ends the last line with an ellipsis when the text does not fit', () => {
    expect(wrapText('uno due tre quattro cinque sei', 8, 2, measure)).toEqual(['uno due', 'tre qua…']);
  });

  it('cuts a word wider than a line', () => {
    expect(wrapText('Supercalifragilistic ok', 10, 3, measure)).toEqual(['Supercalif', 'ragilistic', 'ok']);
  });

  it('gives no lines for an empty text', () => {
    expect(wrapText('   ', 10, 2, measure)).toEqual([]);
  });
});
