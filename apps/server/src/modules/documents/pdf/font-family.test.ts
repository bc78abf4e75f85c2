import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { ContentBytes } from './content-bytes.ts';
import { FontFamily } from './font-family.ts';
import { FONTS, fontData } from './fonts.ts';
import type { TextStyle } from './table-document.ts';
import { createTextFitter } from './text-fitting.ts';

/** The fonts of a style on a fresh document whose default font is Roboto (no Helvetica loaded). */
function familyOf(style: TextStyle): FontFamily {
  const doc = new PDFDocument({ font: fontData(FONTS.regular.file) as unknown as string });
  return FontFamily.of(doc, style);
}

/** The runs as the names of their fonts and their texts. */
const named = (family: FontFamily, text: string) => family.runs(text).map((run) => [run.font.name, run.text]);

/** The glyph ids of the string operands written to `out` (`(…)`, escaped as in a PDF literal string). */
function glyphIds(out: ContentBytes): number[] {
  const bytes = out.written();
  const ids: number[] = [];
  let inString = false;
  const string: number[] = [];
  const unescaped: Record<number, number> = { 110: 0x0a, 114: 0x0d, 40: 0x28, 41: 0x29, 92: 0x5c };
  for (let at = 0; at < bytes.length; at++) {
    const byte = bytes[at] as number;
    if (!inString) {
      inString = byte === 0x28;
      continue;
    }
    if (byte === 0x5c) string.push(unescaped[bytes[++at] as number] as number);
    else if (byte !== 0x29) string.push(byte);
    else {
      for (let index = 0; index < string.length; index += 2) {
        ids.push(((string[index] as number) << 8) | (string[index + 1] as number));
      }
      string.length = 0;
      inString = false;
    }
  }
  return ids;
}

const NAMES = 'Ștefan Łukasz Ελένη Жанна';

describe('FontFamily', () => {
  it('draws an Italian text with the Latin subset alone, in one run', () => {
    const family = familyOf('regular');
    const text = 'Perché l’età è più di 1.234,56 € — «Aula» n° 3';
    expect(named(family, text)).toEqual([['Roboto', text]]);
    expect(family.width(text, 10)).toBe(family.main.width(text, 10));
    expect(family.main.width(text, 10)).toBeGreaterThan(100);
  });

  it('splits a text into runs, each character in the first font that has it', () => {
    expect(named(familyOf('regular'), NAMES)).toEqual([
      ['Roboto-latin-ext-400', 'Ș'],
      ['Roboto', 'tefan '],
      ['Roboto-latin-ext-400', 'Ł'],
      ['Roboto', 'ukasz '],
      ['Roboto-greek-400', 'Ελένη'],
      ['Roboto', ' '],
      ['Roboto-cyrillic-400', 'Жанна'],
    ]);
    expect(named(familyOf('bold'), 'Příliš žluťoučký kůň')).toEqual([
      ['Roboto-Bold', 'P'],
      ['Roboto-latin-ext-700', 'ř'],
      ['Roboto-Bold', 'íli'],
      ['Roboto-latin-ext-700', 'š ž'],
      ['Roboto-Bold', 'lu'],
      ['Roboto-latin-ext-700', 'ť'],
      ['Roboto-Bold', 'ou'],
      ['Roboto-latin-ext-700', 'č'],
      ['Roboto-Bold', 'ký k'],
      ['Roboto-latin-ext-700', 'ůň'],
    ]);
  });

  it('keeps the spaces of a Greek or Cyrillic name in its run, not the space before another script', () => {
    const family = familyOf('regular');
    expect(named(family, 'Жанна Петрова, Ελένη Παπαδοπούλου')).toEqual([
      ['Roboto-cyrillic-400', 'Жанна Петрова'],
      ['Roboto', ', '],
      ['Roboto-greek-400', 'Ελένη Παπαδοπούλου'],
    ]);
  });

  it('composes combining marks first: s with a comma below is the Romanian ș', () => {
    const family = familyOf('regular');
    expect(named(family, 'Bras\u0326ov')).toEqual([
      ['Roboto', 'Bra'],
      ['Roboto-latin-ext-400', 'ș'],
      ['Roboto', 'ov'],
    ]);
    expect(family.width('Bras\u0326ov', 8)).toBe(family.width('Brașov', 8));
  });

  it('draws a character no font has as "?", a blank no font has as a space', () => {
    const family = familyOf('regular');
    expect(named(family, 'a漢b😀c\tԱ')).toEqual([['Roboto', 'a?b?c ?']]);
    expect(family.width('a漢b😀c\tԱ', 8)).toBe(family.main.width('a?b?c ?', 8));
    expect(named(family, 'Ж漢')).toEqual([
      ['Roboto-cyrillic-400', 'Ж'],
      ['Roboto', '?'],
    ]);
  });

  it('measures each run in its own font, and a text as the sum of its characters', () => {
    const family = familyOf('regular');
    expect(family.main.width('Ș', 10)).toBeNaN();
    for (const text of [NAMES, 'Жанна Петрова, Ελένη', 'a漢b😀c\tԱ', 'Bras\u0326ov', '\ud800x Ж']) {
      const sum = family.runs(text).reduce((width, run) => width + run.font.width(run.text, 10), 0);
      expect(family.width(text, 10), text).toBeCloseTo(sum, 9);
      expect(sum, text).toBeGreaterThan(0);
    }
    // Widths stay additive (what wrapping assumes): every subset's space is as wide as the Latin one.
    const characters = Array.from(NAMES).reduce((width, character) => width + family.width(character, 10), 0);
    expect(family.width(NAMES, 10)).toBeCloseTo(characters, 9);
    // A Cyrillic letter is not measured as a "?" or as .notdef: Ж is wider than ?.
    expect(family.width('Ж', 10)).toBeGreaterThan(family.width('?', 10) + 1);
  });

  it('never writes glyph 0 (.notdef), whatever the text', () => {
    const family = familyOf('bold');
    const out = new ContentBytes();
    for (const text of [NAMES, 'a漢b😀c', 'Příliš žluťoučký kůň', 'Ελληνικά και Русский', '\u0000\r']) {
      for (const run of family.runs(text)) expect(run.font.write(out, run.text)).toBe(true);
    }
    const ids = glyphIds(out);
    expect(ids.length).toBeGreaterThan(50);
    expect(ids.filter((id) => id === 0)).toEqual([]);
    // The main font alone refuses a text it cannot draw, and writes nothing of it.
    const before = out.length;
    expect(family.main.write(out, NAMES)).toBe(false);
    expect(out.length).toBe(before);
  });

  it('wraps with the widths of the right fonts, so the lines fit their column', () => {
    const family = familyOf('regular');
    const fitter = createTextFitter({
      width: (text, _style, size) => family.width(text, size),
      lineHeight: (size) => size,
    });
    const text = 'Жанна Петрова Ивановна Александровна Ελένη Παπαδοπούλου Ștefan Łukasz';
    const maxWidth = 80;
    const lines = fitter.wrap(text, maxWidth, 'regular', 8);
    expect(lines.join(' ')).toBe(text);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(family.width(line, 8)).toBeLessThanOrEqual(maxWidth);
    // Each line is as full as it can be: the next line's first word would not fit on it.
    lines.slice(0, -1).forEach((line, index) => {
      const next = lines[index + 1]?.split(' ')[0] ?? '';
      expect(family.width(`${line} ${next}`, 8)).toBeGreaterThan(maxWidth);
    });
  });
});
