import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { covers, readCoverage } from './cmap.ts';
import { FALLBACK_FONTS, FONTS, type FontFile, fontData } from './fonts.ts';

/** fontkit's own answer (the font pdfkit opens), to check the cmap reading against. */
function fontkitOf(font: FontFile): { hasGlyphForCodePoint(point: number): boolean } {
  const doc = new PDFDocument({ font: fontData(FONTS.regular.file) as unknown as string });
  doc.registerFont(font.name, fontData(font.file));
  doc.font(font.name);
  return (doc as unknown as { _font: { font: { hasGlyphForCodePoint(point: number): boolean } } })._font.font;
}

describe('readCoverage', () => {
  it('reads what the Latin subset has: Italian accents and the euro sign, not ș, Ł, Greek or Cyrillic', () => {
    const latin = readCoverage(fontData(FONTS.regular.file));
    for (const character of 'AZaz09 àèéìòù€«»—’…°') {
      expect(covers(latin, character.codePointAt(0) as number), character).toBe(true);
    }
    for (const character of 'șțŁłńřΕЖ漢') {
      expect(covers(latin, character.codePointAt(0) as number), character).toBe(false);
    }
    expect(covers(latin, 0x1f600)).toBe(false);
    expect(latin.astral.size).toBe(0);
  });

  const checked: [string, FontFile][] = [
    ['the regular Latin subset', FONTS.regular],
    ['the bold Latin subset', FONTS.bold],
    ...FALLBACK_FONTS.regular.map((font): [string, FontFile] => [font.name, font]),
  ];
  it.each(checked)(
    'agrees with fontkit on every character of the Basic Multilingual Plane: %s',
    (_name, font) => {
      const coverage = readCoverage(fontData(font.file));
      const fontkit = fontkitOf(font);
      const disagreeing: number[] = [];
      for (let point = 0; point <= 0xffff; point++) {
        if ((coverage.bmp[point] === 1) !== fontkit.hasGlyphForCodePoint(point)) disagreeing.push(point);
      }
      expect(disagreeing).toEqual([]);
      expect(coverage.bmp.reduce((count, has) => count + has, 0)).toBeGreaterThan(4);
    },
  );
});
