import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { FONTS, registerFonts } from '../pdf/fonts.ts';
import { numberRuns } from './number-runs.ts';

interface EncodingFont {
  layoutCache: Record<string, unknown>;
  encode(text: string): [string[], object[]];
}

/** A document with the labels' fonts, set to `font`, and pdfkit's embedded font behind it. */
function documentIn(font: string) {
  const doc = new PDFDocument({ autoFirstPage: false });
  registerFonts(doc);
  doc.font(font).fontSize(13);
  return { doc, font: (doc as unknown as { _font: EncodingFont })._font };
}

const lines = [
  'N. inv. 12345',
  'N. inv. 1',
  'N. inv. 90817263544',
  'Inv. orig. 45/2019',
  'Inv. orig. 0/2015',
  'N. inv. BM/10000',
  'Inv. orig. 12//7',
  '2024/1 77',
];

describe('numberRuns', () => {
  for (const fontName of [FONTS.regular.name, FONTS.bold.name]) {
    it(`gives ${fontName} the same glyphs and positions pdfkit shapes`, () => {
      const seeded = documentIn(fontName);
      const shaped = documentIn(fontName);
      const seed = numberRuns(seeded.doc);
      for (const line of lines) {
        seed(line);
        expect([line, seeded.font.encode(line)]).toEqual([line, shaped.font.encode(line)]);
      }
      // Runs were put in the cache for numbers alone, not for the kerned `//` nor letters.
      expect(Object.keys(seeded.font.layoutCache)).toEqual(
        expect.arrayContaining(['12345', '90817263544', '45/2019', '0/2015', '77']),
      );
      // …composed here, not shaped by fontkit (whose runs are GlyphRun objects).
      for (const word of ['12345', '45/2019']) {
        expect(Object.getPrototypeOf(seeded.font.layoutCache[word])).toBe(Object.prototype);
      }
    });
  }

  it('leaves a word with a kerned pair, or with letters, to pdfkit', () => {
    const { doc, font } = documentIn(FONTS.bold.name);
    numberRuns(doc)('12//7 BM/1000 9');
    expect(Object.keys(font.layoutCache)).toEqual([]);
  });
});
